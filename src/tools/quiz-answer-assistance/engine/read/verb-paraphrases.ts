// Verbs a quiz and a passage use for the same act, read for the question's own verb by the stated-fact reader
// (find-stated-fact.ts) and the claim check (fit-span-to-claim.ts).

/**
 * Verbs a question and a passage use for the same act (s32: "Who had earlier finished the Suez Canal?" — "…, who had completed
 * the Suez Canal in 1869"). Kept to pairs that mean the same whatever their object; read only for the question's own verb.
 */
const VERB_PARAPHRASES: ReadonlyArray<readonly string[]> = [
  ['finish', 'complete'],
  ['shorten', 'cut'],
  ['raise', 'lift'],
  // s34: a teacher's word for the passage's act.
  ['suggest', 'propose'],
  ['provide', 'give', 'supply'],
  ['shut', 'close'],
  ['merge', 'combine'],
  ['acquire', 'buy'],
  ['intend', 'plan'],
];

/** The other verbs of the question verb's group ("propose" for "suggest"), as lemmas. */
export function sameActVerbs(lemma: string): string[] {
  const verb = lemma.toLowerCase();
  return VERB_PARAPHRASES.filter((group) => group.includes(verb)).flatMap((group) => group.filter((other) => other !== verb));
}

