import { describe, expect, it } from 'vitest';
import type { CitationResult } from '../api/format-citations';
import { makeItemId, mergeRunItems } from './merge-items';

const result = (items: { id: string; type: string }[]): CitationResult => ({
  items,
  bibliography: [],
  citations: [],
  style: { id: 'apa', title: 'APA' },
  warnings: [],
  origins: [],
});

describe('merging a run into the list', () => {
  it("takes the engine's list when it returned the current items with the new ones", () => {
    const current = [{ id: 'a', type: 'book' }];
    expect(mergeRunItems(current, result([...current, { id: 'b', type: 'webpage' }]))).toEqual({
      items: [...current, { id: 'b', type: 'webpage' }],
      complete: true,
    });
  });

  it('appends only-new items with unique ids, and says the formatting covers part of the list', () => {
    const current = [{ id: 'a', type: 'book' }, { id: 'ref-1', type: 'book' }];
    const merged = mergeRunItems(current, result([{ id: 'ref-1', type: 'webpage' }]));
    expect(merged.items.map((item) => item.id)).toEqual(['a', 'ref-1', 'ref-1-2']);
    expect(merged.complete).toBe(false);
  });

  it('numbers form sources past the ones taken', () => {
    expect(makeItemId([{ id: 'source-2', type: 'book' }])).toBe('source-3');
  });
});
