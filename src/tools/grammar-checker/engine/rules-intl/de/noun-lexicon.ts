import { indexForms, lazily, readParadigmFile } from '../lexicon/read-lexicon';
import { type Gender } from './noun-genders';

/** A German noun form's gender and where it fits: slots 0–3 singular nom/acc/dat/gen, 4–7 plural. */
export interface GermanNoun {
  lemma: string;
  gender: Gender;
  slots: Set<number>;
}

/** tables/de-nouns.txt (german-pos-dict): 36,000 nouns; compounds are found through their last part. */
const loadNouns = lazily(() => indexForms(readParadigmFile('de-nouns.txt')));

function lookUp(form: string): GermanNoun | undefined {
  const readings = loadNouns().get(form);
  if (!readings?.length) return undefined;
  const [first] = readings;
  // A form of two nouns of different gender (der/die See) is left alone.
  if (readings.some((r) => r.entry.tag !== first!.entry.tag)) return undefined;
  return { lemma: first!.entry.lemma, gender: first!.entry.tag as Gender, slots: new Set(readings.map((r) => r.slot)) };
}

/** The noun reading of a capitalised word, its last part deciding for a compound (Kindergarten → Garten). */
export function findGermanNoun(word: string): GermanNoun | undefined {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return undefined;
  const direct = lookUp(word);
  if (direct) return direct;
  for (let i = 1; i <= word.length - 4; i++) {
    const tail = lookUp(word.charAt(i).toUpperCase() + word.slice(i + 1));
    if (tail) return tail;
  }
  return undefined;
}

export function isOnlyPlural(noun: GermanNoun): boolean {
  return [...noun.slots].every((s) => s >= 4);
}

export function isOnlySingular(noun: GermanNoun): boolean {
  return [...noun.slots].every((s) => s < 4);
}
