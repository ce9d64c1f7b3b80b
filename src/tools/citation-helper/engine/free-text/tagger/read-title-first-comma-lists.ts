import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "Making and Evaluating Point Forecasts, Gneiting, Tilmann,
 * 2011, Journal of …", "Strictly Proper Scoring Rules, Prediction, and Estimation, Tilmann Gneiting and Adrian E. Raftery, 2007,
 * Journal of …" — a title-first reference whose parts are all closed by commas, read as one list of names up to the year.
 * A name has at most three words besides its particles and initials: a first part of four or more capitalised words with no
 * initial opens a title, when the list ends in names (a family name and a given name, or full names joined by "and") right
 * before the year. A body named alone before its year ("National Oceanic and Atmospheric Administration, 2011") has no names
 * after it and stays the author.
 */
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*[,;]?$/u;
const WORD = /^\p{Lu}[\p{Ll}'’-]+[,;]?$/u;
const JOINER = /^(?:and|&)$/i;
const PARTICLE = /^(?:van|von|der|den|de|del|della|di|da|du|dos|la|le|ten|ter|bin|al)$/i;

/** The reference's author run cut at its commas: each part's token indexes. */
function commaParts(tokens: Token[], start: number, end: number): number[][] {
  const parts: number[][] = [[]];
  for (let k = start; k < end; k++) {
    const text = tokens[k]?.text ?? '';
    // "Prediction,and": a comma inside a token cuts the part too (the words after it begin the next).
    parts[parts.length - 1]?.push(k);
    if (/,$/.test(text)) parts.push([]);
  }
  return parts.filter((part) => part.length);
}

const words = (tokens: Token[], part: number[]) => part.map((k) => tokens[k]?.text ?? '');

/** Full names (capitalised words and initials, two to four) joined by "and": "Tilmann Gneiting and Adrian E. Raftery,". */
function isJoinedFullNames(texts: string[]): boolean {
  const names: string[][] = [[]];
  for (const text of texts) {
    if (JOINER.test(text)) names.push([]);
    else names[names.length - 1]?.push(text);
  }
  if (names.length < 2) return false;
  return names.every((name) => name.length >= 2 && name.length <= 4 && name.every((text) => WORD.test(text) || INITIAL.test(text)) && WORD.test(name[name.length - 1] ?? ''));
}

export function titleBeforeCommaClosedNames(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'author' || labels.includes('title')) return;
  let end = start;
  while (end < labels.length && labels[end] === 'author') end++;
  if (labels[end] !== 'date' || !YEAR.test(tokens[end]?.text ?? '') || !/,$/.test(tokens[end - 1]?.text ?? '')) return;
  const parts = commaParts(tokens, start, end);
  if (parts.length < 2) return;
  const first = words(tokens, parts[0] ?? []).filter((text) => !JOINER.test(text) && !PARTICLE.test(text));
  if (first.length < 4 || !first.every((text) => WORD.test(text))) return;
  // The names: a family name and a given name alone, as the last two parts, or full names joined by "and" as the last.
  const last = words(tokens, parts[parts.length - 1] ?? []);
  const beforeLast = words(tokens, parts[parts.length - 2] ?? []);
  let namesFrom = -1;
  if (isJoinedFullNames(last)) namesFrom = parts.length - 1;
  else if (parts.length >= 3 && last.length === 1 && beforeLast.length === 1 && WORD.test(last[0] ?? '') && WORD.test(beforeLast[0] ?? '')) namesFrom = parts.length - 2;
  if (namesFrom < 1) return;
  for (const part of parts.slice(0, namesFrom)) for (const k of part) labels[k] = 'title';
}
