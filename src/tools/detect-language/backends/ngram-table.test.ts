import { describe, expect, it } from 'vitest';
import { NgramTable } from './ngram-table';

const units = (text: string): Uint16Array => Uint16Array.from(text, (character) => character.charCodeAt(0));

describe('NgramTable', () => {
  it('finds each key inside a longer buffer by start and length, and nothing else', () => {
    const entries = new Map<string, number>([
      ['a', 0],
      ['ab', 1],
      ['abc', 2],
      [' th', 3],
      ['é', 4],
      ['ab ', 5],
    ]);
    const table = new NgramTable(entries);
    const buffer = units('xx abc thé');
    expect(table.find(buffer, 3, 1)).toBe(0);
    expect(table.find(buffer, 3, 2)).toBe(1);
    expect(table.find(buffer, 3, 3)).toBe(2);
    expect(table.find(buffer, 6, 3)).toBe(3);
    expect(table.find(buffer, 9, 1)).toBe(4);
    expect(table.find(buffer, 4, 2)).toBe(-1);
    expect(table.find(buffer, 0, 2)).toBe(-1);
    expect(table.find(buffer, 3, 4)).toBe(-1);
  });

  it('answers as a Map over many keys of every length, present and absent', () => {
    const entries = new Map<string, number>();
    for (let index = 0; index < 20_000; index++) entries.set(index.toString(36), index);
    const table = new NgramTable(entries);
    for (let index = 0; index < 40_000; index++) {
      const key = index.toString(36);
      expect(table.find(units(key), 0, key.length)).toBe(entries.get(key) ?? -1);
    }
  });
});
