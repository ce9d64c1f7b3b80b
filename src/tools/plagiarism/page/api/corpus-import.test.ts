import { describe, expect, it } from 'vitest';
import { batchFiles } from './corpus-import';

describe('batchFiles (corpus upload under the 1 MB body limit)', () => {
  it('keeps small files together and splits a large .jsonl file by lines, never mid-line', () => {
    const line = JSON.stringify({ title: 't', text: 'x'.repeat(1000) });
    const big = { name: 'big.jsonl', text: Array.from({ length: 1500 }, () => line).join('\n') };
    const batches = batchFiles([{ name: 'a.txt', text: 'hello' }, { name: 'b.md', text: 'world' }, big]);
    expect(batches.length).toBeGreaterThan(2);
    expect(batches[0]!.slice(0, 2).map((file) => file.name)).toEqual(['a.txt', 'b.md']);
    const lines = batches.flat().filter((file) => file.name === 'big.jsonl').flatMap((file) => file.text.split('\n'));
    expect(lines).toHaveLength(1500);
    expect(lines.every((text) => text === line)).toBe(true);
    for (const batch of batches) expect(batch.reduce((sum, file) => sum + file.text.length, 0)).toBeLessThanOrEqual(600_000);
  });

  it('refuses a single text file too large for one upload, naming the CLI', () => {
    expect(() => batchFiles([{ name: 'book.txt', text: 'x'.repeat(700_000) }])).toThrow(/corpus import/);
  });
});
