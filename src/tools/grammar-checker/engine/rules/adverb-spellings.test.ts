import { describe, expect, it } from 'vitest';
import { pickAdverbSpellings } from './adverb-spellings';

describe('pickAdverbSpellings', () => {
  it('gives the adverb of each watched adjective and nothing for other words', () => {
    const table = pickAdverbSpellings('gentle easy careful');
    expect(table.gentle).toBe('gently');
    expect(table.easy).toBe('easily');
    expect(table.quick).toBeUndefined();
  });

  it('refuses an adjective it has no spelling for, so a rule cannot suggest a made-up adverb', () => {
    expect(() => pickAdverbSpellings('careful purple')).toThrow(/purple/);
  });
});
