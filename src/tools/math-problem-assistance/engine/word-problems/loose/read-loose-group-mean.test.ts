import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseGroupMean', () => {
  it('finds the mean of the rest from the whole and a part', () => {
    expect(answer('The mean of 10 numbers is 30. The mean of the first 6 numbers is 25. What is the mean of the other 4 numbers?')).toBe('37.5');
    expect(answer('A team of 20 players has an average weight of 80 kg. The 8 players in the back row have an average of 86. What is the average of the rest?')).toBe('76');
    expect(answer('a class of 25 students had an average of 80 on a test. the 10 boys averaged 74. what was the average for the girls')).toBe('84');
  });

  it('refuses a count in the ask that is not the rest, an ask for the part itself, and a number of no role', () => {
    expect(answer('The mean of 10 numbers is 30. The mean of the first 6 numbers is 25. What is the mean of the other 3 numbers?')).toBeNull();
    expect(answer('a class of 25 students had an average of 80 on a test. the 10 boys averaged 74. what was the average for the boys')).toBeNull();
    expect(answer('The mean of 10 numbers is 30 and the largest is 50. The mean of the first 6 numbers is 25. What is the mean of the other 4 numbers?')).toBeNull();
  });
});

describe('readLooseAverage no longer adds a part of a group to the group', () => {
  it('refuses the mean of all when the boys are some of the class', () => {
    // Read before as (25 × 80 + 10 × 74) ÷ 35, the boys counted twice.
    expect(answer('a class of 25 students had an average of 80 on a test. the 10 boys averaged 74. what was the average of the class')).toBeNull();
  });
});

describe('readLooseGroupMean: "the average score" is a mean, not a score of twenty', () => {
  it('reads the girls’ average score', () => {
    expect(answer('A club of 40 members took a quiz and the club average was 70 points. The 15 men in the club averaged 62 points. What was the average score of the women?')).toBe('74.8');
  });
});

describe('members who join a group, the mean of all given (session 44)', () => {
  it('reads "two … took the test later, and then the mean of all 14 scores was 82"', () => {
    expect(readLooseProblem('The mean score of 12 students on a test was 81. Two students who were absent took the test later, and then the mean of all 14 scores was 82. What was the mean of the two late tests?')?.answer).toBe('88');
  });

  it('refuses joiners that do not make up the whole', () => {
    expect(readLooseProblem('The mean score of 12 students on a test was 81. Three students who were absent took the test later, and then the mean of all 14 scores was 82. What was the mean of the two late tests?')).toBeNull();
  });
});
