/**
 * Whether a capitalised word the dictionary does not know is most likely a name, so it is not
 * "corrected" (English shows harper's fix unapplied; French, German and Spanish do not flag it): "Lionel Messi" had become "Lionés Mes si", "Manuel Neuer" "Manuela Neuer",
 * "Ngozi Okonjo-Iweala" "Nazi Okonjo-Iweala" (separate writers' correct sentences, issue 33).
 * A capitalised word inside a sentence is one, and so is a capitalised word next to another one
 * ("Cristiano Ronaldo", "Mme Lefèvre"), even at a sentence start. In German every noun is
 * capitalised, so there only the second signal counts.
 */
export function looksLikeName(text: string, start: number, end: number, { nounsCapitalised = false }: { nounsCapitalised?: boolean } = {}): boolean {
  const word = text.slice(start, end);
  if (!/^\p{Lu}/u.test(word)) return false;
  if (isNextToCapitalisedWord(text, start, end)) return true;
  // A capitalised word alone in quotes is a title or a name: "den Roman „Tschick“ gelesen" had become "Schick".
  if (/[„“"«‹‚']\s?$/u.test(text.slice(Math.max(0, start - 2), start)) && /^\s?[“”"»›‘’']/u.test(text.slice(end, end + 2))) return true;
  // German: "kam aus Osaka", "in Lyon gearbeitet": a capitalised word straight after a place preposition,
  // with no article, is a place's name; a common noun there takes one ("in der Stadt").
  if (nounsCapitalised && /(?:^|[\s(])(aus|in|nach|von|bei|über|durch|bis|ab)\s+$/u.test(text.slice(Math.max(0, start - 8), start))) return true;
  // German: "Jonas übernachtet heute bei …" had become "Jones": an unknown capitalised word opening the sentence with no
  // article, straight before a third-person verb, is the subject's name (a noun there would take an article).
  if (nounsCapitalised && startsSentence(text, start) && /^[ \t]+(?:\p{Ll}+(?:et|t)|ist|war|wird|kann|muss|will|soll|darf|mag|möchte)\b/u.test(text.slice(end, end + 24))) return true;
  // "ein Hund namens Bello", "une chienne appelée Lola", "un perro llamado Toby": after a word of naming comes a name.
  if (/(?:^|\s)(namens|genannt|appelée?s?|nommée?s?|llamad[oa]s?)\s+$/iu.test(text.slice(Math.max(0, start - 12), start))) return true;
  return !nounsCapitalised && !startsSentence(text, start);
}

/** After the start of the text, a sentence end or a line break, with any opening quote or bracket ("Mr." is no sentence end). */
export function startsSentence(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 8), start);
  if (/\b(?:Mr|Mrs|Ms|Dr|Prof|St|Mme|Mlle|Sr|Sra|Hr|Fr)\.\s*$/u.test(before)) return false;
  if (start <= 8 && /^[\s"“„«(¿¡]*$/u.test(before)) return true;
  return /[.!?:;…\n][\s"“„«(¿¡]*$/u.test(before);
}

const TITLES = /^(Frau|Herr|Herrn|Dr\.?|Prof\.?|Mme|Mlle|Madame|Monsieur|Mr\.?|Mrs\.?|Ms\.?|Señor|Señora|Sr\.?|Sra\.?|Don|Doña)$/u;

function isNextToCapitalisedWord(text: string, start: number, end: number): boolean {
  // The next word, after a space or a hyphen (and a possessive: "Klopp's teams" is not a run, "Jürgen Klopp's" is).
  if (/^[ \t-]+\p{Lu}\p{Ll}/u.test(text.slice(end, end + 4))) return true;
  // "Attendees: Priya, Tom, Lena": a list of capitalised words, and more of them after this one, is a list of names.
  if (/^,\s*\p{Lu}\p{Ll}+(?:,|\s+and)\s*\p{Lu}\p{Ll}/u.test(text.slice(end, end + 40))) return true;
  // "Keynes vs. Hayek": a capitalised word set against another one is a name too (a separate writer's "Hayek"
  // had become "Hake"). Not "gegen": "Tabletten gegen Kopfweh" pairs two German nouns.
  const opposed = /(?:vs\.?|versus)/u.source;
  if (new RegExp(`\\p{Lu}[\\p{L}\\p{M}'’]*\\s+${opposed}\\s+$`, 'u').test(text.slice(Math.max(0, start - 40), start))) return true;
  if (new RegExp(`^\\s+${opposed}\\s+\\p{Lu}\\p{Ll}`, 'u').test(text.slice(end, end + 16))) return true;
  // The previous word, unless it is capitalised only because it starts the sentence.
  const previous = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'’.]*[ \t-]+$/u.exec(text.slice(Math.max(0, start - 40), start));
  if (!previous) return false;
  const previousStart = start - previous[0].length;
  // "Frau Nguyen hat gesagt": a title names the next word a name, even at a sentence start.
  if (TITLES.test(previous[0].trim())) return true;
  return !startsSentence(text, previousStart);
}
