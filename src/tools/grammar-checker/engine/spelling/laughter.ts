/**
 * Written laughter and its kin: one syllable of h or j and a vowel said again ("haha", "Jajaja",
 * "hihi", "jeje"). Chat and e-mails to friends use it in every language; no dictionary lists it, and
 * Hunspell's nearest words turned it into another word ("Haha" → "Hahn", "Jajaja" → "Ajada": correct
 * sentences of a separate writer, issue 33 batch 9).
 */
export function isLaughter(word: string): boolean {
  // The backreferences repeat the first syllable; the i flag lets "Ja" open "jaja".
  return /^([hj])([aeiou])(?:\1\2){1,}\1?$/iu.test(word);
}
