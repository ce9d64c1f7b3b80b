import { describe, expect, it } from 'vitest';
import { readQuizletTest } from './read-quizlet-test';
import { splitPastedQuiz } from './split-quiz';

// Quizzes of our own, not from any eval set.
describe('readQuizletTest', () => {
  it('joins "k of n" to the question under it and drops the title, section lines and "Don\'t know?" links', () => {
    expect(readQuizletTest(['Rivers - Practice Test', 'Multiple choice', '1 of 2', 'Which river turns the mill?', 'the Orrin', 'the Vale', "Don't know?", 'True/False', '2 of 2', 'The Vale floods in spring.', 'True', 'False', "Don't know?"])).toEqual([
      '1. Which river turns the mill?',
      'the Orrin',
      'the Vale',
      '',
      '2. The Vale floods in spring.',
      'True',
      'False',
    ]);
  });

  it('leaves a copy whose "k of n" lines do not count up from 1 alone', () => {
    const lines = ['Mix 2 of 5 parts', 'Which part is left?', '3 of 5', '4 of 5'];
    expect(readQuizletTest(lines)).toEqual(lines);
  });

  it('splits a whole test copy into its questions (s38: the counters and links were read as questions)', () => {
    const text = ['Rivers - Practice Test', '3 questions', 'Multiple choice', '1 of 3', 'Which river turns the mill?', 'the Orrin', 'the Vale', "Don't know?", 'True/False', '2 of 3', 'The Vale floods in spring.', 'True', 'False', "Don't know?", '3 of 3', 'Which town stands at the mouth of the Orrin?', "Don't know?"].join('\n');
    expect(splitPastedQuiz(text)).toEqual([
      { question: 'Which river turns the mill?', options: ['the Orrin', 'the Vale'] },
      { question: 'The Vale floods in spring.', options: ['True', 'False'] },
      { question: 'Which town stands at the mouth of the Orrin?', options: [] },
    ]);
  });
});
