import { describe, expect, it } from 'vitest';
import { readCompetitionProblem } from './read-competition-problem';

describe('readCompetitionProblem', () => {
  it('reads conditions and the asked expression', () => {
    const read = readCompetitionProblem('If $x+y=12$ and $x-y=8$, what is the value of $2x-xy$?');
    expect(read?.conditions).toHaveLength(2);
    expect(read?.asked.map(String)).toEqual(['2 * x - x * y']);
    expect(read?.combine).toBe('agree');
  });

  it('reads "the product of x and y" and the question before its conditions', () => {
    expect(readCompetitionProblem('Given that $2x - 3y = 8$ and $4x + 3y = -2$, what is the product of $x$ and $y$?')?.asked).toHaveLength(1);
    expect(readCompetitionProblem('Find $p+q$, given that $(q+4)(p+3)-(q+2)(p+1)=44$.')?.conditions).toHaveLength(1);
  });

  it('reads questions about the solutions of one equation', () => {
    expect(readCompetitionProblem('Find the sum of all values of $x$ such that $|x-1| = 7$.')?.combine).toBe('sum');
    expect(readCompetitionProblem('In the equation $|x-4| -10 = 2$, what is the product of all possible values of $x$?')?.combine).toBe('product');
    expect(readCompetitionProblem('Find the largest value of $x$ that satisfies the equation $|5x-1|=x+3$.')?.combine).toBe('largest');
    expect(readCompetitionProblem('The quadratic $x^2-4x-14=3x+16$ has two solutions. What is the positive difference between these solutions?')?.combine).toBe('difference');
  });

  it('reads an inverse function value as a new unknown', () => {
    const read = readCompetitionProblem('If $f(x)=4x^3+1$, find $f^{-1}(33)$.');
    expect(read?.combine).toBe('only');
    expect(read?.conditions).toHaveLength(2);
  });

  it('reads midpoint, distance and slope of two points', () => {
    expect(readCompetitionProblem('Find the midpoint of the line segment between $(-5,5)$ and $(3,7)$. Express your answer as an ordered pair, $(x,y)$.')?.asked).toHaveLength(2);
    expect(readCompetitionProblem('What is the slope of the line containing the points $(1,2)$ and $(3,8)$?')?.asked).toHaveLength(1);
  });

  it('leaves alone what a template does not cover word for word', () => {
    expect(readCompetitionProblem('Suppose $2a-3b = -23$. Given that $a$ and $b$ are consecutive integers, and $a<b$, what is the value of $a$?')).toBeNull();
    expect(readCompetitionProblem('If $a * b = a^b + b^a$, for all positive integer values of $a$ and $b$, then what is the value of $2 * 6$?')).toBeNull();
    expect(readCompetitionProblem('For any number $x$, we are told that $x\\&=7-x$ and $\\&x = x -7$. What is the value of $\\&(15\\&)$?')).toBeNull();
    expect(readCompetitionProblem('solve 2x + 3 = 7')).toBeNull();
  });
});
