import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseFractionOfWhole (session 44)', () => {
  it('finds the whole from a part said as a fraction of it', () => {
    expect(answer('Carlos saved $240, which is 3/5 of the money he needs for a bike. how much does the bike cost')).toBe('400');
  });

  it('refuses what is still needed and what is left', () => {
    expect(answer('Carlos saved $240, which is 3/5 of the money he needs for a bike. how much more does he need')).toBeNull();
    expect(answer('Mia read 45 pages, which is 3/8 of her book. how many pages are left')).toBeNull();
    // The part asked by its own verb is the part, not the whole.
    expect(answer('Carlos spent $240, which is 3/5 of his savings. how much did he spend')).toBeNull();
    expect(answer('Carlos spent $240, which is 3/5 of the total cost. how much did he spend in total')).toBeNull();
  });
});
