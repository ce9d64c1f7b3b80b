import { tagSentence } from './tag-sentence';

/**
 * Verbs a true/false statement may use for the act its sentence names in another word, read one way: the statement's verb
 * (left) is said by the sentence's (right) — "watched the eruption" says she saw it, "receives most of the rain" that it gets
 * it, "the flaw was corrected" that it was fixed. Kept to pairs where the sentence's verb cannot hold without the statement's,
 * whatever the object; the judge then reads the statement in the sentence's word, so every other check (claims, order, "not",
 * swapped values) still applies.
 */
const SAID_BY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['see', ['watch', 'witness']],
  ['get', ['receive']],
  ['fix', ['correct', 'repair', 'mend']],
  ['repair', ['mend']],
  ['finish', ['complete']],
  ['start', ['begin']],
  ['begin', ['start']],
  ['buy', ['purchase']],
  ['die', ['perish']],
];

/**
 * The statement with its verb put in the sentence's word for it ("Pliny did not watched the eruption" from "…did not see…"
 * against "…, who watched the eruption…"), or null when it has none or the sentence uses the statement's own verb.
 */
export function restateInSentenceVerb(statement: string, sentence: string): string | null {
  const stated = tagSentence(statement, 0);
  const given = tagSentence(sentence, 0);
  const givenLemmas = new Set(given.filter((token) => token.pos === 'VERB').map((token) => token.lemma.toLowerCase()));
  for (const token of stated) {
    if (token.pos !== 'VERB') continue;
    const lemma = token.lemma.toLowerCase();
    if (givenLemmas.has(lemma)) continue;
    const others = SAID_BY.find(([verb]) => verb === lemma)?.[1] ?? [];
    const match = given.find((other) => other.pos === 'VERB' && others.includes(other.lemma.toLowerCase()));
    if (match) return `${statement.slice(0, token.start)}${match.text}${statement.slice(token.end)}`;
  }
  return null;
}
