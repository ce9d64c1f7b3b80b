export interface Sentence {
  text: string;
  start: number;
  end: number;
}

// Abbreviations that end in a period without ending the sentence.
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'cf', 'al', 'fig', 'no',
  'vol', 'pp', 'approx', 'inc', 'ltd', 'co', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep',
  'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k',
]);

/**
 * Splits on sentence-final punctuation followed by space, and on line breaks (headings and list
 * items are sentences of their own for readability). Offsets are into the original text.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = /([.!?…]+["'”’)\]]*)(\s+)|(\n\s*)/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const punctuationEnd = match.index + (match[1]?.length ?? 0);
    if (match[1] && isAbbreviation(text, match.index)) continue;
    const end = match[3] !== undefined ? match.index : punctuationEnd;
    pushSentence(text, start, end, sentences);
    start = match.index + match[0].length;
  }
  pushSentence(text, start, text.length, sentences);
  return sentences;
}

function isAbbreviation(text: string, periodIndex: number): boolean {
  if (text[periodIndex] !== '.') return false;
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, periodIndex - 12), periodIndex));
  if (!before?.[1]) return false;
  const word = before[1].toLowerCase();
  // Single capital letters are initials ("J. Smith"), not sentence ends.
  return ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(before[1]);
}

function pushSentence(text: string, rawStart: number, rawEnd: number, out: Sentence[]): void {
  let start = rawStart;
  let end = rawEnd;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  if (end > start) out.push({ text: text.slice(start, end), start, end });
}
