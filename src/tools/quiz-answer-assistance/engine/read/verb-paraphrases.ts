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

/**
 * A question's phrasal verb and the passage's one-word verb for the same act (s35: "Which British scientist worked out that
 * …?" — "Harold Jeffreys calculated that…"; "Which publisher brought out …?" — "…began issuing his series"). Read only
 * when the particle stands right after the verb, so "worked in" or "brought the dog out" stay the bare verb.
 */
const PHRASAL_PARAPHRASES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['work', 'out', ['calculate']],
  ['bring', 'out', ['publish', 'issue']],
];

/** The one-word verbs for a phrasal verb ("calculate" for "work" + "out"), as lemmas; empty for any other pair. */
export function samePhrasalActVerbs(lemma: string, particle: string | undefined): string[] {
  const verb = lemma.toLowerCase();
  const next = particle?.toLowerCase();
  return PHRASAL_PARAPHRASES.filter(([head, part]) => head === verb && part === next).flatMap(([, , others]) => [...others]);
}

/** The other verbs of the question verb's group ("propose" for "suggest"), as lemmas. */
export function sameActVerbs(lemma: string): string[] {
  const verb = lemma.toLowerCase();
  return VERB_PARAPHRASES.filter((group) => group.includes(verb)).flatMap((group) => group.filter((other) => other !== verb));
}

