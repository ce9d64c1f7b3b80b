import { describe, expect, it } from 'vitest';
import { looksLikeWordProblem } from './looks-like-word-problem';

describe('looksLikeWordProblem', () => {
  it('takes a percent asked in words for a story, "%" typed or not', () => {
    expect(looksLikeWordProblem('35 is what percent of 140?')).toBe(true);
    expect(looksLikeWordProblem('What is 15% of 80?')).toBe(true);
    expect(looksLikeWordProblem('What is the percent change from 40 to 50?')).toBe(true);
    expect(looksLikeWordProblem('The sum of 2 consecutive even numbers is 50. Find the smaller number.')).toBe(true);
  });

  it('takes a run of consecutive integers with its question after a comma for a story (session 44), not an equation', () => {
    expect(looksLikeWordProblem('the sum of 3 consecutive integers is 72, whats the largest')).toBe(true);
    expect(looksLikeWordProblem('sum of consecutive integers n + (n+1) = 72')).toBe(false);
  });

  it('leaves math with a command in front to the math readers', () => {
    expect(looksLikeWordProblem('solve 2x + 3 = 7')).toBe(false);
    expect(looksLikeWordProblem('what percent')).toBe(false);
    expect(looksLikeWordProblem('convert 0.75 to a fraction')).toBe(false);
  });

  it('takes a conversion between two units of measure for a story', () => {
    expect(looksLikeWordProblem('convert 2.75 km to meters')).toBe(true);
    expect(looksLikeWordProblem('Convert 90 minutes into hours')).toBe(true);
  });

  it('takes a number riddle with "plus", "a third of" or "minus" for a story', () => {
    expect(looksLikeWordProblem('a quarter of a number plus 5 equals 9, what is the number')).toBe(true);
    expect(looksLikeWordProblem('a number minus 7 is 12')).toBe(true);
  });

  it('reads two amounts of money with prose between them as a story, and LaTeX between dollar signs as math', () => {
    expect(looksLikeWordProblem('Tasha puts $1,200 in a savings account that pays 2.5% simple interest per year. How many years will it take for her balance to reach $1,410?')).toBe(true);
    expect(looksLikeWordProblem('Tom paid $12 for lunch and then spent $30 on a book. How much in all?')).toBe(true);
    expect(looksLikeWordProblem('Find $2x + 3$ when $x = 4$.')).toBe(false);
  });
});

