import { type TaggedWord } from './tag-words';

/** Verbs and nouns after which "as" + a job names the job held: "works as", "employed as", "a job as". */
export const WORK_WORDS = /^(work|works|worked|working|employed|hired|job)$/;

/**
 * "My brother works in a hospital as doctor": "as" at i names the job of a verb of working, right before it or with
 * one place or employer phrase between ("in a hospital", "at a bank in Leeds", "for a big company"): a preposition
 * and its determiner, adjectives and nouns, at most six words in all. "She spoke as doctor" and "worked hard as …" stay
 * unread, as do longer stretches, where "as" may open a clause ("worked in the garden as the sun set").
 */
export function followsWorkVerb(words: TaggedWord[], i: number): boolean {
  let k = i - 1;
  if (WORK_WORDS.test(words[k]?.lower ?? '')) return true;
  const phraseWords = /^(DET|ADJ|NOUN|PROPN|NUM)$/;
  let steps = 0;
  while (k > 0 && steps < 6) {
    const word = words[k]!;
    if (/^(in|at|for|with)$/.test(word.lower)) {
      if (WORK_WORDS.test(words[k - 1]?.lower ?? '')) return true;
      k -= 1;
    } else if (phraseWords.test(word.pos)) {
      k -= 1;
    } else return false;
    steps += 1;
  }
  return false;
}
