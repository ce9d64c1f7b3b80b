import { type TaggedWord } from './tag-words';

/**
 * "the ferry to Bowen Island", "the train from New York": a preposition of place at `at` and a name of one to three
 * capitalised words. Gives the index right after the name, or undefined. The question readers take such a phrase as
 * part of the subject when a plain verb follows it ("what time does the ferry to Bowen Island leave").
 */
export function readNamePlacePhraseEnd(words: TaggedWord[], at: number): number | undefined {
  if (!/^(to|from|for|in|at|on)$/.test(words[at]?.lower ?? '')) return undefined;
  let end = at + 1;
  while (end <= at + 3 && /^\p{Lu}\p{Ll}+$/u.test(words[end]?.text ?? '') && /^(PROPN|NOUN)$/.test(words[end]!.pos)) end++;
  return end > at + 1 ? end : undefined;
}
