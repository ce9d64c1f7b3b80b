import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

// Session 45: the two-kinds and money readers answered "how many more adult tickets than child tickets" with the
// count of adult tickets (110, where the difference is 20).
describe('two kinds with a count and a total, a difference asked', () => {
  it('still reads the count of one kind', () => {
    expect(answer('A theater sold 200 tickets. Adult tickets cost $10 and child tickets cost $6. They took in $1,640. How many child tickets were sold?')).toBe('90');
  });

  it('refuses "how many more … than …" rather than answer with one count', () => {
    expect(answer('A theater sold 200 tickets. Adult tickets cost $10 and child tickets cost $6. They took in $1,640. How many more adult tickets than child tickets were sold?')).toBeNull();
  });
});
