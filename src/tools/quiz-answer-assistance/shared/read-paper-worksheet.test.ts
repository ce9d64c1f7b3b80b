import { describe, expect, it } from 'vitest';
import { readPaperWorksheet } from './read-paper-worksheet';
import { splitPastedQuiz } from './split-quiz';

describe('readPaperWorksheet', () => {
  it('gives bare capital-letter options in columns their letters', () => {
    expect(readPaperWorksheet(['3. Which metal melts first?', '   A tin     B iron', '   C copper     D gold'])).toEqual(['3. Which metal melts first?', 'A) tin   B) iron', 'C) copper   D) gold']);
  });

  it('reads a lone letter only in a run, and leaves a sentence opening on "A" alone', () => {
    expect(readPaperWorksheet(['A cat sat on the mat.', 'The end.'])).toEqual(['A cat sat on the mat.', 'The end.']);
    expect(readPaperWorksheet(['Which metal is red?', 'A copper', 'B zinc'])).toEqual(['Which metal is red?', 'A) copper', 'B) zinc']);
  });

  it('gives a statement after a "_____" blank its (T/F) only in a true/false part', () => {
    expect(readPaperWorksheet(['PART C: TRUE OR FALSE (write T or F)', '4. _____ Tin melts before lead.'])).toEqual(['', '4. Tin melts before lead. (T/F)']);
    expect(readPaperWorksheet(['PART A: FILL IN', '4. _____ is the lightest metal.'])).toEqual(['', '4. _____ is the lightest metal.']);
  });

  it('splits a whole worksheet into its questions', () => {
    const sheet = [
      'Name: ____________   Form: ______   Date: ________',
      '',
      'PART A: MULTIPLE CHOICE (circle one letter)',
      '',
      '12. Which metal melts at the lowest temperature?',
      '    A tin     B lead     C zinc     D iron',
      '13. Which two metals make bronze?',
      '    A copper and tin          B iron and carbon',
      '    C copper and zinc         D lead and tin',
      '',
      'PART B: TRUE OR FALSE (write T or F on the line)',
      '',
      '14. _____ Pure iron rusts in dry air.',
      '',
      'PART C: SHORT ANSWER',
      '',
      '15. Why is solder mostly tin?',
      '_______________________________________',
    ].join('\n');
    expect(splitPastedQuiz(sheet)).toEqual([
      { question: 'Which metal melts at the lowest temperature?', options: ['tin', 'lead', 'zinc', 'iron'] },
      { question: 'Which two metals make bronze?', options: ['copper and tin', 'iron and carbon', 'copper and zinc', 'lead and tin'] },
      { question: 'Pure iron rusts in dry air.', options: ['True', 'False'] },
      { question: 'Why is solder mostly tin?', options: [] },
    ]);
  });

  // s34: shapes of our own, not from any eval set.
  it('drops the answer blank before a question\'s number, but keeps a gap to fill after it', () => {
    expect(readPaperWorksheet(['___ 2. Which gas do we breathe out?'])).toEqual(['2. Which gas do we breathe out?']);
    expect(readPaperWorksheet(['2. _____ is the gas we breathe out.'])).toEqual(['2. _____ is the gas we breathe out.']);
  });

  it('drops a page footer or header, and only a whole line of one', () => {
    expect(readPaperWorksheet(['Mr Okafor | Biology 9 | Page 2 of 3', 'Page 4', 'Read page 4 before you start.'])).toEqual(['', '', 'Read page 4 before you start.']);
  });

  it('reads tick boxes on one line as one option each', () => {
    expect(readPaperWorksheet(['☐ Yes   ☐ No   ☐ Not sure'])).toEqual(['☐ Yes', '☐ No', '☐ Not sure']);
    expect(readPaperWorksheet(['Tick ☐ if you agree ☐'])).toEqual(['Tick ☐ if you agree ☐']);
  });

  it('splits a review worksheet with an answer blank before each number and inline lettered options', () => {
    const sheet = [
      'GEOGRAPHY REVIEW – RIVERS',
      'Directions: Write the letter of the best answer on the line.',
      '',
      '____ 1. Which river flows through Cairo?',
      '      a) the Nile     b) the Congo     c) the Niger',
      '____ 2. The Amazon empties into the Atlantic.',
      '      a) True     b) False',
      '____ 3. How many countries does the Danube cross?',
      '      a) four     b) seven     c) ten',
    ].join('\n');
    expect(splitPastedQuiz(sheet)).toEqual([
      { question: 'Which river flows through Cairo?', options: ['the Nile', 'the Congo', 'the Niger'] },
      { question: 'The Amazon empties into the Atlantic.', options: ['True', 'False'] },
      { question: 'How many countries does the Danube cross?', options: ['four', 'seven', 'ten'] },
    ]);
  });

  it('splits a typed handout with answer lines, boxed true/false on one line, boxed options and a page footer', () => {
    const handout = [
      'Science 8 – Cells Check',
      'Name: ______________________     Class: ______',
      '',
      '1. What do we call the control centre of a cell?',
      '____________________________________________',
      '',
      '2. Plant cells have a cell wall.',
      '☐ True        ☐ False',
      '',
      '3. Which part makes food in a leaf cell?',
      '☐ vacuole',
      '☐ chloroplast',
      '☐ ribosome',
      '',
      '4. Why do root cells have no chloroplasts?',
      '____________________________________________',
      '',
      'Mr Okafor – Science 8 – Page 1 of 1',
    ].join('\n');
    expect(splitPastedQuiz(handout)).toEqual([
      { question: 'What do we call the control centre of a cell?', options: [] },
      { question: 'Plant cells have a cell wall.', options: ['True', 'False'] },
      { question: 'Which part makes food in a leaf cell?', options: ['vacuole', 'chloroplast', 'ribosome'] },
      { question: 'Why do root cells have no chloroplasts?', options: [] },
    ]);
  });
});

describe('readPaperWorksheet: s35 lines', () => {
  it('drops dotted answer lines (alone or after a question) and an "END OF TEST" line', () => {
    expect(readPaperWorksheet(['Q3) Why does ice float? ............', '........................', 'END OF TEST – hand in your paper.'])).toEqual(['Q3) Why does ice float?', '', '']);
    expect(readPaperWorksheet(['*** End of quiz ***'])).toEqual(['']);
    expect(readPaperWorksheet(['End of the war: which treaty was signed?'])).toEqual(['End of the war: which treaty was signed?']);
  });
  it('reads "A - x" options one per line as lettered', () => {
    expect(readPaperWorksheet(['Which is a gas?', 'A - iron', 'B - oxygen'])).toEqual(['Which is a gas?', 'A) iron', 'B) oxygen']);
  });
});

describe('readPaperWorksheet: s36 numbered sections with "(a)" items', () => {
  const sheet = [
    'Name: ____________   Date: ______',
    '',
    'SCIENCE WORKSHEET 4 – METALS',
    '',
    '1. Multiple choice. Underline the correct answer.',
    '',
    '   (a) Which metal is liquid at room temperature?\tiron\tmercury\tzinc',
    '   (b) Which metal rusts?',
    '       iron / gold / platinum',
    '',
    '2. True or false? Circle T or F.',
    '   (a) Gold is a metal.\tT / F',
    '',
    '3. Fill in the blank.',
    '   Brass is copper mixed with ______.',
    '',
    '4. Short answer.',
    '   (a) Why do pans have copper bottoms?',
    '   ______________________________',
    '',
    '                        Total: ____ / 10',
  ].join('\n');
  it('reads the numbered lines as section headings and the "(a)" items, tab and slash options, "T / F" and the fill-in as questions', () => {
    expect(splitPastedQuiz(sheet)).toEqual([
      { question: 'Which metal is liquid at room temperature?', options: ['iron', 'mercury', 'zinc'] },
      { question: 'Which metal rusts?', options: ['iron', 'gold', 'platinum'] },
      { question: 'Gold is a metal.', options: ['True', 'False'] },
      { question: 'Brass is copper mixed with ______.', options: [] },
      { question: 'Why do pans have copper bottoms?', options: [] },
    ]);
  });
  it('keeps "(a)" lines options where numbered questions stand under the section heading', () => {
    const numbered = '1. Multiple choice. Circle the answer.\n   1) Which metal rusts?\n   (a) iron\n   (b) gold\n   2) Which metal is liquid?\n   (a) mercury\n   (b) tin';
    expect(splitPastedQuiz(numbered)).toEqual([
      { question: 'Which metal rusts?', options: ['iron', 'gold'] },
      { question: 'Which metal is liquid?', options: ['mercury', 'tin'] },
    ]);
    expect(splitPastedQuiz('1. Which metal rusts?\n(a) iron\n(b) gold')).toEqual([{ question: 'Which metal rusts?', options: ['iron', 'gold'] }]);
  });
});
