import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkAdverbAfterVerb } from './adverb-after-verb';

describe('checkAdverbAfterVerb', () => {
  const fix = (text: string) => acceptAll((t) => checkAdverbAfterVerb(t), text);
  it('turns an adjective describing an action into the adverb', () => {
    expect(fix('He drives very careful on the highway.')).toBe('He drives very carefully on the highway.');
    expect(fix('She answered polite.')).toBe('She answered politely.');
    expect(fix('He answered the questions very quick.')).toBe('He answered the questions very quickly.');
  });
  it('leaves linking verbs, passives and adjectives before nouns', () => {
    for (const text of [
      'He seems careful.', 'Please keep quiet in the library.', 'The room went quiet.', 'He was considered careful.',
      'She drives a quick car.', 'The test looks easy to me.', 'They made the rules clear.', 'I want the room very quiet.', 'He answered the phone quick enough.', 'She read the easy book.',
    ]) expect(fix(text)).toBe(text);
  });
  it('reads a purpose clause ("so that") as the end of the manner slot (session 36)', () => {
    expect(fix('The nurse spoke very soft so that she would not wake the patients.')).toBe('The nurse spoke very softly so that she would not wake the patients.');
    for (const text of ['The room went very quiet so that we could hear him.', 'The bread was so soft that it fell apart.']) expect(fix(text)).toBe(text);
  });
});
