import { describe, expect, it } from 'vitest';
import { readFileAsBase64 } from './file-bytes';

describe('readFileAsBase64', () => {
  it('encodes every byte, also past one chunk', async () => {
    const bytes = new Uint8Array(70_000).map((_, at) => at % 256);
    const base64 = await readFileAsBase64(new Blob([bytes]));
    expect(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))).toEqual(bytes);
  });
});
