import { stemmer } from 'stemmer';
import { SYNONYM_GROUPS } from './synonyms';
import { foldAccents } from './fold-accents';

// Function words and the words every question uses ("which", "following"): they match anything and
// so say nothing about where the answer is.
const STOPWORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for with from into onto upon about as than then that this these those ' +
    'is are was were be been being am do does did done have has had having will would shall should can could may might must ' +
    "it its it's they them their theirs he him his she her hers we us our ours you your yours i me my mine which who whom whose " +
    'what when where why how there here also very just only no any some such each other more most much many own same too ' +
    'both all either neither if while because although though since unless whether within without ' +
    'again further once up down out off itself themselves himself herself myself yourself ourselves yourselves following called known refer referred term termed ' +
    'during through throughout across among amongst via per toward towards until till despite ' +
    'best likely example true false statement answer question correct describe describes explain explains not never cannot'
  ).split(' '),
);
/** Negation words are kept as terms of their own: "does not conduct" must not equal "conducts". */
const NEGATIONS = new Set(['not', 'never', "n't", 'cannot', 'no', 'nor', 'without']);

const SYNONYM_OF = buildSynonymMap();

function buildSynonymMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of SYNONYM_GROUPS) {
    const canonical = stemmer(group[0] ?? '');
    for (const word of group) if (!map.has(stemmer(word))) map.set(stemmer(word), canonical);
  }
  return map;
}

export interface Word {
  text: string;
  start: number;
  end: number;
}

// Numbers keep their decimal point and thousands commas ("1,200", "3.5"); words keep an apostrophe s.
const WORD = /\d+(?:[.,]\d+)*|[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

/** The words of a text with their character offsets (so evidence can point back into the material). */
export function findWords(text: string, base = 0): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = base + (match.index ?? 0);
    words.push({ text: match[0], start, end: start + match[0].length });
  }
  return words;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

export function isNegation(word: string): boolean {
  return NEGATIONS.has(word.toLowerCase());
}

/**
 * The comparable core of a word: null for function words, otherwise its Porter stem mapped onto a
 * synonym group ("produced" = "makes"), so the question's wording and the notes' wording meet.
 */
export function termOf(word: string): string | null {
  const lower = foldAccents(word.toLowerCase()).replace(/[’']s$/, '').replace(/’/g, "'");
  if (STOPWORDS.has(lower) || lower.length === 0) return null;
  if (/^\d/.test(lower)) return lower.replace(/,/g, '');
  const stem = stemmer(lower);
  return SYNONYM_OF.get(stem) ?? stem;
}

/** Stop words only as determiners or adjectives: "their own house" says nothing, "did Holt own?" asks an act. */
const VERBS_AMONG_STOPWORDS = new Set(['own']);

/** termOf for a word used as a verb: "own" is a term there, though "their own" is not. */
export function verbTermOf(word: string): string | null {
  const lower = word.toLowerCase();
  return termOf(word) ?? (VERBS_AMONG_STOPWORDS.has(lower) ? stemmer(lower) : null);
}

/** The month "May" as a term: "may" the modal verb is a function word, so the month is kept under its own name. */
export const MONTH_MAY_TERM = 'may';

/**
 * Whether the word at `at` is the month "May", not the modal verb: capitalised and next to a day or a year
 * ("in May 1841", "on 12 May", "May 3"). Dropping it as "may" would let "opened in May 1841" match "in October 1841".
 */
export function isMonthMay(words: ReadonlyArray<{ text: string }>, at: number): boolean {
  if (words[at]?.text !== 'May') return false;
  const next = words[at + 1]?.text ?? '';
  const previous = words[at - 1]?.text ?? '';
  return /^(?:\d{1,2}|\d{4})(?:st|nd|rd|th)?$/.test(next) || /^\d{1,2}(?:st|nd|rd|th)?$/.test(previous);
}

/** termOf for each word of a run of words, reading "May" next to a day or year as the month (isMonthMay). */
export function termsOfWords(words: ReadonlyArray<{ text: string }>): Array<string | null> {
  return words.map((word, at) => (isMonthMay(words, at) ? MONTH_MAY_TERM : termOf(word.text)));
}

/** The terms of a text, in order, without function words. */
export function termsOf(text: string): string[] {
  return termsOfWords(findWords(text)).flatMap((term) => term ?? []);
}
