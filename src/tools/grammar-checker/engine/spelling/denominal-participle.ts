import { findGermanNoun } from '../rules-intl/de/noun-lexicon';

/**
 * "gepicknickt" (picknicken, from das Picknick): a participle of a verb made from a noun that the German dictionary
 * lacks, though it lists the noun ("Er hat gepicknickt" was flagged and "fixed" to "eingeknickt", a separate writer's
 * sentence, intl batch 24). A lower-case "ge…t" whose middle is a noun of the lexicon; the caller accepts it only when
 * the dictionary does not know the infinitive, so a misspelt participle of a known verb ("gelauft" of laufen,
 * "geschlaft" of schlafen, both nouns too) is still flagged.
 */
export function readDenominalParticiple(word: string): { noun: string; infinitive: string } | undefined {
  const match = /^ge(\p{Ll}{4,})t$/u.exec(word);
  if (!match) return undefined;
  const stem = match[1]!;
  const noun = stem.charAt(0).toUpperCase() + stem.slice(1);
  if (!findGermanNoun(noun)) return undefined;
  return { noun, infinitive: /(el|er)$/.test(stem) ? `${stem}n` : `${stem}en` };
}
