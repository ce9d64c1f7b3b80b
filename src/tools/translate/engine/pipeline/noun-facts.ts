import type { GlossaryTerm } from '../../contract';
import { guessPlural } from './pluralize-word';

/** One reading of a word by a morphological dictionary: "fatture" → {lemma: "fattura", tags: ["n", "f", "pl"]}. */
export interface WordReading {
  lemma: string;
  tags: readonly string[];
}

/**
 * Reads words of `language` (ISO 639-1) in a dictionary, when one is installed: each word (lower case)
 * → its readings, none for a word it does not know. An empty map when there is no dictionary.
 */
export type LookUpWords = (language: string, words: readonly string[]) => Promise<ReadonlyMap<string, readonly WordReading[]>>;

/** What a dictionary says about the head noun of a glossary translation. */
export interface NounFacts {
  plural?: string;
  gender?: 'm' | 'f';
}

/** Languages whose nouns lead their phrase ("solicitud de cambios"): inflect the first word, else the last. */
const HEAD_FIRST = new Set(['es', 'pt', 'fr', 'it', 'ca', 'gl', 'ro', 'oc']);

/** The word of a term that takes the plural and gives the gender: "solicitud" in "solicitud de cambios". */
export function findHeadIndex(words: readonly string[], language: string): number {
  return HEAD_FIRST.has(language) ? 0 : words.length - 1;
}

export function findHeadWord(term: string, language: string): string {
  const words = term.trim().split(/\s+/);
  return words[findHeadIndex(words, language)] ?? '';
}

function isNounReading(reading: WordReading, lemma: string): boolean {
  return reading.tags[0] === 'n' && reading.lemma.toLowerCase() === lemma;
}

/**
 * The plural and gender of each term's head noun (keyed by the head in lower case) that the dictionary
 * confirms: a plural only when one spelling candidate reads as the plural of that very noun.
 */
export async function findNounFacts(terms: readonly GlossaryTerm[], language: string, lookUp: LookUpWords | undefined): Promise<Map<string, NounFacts>> {
  const facts = new Map<string, NounFacts>();
  if (!lookUp || terms.length === 0) return facts;
  const heads = [...new Set(terms.map((term) => findHeadWord(term.target, language).toLowerCase()).filter((word) => /\p{L}/u.test(word)))];
  const candidates = new Map(heads.map((head) => [head, guessPlural(head, language).candidates.map((form) => form.toLowerCase())]));
  let readings: ReadonlyMap<string, readonly WordReading[]>;
  try {
    readings = await lookUp(language, [...new Set([...heads, ...[...candidates.values()].flat()])]);
  } catch {
    // A dictionary is a help, never a condition: without it the spelling rules decide.
    return facts;
  }
  for (const head of heads) {
    const nouns = (readings.get(head) ?? []).filter((reading) => isNounReading(reading, head));
    const gender = nouns.map((reading) => reading.tags.find((tag) => tag === 'm' || tag === 'f')).find(Boolean);
    const invariant = nouns.some((reading) => reading.tags.includes('sp'));
    const plural = invariant
      ? head
      : (candidates.get(head) ?? []).find((form) => (readings.get(form) ?? []).some((reading) => isNounReading(reading, head) && reading.tags.includes('pl')));
    if (gender || plural) facts.set(head, { ...(gender ? { gender } : {}), ...(plural ? { plural } : {}) });
  }
  return facts;
}
