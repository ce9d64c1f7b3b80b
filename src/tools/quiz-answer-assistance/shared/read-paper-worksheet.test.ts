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
});
