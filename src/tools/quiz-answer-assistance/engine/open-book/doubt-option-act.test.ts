import { describe, expect, it } from 'vitest';
import { missesAskedAct, readWhoAct } from './doubt-option-act';

// Sentences of our own, not from any eval set.
describe('doubtOptionAct', () => {
  it('reads the act of a "Who …?" question, past an adverb the tagger would misread ("Who first saw…")', () => {
    expect(readWhoAct('Who first saw the ship on its return?')).toContain('see');
    expect(readWhoAct('Who was the first captain?')).toBeNull();
    expect(readWhoAct('Which captain sailed first?')).toBeNull();
  });

  it('doubts a choice whose sentence does not say the asked act, and keeps one whose sentence does', () => {
    // Wrong before (s38's kind): the one option the material links to "the ship" was chosen, sure, from a sentence about planning.
    expect(missesAskedAct('Who first saw the ship on its return?', 'A clerk led by Ona Reis planned the route the ship would take home.')).toBe(true);
    expect(missesAskedAct('Who first saw the ship on its return?', 'A fisherman, Tomas Vale, saw the ship off the point at dawn.')).toBe(false);
    // The passage's word for the act counts (verb-paraphrases.ts).
    expect(missesAskedAct('Who proposed the name?', 'Ona Reis suggested the name in 1901.')).toBe(false);
  });
});
