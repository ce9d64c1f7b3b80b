import { describe, expect, it } from 'vitest';
import { splitPastedQuiz } from './split-quiz';

describe('splitPastedQuiz', () => {
  it('reads a question with lettered options, one per line', () => {
    expect(splitPastedQuiz('What is the powerhouse of the cell?\nA) Nucleus\nB) Mitochondria\nC) Ribosome\nD) Golgi body')).toEqual([
      { question: 'What is the powerhouse of the cell?', options: ['Nucleus', 'Mitochondria', 'Ribosome', 'Golgi body'] },
    ]);
  });

  it('reads (a), a. and [A] markers', () => {
    expect(splitPastedQuiz('Pick one:\n(a) red\n(b) blue')[0]?.options).toEqual(['red', 'blue']);
    expect(splitPastedQuiz('Pick one:\na. red\nb. blue')[0]?.options).toEqual(['red', 'blue']);
    expect(splitPastedQuiz('Pick one:\n[A] red\n[B] blue')[0]?.options).toEqual(['red', 'blue']);
  });

  it('reads options written on the same line as the question', () => {
    expect(splitPastedQuiz('What is 2 + 2? A) 3 B) 4 C) 5 D) 22')).toEqual([{ question: 'What is 2 + 2?', options: ['3', '4', '5', '22'] }]);
    expect(splitPastedQuiz('Which gas do plants take in? (a) oxygen (b) carbon dioxide (c) nitrogen')[0]?.options).toEqual([
      'oxygen',
      'carbon dioxide',
      'nitrogen',
    ]);
  });

  it('leaves a lone letter inside a sentence alone', () => {
    expect(splitPastedQuiz('Which food is rich in vitamin A? A) carrots B) rice')[0]).toEqual({
      question: 'Which food is rich in vitamin A?',
      options: ['carrots', 'rice'],
    });
  });

  it('splits numbered questions, each with its own options', () => {
    const quiz = '1. What is H2O?\nA) water\nB) salt\n2. What is NaCl?\nA) water\nB) salt\n3. Name the gas we breathe out.';
    expect(splitPastedQuiz(quiz)).toEqual([
      { question: 'What is H2O?', options: ['water', 'salt'] },
      { question: 'What is NaCl?', options: ['water', 'salt'] },
      { question: 'Name the gas we breathe out.', options: [] },
    ]);
  });

  it('reads numbered options under an unnumbered question', () => {
    expect(splitPastedQuiz('Which is a mammal?\n1) shark\n2) whale\n3) trout')).toEqual([
      { question: 'Which is a mammal?', options: ['shark', 'whale', 'trout'] },
    ]);
  });

  it('reads "1)" options under "1." questions', () => {
    const quiz = '1. Which is a mammal?\n1) shark\n2) whale\n2. Which is a bird?\n1) bat\n2) penguin';
    expect(splitPastedQuiz(quiz)).toEqual([
      { question: 'Which is a mammal?', options: ['shark', 'whale'] },
      { question: 'Which is a bird?', options: ['bat', 'penguin'] },
    ]);
  });

  it('reads bullets and bare lines as options', () => {
    expect(splitPastedQuiz('Which planet is largest?\n- Mars\n• Jupiter\n- Venus')[0]?.options).toEqual(['Mars', 'Jupiter', 'Venus']);
    expect(splitPastedQuiz('Which planet is largest?\nMars\nJupiter\nVenus')[0]?.options).toEqual(['Mars', 'Jupiter', 'Venus']);
  });

  it('separates questions whose options are bare lines', () => {
    expect(splitPastedQuiz('Capital of France?\nParis\nRome\n\nCapital of Italy?\nParis\nRome')).toEqual([
      { question: 'Capital of France?', options: ['Paris', 'Rome'] },
      { question: 'Capital of Italy?', options: ['Paris', 'Rome'] },
    ]);
  });

  it('reads a worksheet line of spaced answer words ("True    False") as the two options, not a spaced word pair in a sentence', () => {
    expect(splitPastedQuiz('1. Jupiter has a solid surface.\n\nTrue    False\n\n2. Ganymede is a moon.\n\nTrue | False')).toEqual([
      { question: 'Jupiter has a solid surface.', options: ['True', 'False'] },
      { question: 'Ganymede is a moon.', options: ['True', 'False'] },
    ]);
    expect(splitPastedQuiz('Is a true false dichotomy a fallacy?')).toEqual([{ question: 'Is a true false dichotomy a fallacy?', options: [] }]);
  });

  it('splits options glued to the question mark ("?(a)"), not a letter glued to a word ("vitamin(a)")', () => {
    expect(splitPastedQuiz('1. What is H2O?(a) water (b) salt (c) sugar')).toEqual([{ question: 'What is H2O?', options: ['water', 'salt', 'sugar'] }]);
    expect(splitPastedQuiz('Which vitamin(a) helps the eyes?')).toEqual([{ question: 'Which vitamin(a) helps the eyes?', options: [] }]);
  });

  it('turns True/False markers into the two options', () => {
    expect(splitPastedQuiz('The Sun is a star.\nTrue\nFalse')).toEqual([{ question: 'The Sun is a star.', options: ['True', 'False'] }]);
    expect(splitPastedQuiz('The Sun is a star.\nTrue/False')).toEqual([{ question: 'The Sun is a star.', options: ['True', 'False'] }]);
    expect(splitPastedQuiz('The Sun is a star. (T/F)')).toEqual([{ question: 'The Sun is a star.', options: ['True', 'False'] }]);
  });

  it('keeps a question written over two lines together', () => {
    expect(splitPastedQuiz('Read the passage above.\nWhat does the author mean by "home"?')).toEqual([
      { question: 'Read the passage above. What does the author mean by "home"?', options: [] },
    ]);
  });

  it('joins an option wrapped onto the next line and drops the answer key', () => {
    expect(splitPastedQuiz('Why do leaves look green?\nA) they absorb green\nlight\nB) they reflect green light\nAnswer: B')).toEqual([
      { question: 'Why do leaves look green?', options: ['they absorb green light', 'they reflect green light'] },
    ]);
  });

  it('returns nothing for blank text and keeps Windows line ends apart', () => {
    expect(splitPastedQuiz('  \n\n ')).toEqual([]);
    expect(splitPastedQuiz('Which?\r\nA) x\r\nB) y')).toEqual([{ question: 'Which?', options: ['x', 'y'] }]);
  });
});

describe('splitPastedQuiz, shapes of issue 35', () => {
  it('reads "Q1", "1 -" and "1.Which" (no space) as question numbers, not as part of the question', () => {
    expect(splitPastedQuiz('Q1 Which organ pumps blood?\n(a) lungs\n(b) heart\nQ2 Which cells fight infection?\n(a) red\n(b) white').map((q) => q.question)).toEqual([
      'Which organ pumps blood?',
      'Which cells fight infection?',
    ]);
    expect(splitPastedQuiz('1 - What does a transformer raise?\na) voltage b) mass')[0]).toEqual({ question: 'What does a transformer raise?', options: ['voltage', 'mass'] });
    expect(splitPastedQuiz('1.Which measures pressure? (a) barometer (b) thermometer')[0]?.question).toBe('Which measures pressure?');
  });

  it('keeps a decimal number that opens a line as text', () => {
    expect(splitPastedQuiz('1.5 kg of water is heated. What is its mass?')[0]?.question).toBe('1.5 kg of water is heated. What is its mass?');
  });

  it('reads the boxes of a select-all list as options', () => {
    expect(splitPastedQuiz('Select all that apply: which are parts of a plant cell?\n□ chloroplast\n□ cell wall\n[ ] feather')[0]?.options).toEqual([
      'chloroplast',
      'cell wall',
      'feather',
    ]);
  });

  it('keeps a select-all instruction in the question, wherever it is pasted', () => {
    expect(splitPastedQuiz('Which of the following are mammals? (Select all that apply) A) whale B) shark C) bat D) trout')).toEqual([
      { question: 'Which of the following are mammals? (Select all that apply)', options: ['whale', 'shark', 'bat', 'trout'] },
    ]);
    expect(splitPastedQuiz('1. Which of the following are mammals?\n(Select all that apply)\nwhale\nshark\nbat\n\n2. Which is a fish?\na) trout\nb) bat')).toEqual([
      { question: 'Which of the following are mammals? (Select all that apply)', options: ['whale', 'shark', 'bat'] },
      { question: 'Which is a fish?', options: ['trout', 'bat'] },
    ]);
    expect(splitPastedQuiz('Which are gas giants? Check all that apply.\n☐ Jupiter\n☑ Saturn\n[x] Mars')[0]).toEqual({ question: 'Which are gas giants? Check all that apply.', options: ['Jupiter', 'Saturn', 'Mars'] });
  });

  it('reads "all of the above" as the last option, inline or one per line', () => {
    expect(splitPastedQuiz('Which stand on the Danube? A) Vienna B) Budapest C) Belgrade D) All of the above')[0]?.options).toEqual(['Vienna', 'Budapest', 'Belgrade', 'All of the above']);
    expect(splitPastedQuiz('Which stand on the Danube?\nVienna\nBudapest\nAll of the above')[0]?.options).toEqual(['Vienna', 'Budapest', 'All of the above']);
  });

  it('does not take an ordinary line under a question for a select-all instruction', () => {
    expect(splitPastedQuiz('Which of these is a mammal?\nSelect the whale\nshark')[0]?.options).toEqual(['Select the whale', 'shark']);
  });

  it('keeps numbered options under a "Q1." question', () => {
    expect(splitPastedQuiz('Q1. Which city is the capital?\n1) Sydney\n2) Canberra\nQ2. Which rock?\n1) Uluru\n2) Ayers Peak')).toEqual([
      { question: 'Which city is the capital?', options: ['Sydney', 'Canberra'] },
      { question: 'Which rock?', options: ['Uluru', 'Ayers Peak'] },
    ]);
  });

  it('starts a new question at a "True or False: …" line right after options, and at the question under it', () => {
    expect(splitPastedQuiz('Which river flows through Vienna?\na. the Rhine\nb. the Danube\nTrue or False: The Rhine rises in Switzerland.\nWhich sea does the Danube reach?\na. the Black Sea\nb. the North Sea')).toEqual([
      { question: 'Which river flows through Vienna?', options: ['the Rhine', 'the Danube'] },
      { question: 'True or False: The Rhine rises in Switzerland.', options: [] },
      { question: 'Which sea does the Danube reach?', options: ['the Black Sea', 'the North Sea'] },
    ]);
  });

  it('still keeps a wrapped option line that is not a question with its option', () => {
    expect(splitPastedQuiz('Which river flows through Vienna?\na. the Rhine, which rises\nin Switzerland\nb. the Danube')[0]?.options).toEqual(['the Rhine, which rises in Switzerland', 'the Danube']);
  });

  it('reads "Question 1" or "Q2." alone on its line as the heading of the question under it', () => {
    expect(splitPastedQuiz('Question 1\nWhich metal is liquid at room temperature?\nA. iron\nB. mercury\n\nQuestion 2\nGold is magnetic.\nTrue\nFalse')).toEqual([
      { question: 'Which metal is liquid at room temperature?', options: ['iron', 'mercury'] },
      { question: 'Gold is magnetic.', options: ['True', 'False'] },
    ]);
    expect(splitPastedQuiz('Q1.\nWho painted the Mona Lisa?\nQ2.\nWho wrote Emma?')).toEqual([
      { question: 'Who painted the Mona Lisa?', options: [] },
      { question: 'Who wrote Emma?', options: [] },
    ]);
  });

  it('reads "Question 2 of 5:" as the label of a numbered question, on its line or alone above it', () => {
    expect(splitPastedQuiz('Question 1 of 2: Which gas do plants take in?\n- oxygen\n- carbon dioxide\n\nQuestion 2 of 2\nWhat do bees make?')).toEqual([
      { question: 'Which gas do plants take in?', options: ['oxygen', 'carbon dioxide'] },
      { question: 'What do bees make?', options: [] },
    ]);
  });

  it('drops the ";" or "," between options written on one line', () => {
    expect(splitPastedQuiz('Q1: Which planet has rings?\nA) Mars; B) Saturn; C) Venus\nQ2: Copper conducts electricity.\nA) True, B) False')).toEqual([
      { question: 'Which planet has rings?', options: ['Mars', 'Saturn', 'Venus'] },
      { question: 'Copper conducts electricity.', options: ['True', 'False'] },
    ]);
  });

  it('reads roman-numbered options (i. ii. iii., (i) (ii), i) ii)) under numbered questions', () => {
    expect(splitPastedQuiz('1. Which bird cannot fly?\n  i. robin\n  ii. penguin\n  iii. sparrow\n2. Which is a mammal?\n  (i) whale\n  (ii) shark\n3. Name a prime number.')).toEqual([
      { question: 'Which bird cannot fly?', options: ['robin', 'penguin', 'sparrow'] },
      { question: 'Which is a mammal?', options: ['whale', 'shark'] },
      { question: 'Name a prime number.', options: [] },
    ]);
    // "i." after "a." to "h." is still the ninth letter.
    const letters = 'abcdefghi'.split('').map((letter, i) => `${letter}. option ${i + 1}`);
    expect(splitPastedQuiz(`Pick one:\n${letters.join('\n')}`)[0]?.options).toHaveLength(9);
  });

  it('reads a "T / F" after the statement on its line', () => {
    expect(splitPastedQuiz('1. Ice floats on water.   T / F\n2. The Moon makes its own light.  T/F')).toEqual([
      { question: 'Ice floats on water.', options: ['True', 'False'] },
      { question: 'The Moon makes its own light.', options: ['True', 'False'] },
    ]);
  });

  it('drops what a learning platform copies around each question and reads "Select one:" and "Answer:"', () => {
    const pasted = [
      'Question 1',
      'Answer saved',
      'Mark 1.00 out of 2.00',
      'Remove flag',
      'Question text',
      'Which organ pumps blood?',
      'Select one:',
      'a. the liver',
      'b. the heart',
      'Clear my choice',
      'Question 2',
      'Not yet answered',
      'Marked out of 1.00',
      'Flag question',
      'Question text',
      'Sound travels faster than light.',
      'Select one:',
      'True',
      'False',
      'Question 3',
      'Not answered',
      'Points out of 1',
      'Question text',
      'Give the chemical symbol for iron.',
      'Answer:',
    ].join('\n');
    expect(splitPastedQuiz(pasted)).toEqual([
      { question: 'Which organ pumps blood?', options: ['the liver', 'the heart'] },
      { question: 'Sound travels faster than light.', options: ['True', 'False'] },
      { question: 'Give the chemical symbol for iron.', options: [] },
    ]);
    // After "Select one:" even bare lines under a statement are its options.
    expect(splitPastedQuiz('Pick the largest ocean.\nSelect one:\nAtlantic\nPacific\nIndian')).toEqual([{ question: 'Pick the largest ocean.', options: ['Atlantic', 'Pacific', 'Indian'] }]);
  });

  it('reads a statement after a blank line as the next question when its own lettered options follow', () => {
    expect(splitPastedQuiz('Which city is the capital of Peru?\n\nWater boils at 50 °C at sea level.\n(a) True\n(b) False')).toEqual([
      { question: 'Which city is the capital of Peru?', options: [] },
      { question: 'Water boils at 50 °C at sea level.', options: ['True', 'False'] },
    ]);
    // Without the blank line, a bare line under a question is still its option.
    expect(splitPastedQuiz('Which is a noble gas?\nneon\noxygen')[0]?.options).toEqual(['neon', 'oxygen']);
  });
});

describe('splitPastedQuiz: platform copies (s30)', () => {
  it('reads a Google Forms copy: header, "*" marks, "1 point" lines, options one per line, "Your answer"', () => {
    const text = 'Quiz 4\nAnswer all.\n* Indicates required question\nWhich planet is largest? *\n1 point\nMars\nJupiter\nVenus\nThe Sun is a star. *\n1 point\nTrue\nFalse\nName the closest star to the Sun. *\n1 point\nYour answer';
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Which planet is largest?', options: ['Mars', 'Jupiter', 'Venus'] },
      { question: 'The Sun is a star.', options: ['True', 'False'] },
      { question: 'Name the closest star to the Sun.', options: [] },
    ]);
  });
  it('reads a Canvas copy: "Question N" and "1 pts" headings, options with blank lines between', () => {
    const text = 'Question 1\n1 pts\nWhich metal rusts?\n\niron\n\ngold\n\nQuestion 2\n2 pts\nIce floats on water.\n\nTrue\n\nFalse\n\nQuestion 3\n1 pts\nWhat is the boiling point of water in °C?';
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Which metal rusts?', options: ['iron', 'gold'] },
      { question: 'Ice floats on water.', options: ['True', 'False'] },
      { question: 'What is the boiling point of water in °C?', options: [] },
    ]);
  });
});

describe('splitPastedQuiz: titles above numbered questions and platform links (s33)', () => {
  it('drops a worksheet title and instruction above question 1 with its options inline', () => {
    const sheet = [
      'Name: ____________   Form: _____',
      'GEOGRAPHY – HOMEWORK 3: RIVERS',
      'Circle one letter for each question, or fill in the gap.',
      '',
      '1) Which river is the longest in Africa? (A) Congo (B) Niger (C) Nile',
      '2) The Amazon flows into the __________ Ocean.',
      '3) Which river flows through Baghdad? (A) Tigris (B) Jordan',
    ].join('\n');
    expect(splitPastedQuiz(sheet)).toEqual([
      { question: 'Which river is the longest in Africa?', options: ['Congo', 'Niger', 'Nile'] },
      { question: 'The Amazon flows into the __________ Ocean.', options: [] },
      { question: 'Which river flows through Baghdad?', options: ['Tigris', 'Jordan'] },
    ]);
  });

  it('drops a course title above "Question 1" and the links under the last question', () => {
    const attempt = [
      'Rivers of the world – Check-up',
      'Time left 0:14:52',
      'Question 1',
      'Not yet answered',
      'Marked out of 2.00',
      'Flag question',
      'Question text',
      'Which river is the longest in Africa?',
      'Select one:',
      'a. Congo',
      'b. Nile',
      'Question 2',
      'Not yet answered',
      'Marked out of 1.00',
      'Flag question',
      'Question text',
      'Which river flows through Baghdad?',
      'Select one:',
      'a. Tigris',
      'b. Jordan',
      'Next page',
      'Finish attempt ...',
    ].join('\n');
    expect(splitPastedQuiz(attempt)).toEqual([
      { question: 'Which river is the longest in Africa?', options: ['Congo', 'Nile'] },
      { question: 'Which river flows through Baghdad?', options: ['Tigris', 'Jordan'] },
    ]);
  });

  it('drops a form\'s title and description when it has no "required" note', () => {
    const form = 'Rivers Quiz\nAnswer all questions.\nWhich river is the longest in Africa?\n1 point\nCongo\nNile\nWhich river flows through Baghdad?\n2 points\nTigris\nJordan';
    expect(splitPastedQuiz(form)).toEqual([
      { question: 'Which river is the longest in Africa?', options: ['Congo', 'Nile'] },
      { question: 'Which river flows through Baghdad?', options: ['Tigris', 'Jordan'] },
    ]);
  });

  it('reads "True or False" after a statement\'s full stop, and drops a review page\'s feedback lines', () => {
    expect(splitPastedQuiz('Q1. The Tigris flows through Baghdad. True or False')).toEqual([{ question: 'The Tigris flows through Baghdad.', options: ['True', 'False'] }]);
    expect(splitPastedQuiz('Question 1\nWhich river is the longest in Africa?\na. Congo\nb. Nile\nYour answer is correct.\nThe correct answer is: Nile\nQuestion 2\nWhich river flows through Baghdad?\na. Tigris\nb. Jordan')).toEqual([
      { question: 'Which river is the longest in Africa?', options: ['Congo', 'Nile'] },
      { question: 'Which river flows through Baghdad?', options: ['Tigris', 'Jordan'] },
    ]);
  });

  it('keeps a question whose options are numbered', () => {
    expect(splitPastedQuiz('Pick the capital of Australia.\n1) Sydney\n2) Canberra\n3) Perth')).toEqual([
      { question: 'Pick the capital of Australia.', options: ['Sydney', 'Canberra', 'Perth'] },
    ]);
    expect(splitPastedQuiz('Which city is the capital?\n1) Is it Sydney?\n2) Is it Canberra?')[0]?.question).toBe('Which city is the capital?');
  });

  // s34: a Canvas classic quiz copied from the page (our own quiz): the flag button, the points, a short-answer item whose
  // text box copies as nothing, and the save note and submit button under the last question.
  it('reads a Canvas classic quiz page copy', () => {
    const page = [
      'Week 5 Quiz: Rivers',
      'Started: Mar 3 at 10:02am',
      'Quiz Instructions',
      'Answer both questions.',
      '',
      'Flag this Question',
      'Question 1',
      '1 pts',
      'Which river flows through Cairo?',
      'Nile',
      'Congo',
      '',
      'Flag this Question',
      'Question 2',
      '2 pts',
      'How long is the Danube?',
      '',
      'Flag this Question',
      'Question 3',
      '1 pts',
      'The Amazon empties into the Atlantic.',
      'True',
      'False',
      '',
      'Quiz saved at 10:09am',
      'Submit Quiz',
    ].join('\n');
    expect(splitPastedQuiz(page)).toEqual([
      { question: 'Which river flows through Cairo?', options: ['Nile', 'Congo'] },
      { question: 'How long is the Danube?', options: [] },
      { question: 'The Amazon empties into the Atlantic.', options: ['True', 'False'] },
    ]);
  });
});


describe('splitPastedQuiz: s35 layouts (quizzes of our own)', () => {
  it('reads a Blackboard test copy: points lines with "Save Answer", each letter above its option, the buttons under the last question', () => {
    const quiz = [
      'Test: Unit 3 Check – Volcanoes',
      '',
      'Instructions',
      'This test has three questions. Save your answers as you go.',
      '',
      'QUESTION 1',
      '',
      '1 points   Save Answer',
      '',
      'Which gas makes up most of a volcano’s plume?',
      '',
      'a.',
      'water vapour',
      '',
      'b.',
      'neon',
      '',
      'c.',
      'chlorine',
      '',
      'QUESTION 2',
      '',
      '1 points   Save Answer',
      '',
      'Pumice floats on water.',
      '',
      'True',
      'False',
      '',
      'QUESTION 3',
      '',
      '2 points   Save Answer',
      '',
      'Name the rock that forms when lava cools quickly.',
      '',
      'Answer:',
      '',
      'Click Save and Submit to save and submit. Click Save All Answers to save all answers.',
      '',
      'Save All Answers     Save and Submit',
    ].join('\n');
    expect(splitPastedQuiz(quiz)).toEqual([
      { question: 'Which gas makes up most of a volcano’s plume?', options: ['water vapour', 'neon', 'chlorine'] },
      { question: 'Pumice floats on water.', options: ['True', 'False'] },
      { question: 'Name the rock that forms when lava cools quickly.', options: [] },
    ]);
  });

  it('reads a typed handout: a course line, a question wrapped over two lines, "A - x" options, "Circle one: TRUE FALSE", a bonus item', () => {
    const quiz = [
      'Ms. Lindqvist – Biology 9',
      'Homework check: Cells (read pp. 40–44 first)',
      '',
      '1) Which part of a plant cell holds the green pigment that',
      'traps light for photosynthesis?',
      'A - the vacuole',
      'B - the chloroplast',
      'C - the cell wall',
      '',
      '2) Animal cells have a cell wall.',
      'Circle one:   TRUE      FALSE',
      '',
      'Bonus (2 pts): Name one organelle found in both plant and animal cells.',
    ].join('\n');
    expect(splitPastedQuiz(quiz)).toEqual([
      { question: 'Which part of a plant cell holds the green pigment that traps light for photosynthesis?', options: ['the vacuole', 'the chloroplast', 'the cell wall'] },
      { question: 'Animal cells have a cell wall.', options: ['True', 'False'] },
      { question: 'Name one organelle found in both plant and animal cells.', options: [] },
    ]);
  });

  it('reads a sectioned test: marks, "(A) x (B) y" two by two and indented, "[TRUE / FALSE]", dotted answer lines, "END OF TEST"', () => {
    const quiz = [
      'YEAR 8 SCIENCE – END OF TOPIC TEST: THE SOLAR SYSTEM',
      'Time allowed: 15 minutes                         Total: 8 marks',
      '',
      'SECTION A – Multiple choice. Circle the correct letter.   (1 mark each)',
      '',
      'Q1) Which planet is closest to the Sun?',
      '      (A) Venus                (B) Mercury',
      '      (C) Mars                 (D) Earth',
      '',
      'SECTION B – True or false. Circle one.   (1 mark each)',
      '',
      'Q2) Jupiter is the largest planet in the Solar System.   [TRUE / FALSE]',
      '',
      'SECTION C – Short answers.   (2 marks each)',
      '',
      'Q3) Why does the Moon shine at night?',
      '',
      '.............................................................................',
      '',
      '.............................................................................',
      '',
      'END OF TEST – check your answers before you hand in your paper.',
    ].join('\n');
    expect(splitPastedQuiz(quiz)).toEqual([
      { question: 'Which planet is closest to the Sun?', options: ['Venus', 'Mercury', 'Mars', 'Earth'] },
      { question: 'Jupiter is the largest planet in the Solar System.', options: ['True', 'False'] },
      { question: 'Why does the Moon shine at night?', options: [] },
    ]);
  });

  it('keeps a lone letter line when its option text is another marker, and "end of the" inside a question', () => {
    expect(splitPastedQuiz('Which letter comes first?\na. b\nb. c')[0]?.options).toEqual(['b', 'c']);
    expect(splitPastedQuiz('1. What happened at the end of the test flight?\n2. Who flew it?')).toEqual([
      { question: 'What happened at the end of the test flight?', options: [] },
      { question: 'Who flew it?', options: [] },
    ]);
  });
});

describe('splitPastedQuiz: s36 platform copies', () => {
  it('drops Moodle\'s quiz navigation block copied as one line before the first question', () => {
    const moodle = [
      'Skip Quiz navigation',
      'Quiz navigation',
      'Question 1 This page Not yet answered Question 2 This page Answer saved',
      'Finish attempt ...',
      'Question 1',
      'Not yet answered',
      'Marked out of 1.00',
      'Flag question',
      'Question text',
      'Which metal is liquid at room temperature?',
      'Select one:',
      'a. iron',
      'b. mercury',
      'Question 2',
      'Answer saved',
      'Marked out of 1.00',
      'Flag question',
      'Question text',
      'Copper is a metal.',
      'Select one:',
      'True',
      'False',
      'Clear my choice',
    ].join('\n');
    expect(splitPastedQuiz(moodle)).toEqual([
      { question: 'Which metal is liquid at room temperature?', options: ['iron', 'mercury'] },
      { question: 'Copper is a metal.', options: ['True', 'False'] },
    ]);
  });
  it('drops a Google Form\'s "Name *" field, its "Other:" write-in and its footer', () => {
    const form = ['Metals quiz', '* Indicates required question', 'Name *', 'Your answer', 'Which metal rusts? *', '1 point', 'iron', 'gold', 'Other:', 'What is brass made of? *', '1 point', 'Your answer', 'Submit', 'Clear form', 'Never submit passwords through Google Forms.', 'Google Forms'].join('\n');
    expect(splitPastedQuiz(form)).toEqual([
      { question: 'Which metal rusts?', options: ['iron', 'gold'] },
      { question: 'What is brass made of?', options: [] },
    ]);
  });
});

describe('splitPastedQuiz: s41, a "T   F" trailer after the statement', () => {
  // Our own worksheet lines.
  it('reads "Statement.   T   F" as a true/false statement', () => {
    const items = splitPastedQuiz('1. Rivers flow downhill.   T   F\n2. Which gas do we breathe out? (a) oxygen (b) carbon dioxide');
    expect(items[0]).toMatchObject({ question: 'Rivers flow downhill.', options: ['True', 'False'] });
  });
  it('keeps a sentence whose last words merely start with t and f', () => {
    const items = splitPastedQuiz('1. Name the two metals Ti and Fe.\n2. What is rust?');
    expect(items[0]).toMatchObject({ question: 'Name the two metals Ti and Fe.', options: [] });
  });
});

describe('a title over numbered true/false statements (s42)', () => {
  it('reads the title as a heading and each statement as a question (the statements were read as the title\'s options)', () => {
    const quiz = 'Volcanoes – homework sheet\nPart A: Write T or F.\n____ 1. Lava cools into rock. \n____ 2. Every volcano is active.\nPart B: Answer the questions.\n3. Which gas do volcanoes release most?\n   a) steam   b) neon   c) argon';
    expect(splitPastedQuiz(quiz).map((question) => question.question)).toEqual(['Lava cools into rock.', 'Every volcano is active.', 'Which gas do volcanoes release most?']);
  });
  it('still reads numbered lines under a title that are no questions as its options', () => {
    const quiz = 'Which city is the capital of Australia?\n1) Sydney\n2) Canberra\n3) Perth';
    expect(splitPastedQuiz(quiz)).toHaveLength(1);
  });
});
