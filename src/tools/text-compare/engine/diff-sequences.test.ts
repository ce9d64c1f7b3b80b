import { describe, expect, it } from 'vitest';
import { diffSequences, findLongestIncreasingChain } from './diff-sequences';

describe('findLongestIncreasingChain', () => {
  it('finds a longest strictly increasing subsequence', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    const chain = findLongestIncreasingChain(values).map((index) => values[index]);
    expect(chain).toHaveLength(4);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!).toBeGreaterThan(chain[i - 1]!);
    expect(findLongestIncreasingChain([])).toEqual([]);
  });
});

describe('diffSequences', () => {
  it('returns contiguous runs covering both sequences', () => {
    const a = Int32Array.from([1, 2, 3, 4, 5]);
    const b = Int32Array.from([1, 3, 4, 6, 5]);
    const { runs, exact } = diffSequences(a, b, 7, Date.now() + 1000);
    expect(exact).toBe(true);
    expect(runs).toEqual([
      { equal: true, a0: 0, a1: 1, b0: 0, b1: 1 },
      { equal: false, a0: 1, a1: 2, b0: 1, b1: 1 },
      { equal: true, a0: 2, a1: 4, b0: 1, b1: 3 },
      { equal: false, a0: 4, a1: 4, b0: 3, b1: 4 },
      { equal: true, a0: 4, a1: 5, b0: 4, b1: 5 },
    ]);
  });

  it('anchors long sequences on unique symbols and finds every small edit', () => {
    const a = Int32Array.from({ length: 20_000 }, (_, i) => i);
    const b = Int32Array.from(a.filter((value) => value % 1000 !== 500));
    const { runs, exact } = diffSequences(a, b, 20_000, Date.now() + 5000);
    expect(exact).toBe(true);
    expect(runs.filter((run) => !run.equal)).toHaveLength(20);
  });
});
