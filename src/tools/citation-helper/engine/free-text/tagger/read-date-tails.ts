import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "Revelle, W. 2020 (in press). Title", "Hortal, A.P.
 * (2022, June 1-8): Title" — the tail of a bracket opened in the date read as the title's first words ("press).", "1-8):").
 * A title opens after such a bracket closes: the words up to the closing bracket keep the label of the words that opened it.
 */
const OPENS = /^\(/;
const CLOSES = /\)[.,:;]*$/;

export function dateBracketTailInTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 1) return;
  // The closing bracket within three words of the title's start, with no bracket opened in between.
  let close = -1;
  for (let k = start; k < Math.min(labels.length, start + 3) && labels[k] === 'title'; k++) {
    const text = tokens[k]?.text ?? '';
    if (text.includes('(')) return;
    if (CLOSES.test(text)) {
      close = k;
      break;
    }
  }
  if (close < 0 || labels[close + 1] !== 'title') return;
  // The opening bracket just before the title, in the date or in words the tagger left out, and not closed there.
  let open = -1;
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const text = tokens[k]?.text ?? '';
    if (text.includes(')')) return;
    if (OPENS.test(text)) {
      open = k;
      break;
    }
  }
  if (open < 0 || !labels.slice(open, start).every((label) => label === 'date' || label === 'other')) return;
  if (!labels.slice(0, start).includes('date')) return;
  for (let k = start; k <= close; k++) labels[k] = labels[start - 1] ?? 'other';
}

/**
 * Session 35 (2026-12-02), from the eighteenth collected set's misses: "Angiulli, F. and Pizzuti, C., 2002, August. Title" —
 * Harvard's "Year, Month." read with the month as the title's first word. A month name (and its day) right after a year
 * closed by a comma, and ended by a full stop, is the date's, when the title goes on after it.
 */
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

export function monthAfterYearInTitle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 1 || labels[start - 1] !== 'date' || !/^\(?(?:1[5-9]|20)\d\d[a-z]?,$/.test(tokens[start - 1]?.text ?? '')) return;
  const word = tokens[start]?.text ?? '';
  if (!MONTH.test(word.replace(/[.,]$/, ''))) return;
  // "August." or "August 12." — the sentence's full stop closes the date; a month's name with none may open a title ("May …").
  const day = /^(?:\p{L}+,?)$/u.test(word) && /^\d{1,2}(?:st|nd|rd|th)?\.$/.test(tokens[start + 1]?.text ?? '');
  const end = day ? start + 1 : word.endsWith('.') ? start : -1;
  if (end < 0 || labels[end + 1] !== 'title') return;
  for (let k = start; k <= end; k++) labels[k] = 'date';
}
