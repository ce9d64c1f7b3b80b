import { describe, expect, it } from 'vitest';
import { textCompareEngine } from '../index';

describe('textCompareEngine', () => {
  it('applies defaults and counts the larger text against the word limit', async () => {
    const input = textCompareEngine.inputSchema.parse({ original: 'one two three', revised: 'one two' });
    expect(input).toMatchObject({ granularity: 'word', ignoreCase: false, ignoreWhitespace: false });
    expect(textCompareEngine.countInputWords(input)).toBe(3);
    const result = await textCompareEngine.run(input, { responses: 'basic' });
    expect(result.similarity).toBe(80);
    expect(result.changes).toEqual([
      { type: 'equal', text: 'one two' },
      { type: 'delete', text: ' three' },
    ]);
  });

  it('rejects unknown granularities and missing texts at the schema', () => {
    expect(textCompareEngine.inputSchema.safeParse({ original: 'a', revised: 'b', granularity: 'page' }).success).toBe(false);
    expect(textCompareEngine.inputSchema.safeParse({ original: 'a' }).success).toBe(false);
  });
});
