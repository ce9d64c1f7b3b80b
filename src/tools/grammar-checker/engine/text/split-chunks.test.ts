import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './split-chunks';

describe('splitting text into chunks', () => {
  it('covers the text exactly, in order', () => {
    const text = 'One two three. Four five six. '.repeat(50);
    const chunks = splitIntoChunks(text, 100);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    for (const chunk of chunks) expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
  });

  it('cuts after a sentence end rather than inside a sentence', () => {
    const text = 'Alpha beta gamma delta. '.repeat(20);
    for (const chunk of splitIntoChunks(text, 100).slice(0, -1)) expect(chunk.text.endsWith('. ')).toBe(true);
  });

  it('prefers paragraph breaks', () => {
    const text = `${'word '.repeat(12)}\n${'word '.repeat(12)}`;
    expect(splitIntoChunks(text, 80)[0]?.text.endsWith('\n')).toBe(true);
  });

  it('still cuts text without any boundary', () => {
    expect(splitIntoChunks('x'.repeat(250), 100).map((c) => c.text.length)).toEqual([100, 100, 50]);
  });
});
