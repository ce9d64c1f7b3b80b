import { describe, expect, it } from 'vitest';
import { nameRule } from './name-rule';

describe('nameRule', () => {
  it('turns engine ids into words a writer can read', () => {
    expect(nameRule('harper/TheirToTheyre')).toBe('Their to theyre');
    expect(nameRule('harper/SpellCheck')).toBe('Spell check');
    expect(nameRule('plural-subject-agreement')).toBe('Plural subject agreement');
    expect(nameRule('spelling/de')).toBe('Spelling (German)');
  });
});
