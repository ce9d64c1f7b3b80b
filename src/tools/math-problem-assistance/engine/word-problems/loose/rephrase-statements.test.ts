import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { rephraseStatements } from './rephrase-statements';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('rephraseStatements', () => {
  it('joins a second statement said with "while" by "and"', () => {
    expect(rephraseStatements('3 pens and 2 pads cost $7, while 1 pen and 4 pads cost $9.')).toBe('3 pens and 2 pads cost $7, and 1 pen and 4 pads cost $9.');
    expect(answer('At a cafe, 3 bagels and 2 teas cost $9.50, while 1 bagel and 4 teas cost $8.50. How much does one tea cost?')).toBe('1.6');
  });

  it('reads fencing all the way round a rectangle as its perimeter, never with a side left open', () => {
    expect(answer('A rectangular pen is fenced on all four sides with 50 m of fencing. Its length is 5 m more than its width. What is its area?')).toBe('150');
    expect(answer('A rectangular pen beside a barn uses 50 m of fencing. Its length is 5 m more than its width. What is its area?')).toBeNull();
  });

  it('reads a rectangle said wide and tall, unless a side is asked by name', () => {
    expect(answer('A window is 36 inches wide and 27 inches tall. How long is its diagonal?')).toBe('45');
    expect(answer('A rectangular poster is 30 inches wide and 20 inches tall. What is its area?')).toBe('600');
    expect(rephraseStatements('A poster is 30 inches wide and 20 inches tall. How tall would it be if it were 40 inches wide?')).toBe('A poster is 30 inches wide and 20 inches tall. How tall would it be if it were 40 inches wide?');
  });
});
