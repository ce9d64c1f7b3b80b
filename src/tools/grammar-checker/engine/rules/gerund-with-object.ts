import { type TaggedWord } from './tag-words';
import { isRegularVerbBase } from './dictionary-classes';
import { isKnownBase } from './verb-lexicon';

/** "booking" → "book", "making" → "make", "running" → "run": the -ing form of a verb the lexicon knows. */
export function isIngOfKnownVerb(word: string): boolean {
  if (!/^[a-z]+ing$/.test(word)) return false;
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.slice(0, -1)].some((base) => base.length > 1 && (isKnownBase(base) || isRegularVerbBase(base)));
}

/**
 * "Booking tickets through the app is easier": an -ing word opening the clause right before the head noun may be a
 * gerund with the noun as its object (one activity: singular) or an adjective ("Running shoes are"). When the writer
 * chose a singular verb, the gerund reading is the likelier one and the plural noun is no reason to change the verb.
 */
export function isGerundObjectHead(words: TaggedWord[], clauseAt: number, headAt: number): boolean {
  if (headAt !== clauseAt + 1) return false;
  const opener = words[clauseAt];
  return opener !== undefined && opener.pos !== 'DET' && isIngOfKnownVerb(opener.lower);
}
