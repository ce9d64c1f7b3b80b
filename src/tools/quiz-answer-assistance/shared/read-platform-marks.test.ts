import { describe, expect, it } from 'vitest';
import { headsQuestionsWithLabels, readPlatformMarks } from './read-platform-marks';
import { splitPastedQuiz } from './split-quiz';

// Quizzes of our own, not from any eval set.
describe('readPlatformMarks', () => {
  it('drops a form header above "* Indicates required question", the points lines and the required mark', () => {
    const lines = ['Week 3 Check', 'Do your best.', '* Indicates required question', 'Which gas do plants take in? *', '1 point', 'oxygen', 'carbon dioxide'];
    expect(readPlatformMarks(lines)).toEqual(['Which gas do plants take in?', 'oxygen', 'carbon dioxide']);
  });
  it('puts a blank before a question whose "2 points" line follows it, and keeps a "*" inside a line', () => {
    expect(readPlatformMarks(['oxygen', 'Bees make honey.', '2 points', 'True'])).toEqual(['oxygen', '', 'Bees make honey.', 'True']);
    expect(readPlatformMarks(['What is 3 * 4?'])).toEqual(['What is 3 * 4?']);
  });
  it('tells a quiz headed by "Question N" lines', () => {
    expect(headsQuestionsWithLabels(['Question 1', 'x', 'Question 2', 'y'])).toBe(true);
    expect(headsQuestionsWithLabels(['Question 1', 'x'])).toBe(false);
  });
});

describe('readPlatformMarks: Blackboard (s35)', () => {
  it('drops a "1 points   Save Answer" line as a points line', () => {
    expect(readPlatformMarks(['QUESTION 1', '', '1 points   Save Answer', '', 'Which gas?'])).toEqual(['QUESTION 1', '', '', 'Which gas?']);
  });
});

describe('readPlatformMarks: Google Forms (s36)', () => {
  const form = ['Week 5 Check', '* Indicates required question', 'Full name *', 'Your answer', 'Which gas do plants take in? *', '1 point', 'oxygen', 'carbon dioxide', 'Other:', 'How many legs has a spider? *', '1 point', 'Your answer', 'Submit', 'Clear form', 'Never submit passwords through Google Forms.', 'This form was created inside of Hill School. Report Abuse', 'Google Forms'];
  it('drops a "Name *" field over its answer box, the "Other:" write-in and the footer', () => {
    expect(readPlatformMarks(form)).toEqual(['Which gas do plants take in?', 'oxygen', 'carbon dioxide', '', 'How many legs has a spider?', 'Your answer', 'Submit']);
  });
  it('keeps an "Other:" line and a short starred line outside a form', () => {
    expect(readPlatformMarks(['Pick one:', 'Other:', 'Google Forms'])).toEqual(['Pick one:', 'Other:', 'Google Forms']);
  });
});

describe('readPlatformMarks: s40, a bracketed marks note at the end of a line', () => {
  it('takes "(1 mark)", "(2 marks)", "[3 pts]" off a question or a title', () => {
    expect(readPlatformMarks(['RIVERS TEST (6 marks)', '1. Which river is longest? (1 mark)', '2. Name a delta. [3 pts]'])).toEqual(['RIVERS TEST', '1. Which river is longest?', '2. Name a delta.']);
  });
  it('keeps brackets that are part of the question', () => {
    expect(readPlatformMarks(['How many marks (out of 10) did she get?', 'What is 2 (3)?'])).toEqual(['How many marks (out of 10) did she get?', 'What is 2 (3)?']);
  });
});

describe('splitPastedQuiz: s40, a short test with marks notes and options two by two', () => {
  it('reads the questions without their marks and the title as no question', () => {
    const text = 'RIVERS — SHORT TEST (4 marks)\n\n1. Which river is the longest? (1 mark)\n   A) Nile        B) Amazon\n   C) Volga       D) Rhine\n2. Name a river of Spain. (2 marks)';
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Which river is the longest?', options: ['Nile', 'Amazon', 'Volga', 'Rhine'] },
      { question: 'Name a river of Spain.', options: [] },
    ]);
  });
});
