import { describe, expect, it } from 'vitest';
import { loadEnglishWords, repairLigatures } from './repair-ligatures';

describe('repairLigatures', () => {
  it('reads an unmapped ligature glyph as the ligature that makes a word', async () => {
    const words = await loadEnglishWords();
    expect(repairLigatures('Certi\0cations', words)).toBe('Certifications');
    expect(repairLigatures('Pro\0les and work\0ow', words)).toBe('Profiles and workflow');
    expect(repairLigatures('e\0cient o\0ce', words)).toBe('efficient office');
    expect(repairLigatures('StackOver\0ow', words)).toBe('StackOverflow');
  });

  it('leaves text without such a glyph alone and falls back to "fi" for unknown words', async () => {
    const words = await loadEnglishWords();
    expect(repairLigatures('Plain text', words)).toBe('Plain text');
    expect(repairLigatures('Zq\0x', words)).toBe('Zqfix');
  });
});
