import { describe, expect, it } from 'vitest';
import { isLaughter } from './laughter';

describe('isLaughter', () => {
  it('reads a repeated h or j syllable as laughter, in any letter case', () => {
    expect(isLaughter('hehe')).toBe(true);
    expect(isLaughter('Jejeje')).toBe(true);
    expect(isLaughter('HAHAHA')).toBe(true);
    expect(isLaughter('jijij')).toBe(true);
  });

  it('leaves words and mixed syllables alone', () => {
    expect(isLaughter('ha')).toBe(false);
    expect(isLaughter('haja')).toBe(false);
    expect(isLaughter('hahn')).toBe(false);
    expect(isLaughter('jajaxa')).toBe(false);
  });
});
