import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseWeightedGrade', () => {
  it('works out the grade when every part has its score', () => {
    expect(answer('Tests are worth 60% of my grade and homework is worth 40%. I have an 85 on tests and a 95 on homework. what is my grade')).toBe('89');
    expect(answer('labs count 25% and exams count 75%. i got a 92 on labs and a 76 on exams. whats my overall grade')).toBe('80');
  });

  it('finds the score needed on the one part left, with "the rest" taking what the percents leave', () => {
    expect(answer('My grade is homework 20%, quizzes 30%, and the final exam 50%. I have a 90 in homework and an 80 in quizzes. What do I need on the final to get an 85 overall?')).toBe('86');
    expect(answer('The final exam counts for 40% of the grade and the rest of the grade is a 78. What score on the final gives a grade of 82?')).toBe('88');
    expect(answer("In Mr. Diaz's class, tests count 50% of the grade, homework 30% and the final project 20%. Kim has a test average of 78 and a homework average of 95. What score does she need on the final project to end with exactly 85?")).toBe('87.5');
  });

  it('refuses weights that do not make the whole grade, a score named by no part, two parts unscored, and points out of a total', () => {
    expect(answer('Tests are worth 60% of my grade and homework is worth 30%. I have an 85 on tests and a 95 on homework. what is my grade')).toBeNull();
    expect(answer('Tests are worth 60% of my grade and homework is worth 40%. I have an 85 and a 95. what is my grade')).toBeNull();
    expect(answer('My grade is homework 20%, quizzes 30%, and the final exam 50%. I have a 90 in homework. What do I need on the final to get an 85 overall?')).toBeNull();
    expect(answer('Tests are worth 60% of my grade and homework is worth 40%. I have 85 out of 100 on tests and a 95 on homework. what is my grade')).toBeNull();
    // A part's own grade asked: the story gives it; the weighted grade would be a wrong answer.
    expect(answer('Labs count 40% of the grade and the exam counts 60%. Kim has a 90 in labs and a 70 on the exam. What is her exam grade?')).toBeNull();
  });
});
