import { type Gender } from './lexicon';

/**
 * Nouns whose gender changes their meaning: "la final" (the last match) and "el final" (the end), "la capital"
 * and "el capital", "la parte" and "el parte" (a report), "la radio" and "el radio", "la orden" and "el orden".
 * The lists give each one gender, so "la final del torneo" was made "el final"; the writer's determiner
 * tells which noun is meant, and its gender is the one an adjective or a predicate agrees with.
 */
export const TWO_GENDER_NOUNS: ReadonlySet<string> = new Set(
  `final capital cura orden frente corte cometa parte radio margen pendiente coma papa guía policía editorial mar
  cólera doblez delta génesis terminal`.split(/\s+/),
);

/** The gender a noun has after a determiner: the determiner's own for a noun of two genders, else the noun's. */
export function genderAfterDeterminer(noun: { singular: string; gender: Gender }, determinerGender: Gender | undefined): Gender {
  return determinerGender && TWO_GENDER_NOUNS.has(noun.singular) ? determinerGender : noun.gender;
}
