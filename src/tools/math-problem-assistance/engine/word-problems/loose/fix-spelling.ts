// Students misspell the very words a reader keys on ("perimiter", "recipie", "consecutve"), and a
// reader that misses its keyword refuses a story it knows. Only a story's long words one slip away
// (a letter added, dropped, changed or two swapped) from a keyword are put right, and only to that
// keyword: an ordinary word is never one slip from two of them, and short words are left alone.

const KEYWORDS = [
  'perimeter', 'circumference', 'diameter', 'consecutive', 'rectangle', 'rectangular', 'triangle', 'hypotenuse',
  'recipe', 'percent', 'percentage', 'interest', 'compounded', 'solution', 'mixture', 'together', 'altogether',
  'discount', 'original', 'integer', 'distance', 'average', 'multiplied', 'subtracted', 'divided', 'increased', 'decreased',
];
const KNOWN = new Set(KEYWORDS.flatMap((word) => [word, `${word}s`]));

/** Whether a and b are one edit apart: one letter changed, added or dropped, or two neighbours swapped. */
function isOneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** The text with each misspelt keyword put right (lower-case text in, lower-case text out). */
export function fixSpelling(text: string): string {
  return text.replace(/[a-z]{6,}/g, (word) => {
    if (KNOWN.has(word)) return word;
    const near = KEYWORDS.filter((keyword) => isOneSlip(word, keyword) || isOneSlip(word, `${keyword}s`));
    if (near.length !== 1) return word;
    return isOneSlip(word, near[0]!) ? near[0]! : `${near[0]!}s`;
  });
}
