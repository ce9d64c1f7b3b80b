import { describe, expect, it } from 'vitest';
import { floresHalf, loadFloresSet, pickHalf } from './flores-set';

describe('FLORES-200 devtest set', () => {
  it('has the same 1012 sentences in every language, English first line as published', () => {
    const set = loadFloresSet();
    expect([...set.keys()]).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'ca', 'pt', 'it', 'gl', 'ro', 'da', 'sv', 'is']));
    for (const lines of set.values()) expect(lines).toHaveLength(1012);
    expect(set.get('en')?.[0]).toMatch(/^"We now have 4-month-old mice/);
  });

  it('splits by position into a dev half and a held-out half that never overlap', () => {
    expect(floresHalf(0, 1012)).toBe('dev');
    expect(floresHalf(505, 1012)).toBe('dev');
    expect(floresHalf(506, 1012)).toBe('held-out');
    const items = Array.from({ length: 10 }, (_, index) => index);
    expect(pickHalf(items, 'dev')).toEqual([0, 1, 2, 3, 4]);
    expect(pickHalf(items, 'held-out')).toEqual([5, 6, 7, 8, 9]);
  });
});
