import { describe, expect, it } from 'vitest';
import { batchBlocks } from './batch-blocks';

describe('batchBlocks', () => {
  it('sends neighbouring blocks in one call and gives each its own translation', async () => {
    const calls: string[] = [];
    const translate = batchBlocks(async (text) => {
      calls.push(text);
      return text.toUpperCase();
    });
    expect(await translate(['One.', 'Two.', 'Three.'])).toEqual(['ONE.', 'TWO.', 'THREE.']);
    expect(calls).toEqual(['One.\n\nTwo.\n\nThree.']);
  });

  it('starts a new call when a batch is full, and reports progress', async () => {
    const calls: string[] = [];
    const progress: string[] = [];
    const translate = batchBlocks(
      async (text) => {
        calls.push(text);
        return text;
      },
      { maxChars: 12, onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    await translate(['aaaa', 'bbbb', 'cccc']);
    expect(calls).toEqual(['aaaa\n\nbbbb', 'cccc']);
    expect(progress).toEqual(['2/3', '3/3']);
  });

  it('falls back to one call per block when the engine merges paragraphs', async () => {
    const translate = batchBlocks(async (text) => text.replace(/\n\n/g, ' ').toUpperCase());
    expect(await translate(['One.', 'Two.'])).toEqual(['ONE.', 'TWO.']);
  });
});
