import { describe, expect, it } from 'vitest';
import { readQuestionHeaders } from './read-question-headers';
import { splitPastedQuiz } from './split-quiz';

describe('readQuestionHeaders', () => {
  it('keeps "Question N" of a heading with its points and drops the type line under it', () => {
    expect(readQuestionHeaders(['Question 4 (2 points)', 'Multiple choice', 'Which tide is highest?'])).toEqual(['Question 4', 'Which tide is highest?']);
    expect(readQuestionHeaders(['Question 5 - 1 pt', 'Short answer'])).toEqual(['Question 5']);
  });

  it('keeps a type word that is no heading\'s type line', () => {
    expect(readQuestionHeaders(['Name the parts.', 'Essay'])).toEqual(['Name the parts.', 'Essay']);
  });

  it('splits a platform copy with radio marks into its questions', () => {
    const copy = [
      'Question 1 (1 point)',
      'Multiple choice',
      'Which planet has the shortest year?',
      '○ Mercury',
      '○ Venus',
      '○ Mars',
      'Question 2 (1 point)',
      'True / False',
      'Venus spins the opposite way to most planets.',
      '○ True',
      '○ False',
      'Question 3 (4 points)',
      'Short answer',
      'Explain why Mars looks red.',
    ].join('\n');
    expect(splitPastedQuiz(copy)).toEqual([
      { question: 'Which planet has the shortest year?', options: ['Mercury', 'Venus', 'Mars'] },
      { question: 'Venus spins the opposite way to most planets.', options: ['True', 'False'] },
      { question: 'Explain why Mars looks red.', options: [] },
    ]);
  });
});
