import type { Token } from './tokenize-reference';

/**
 * MLA's film: "The Arrival. Dir. David Twohy. Perf. Charlie Sheen. Artisan, Santa Monica, Calif., 1996." The title,
 * then credit sentences opened by a cue ("Dir.", "Perf.", "Prod.", "Narr.", "Writ."), then the distributor, its
 * place and the year. The tagger, which has seen few films, reads the credits' names as the title or the
 * publisher. The director is read as an editor (the tagger's label for other contributors), the other credits as
 * a note, and the distributor, place and year from the commas after the last credit.
 */

const CUE = /^(?:dir|perf|prod|narr|writ|featuring)\.?$/i;
const NAME_END = /^\p{Lu}[\p{Ll}'’-]+\.$/u;
const YEAR = /^(?:1[5-9]|20)\d\d[a-z]?[.,]?$/;

/** The end (exclusive) of a credit sentence from its cue: the first name word closed by a full stop, at most 20 tokens on. */
function creditEnd(tokens: Token[], cue: number): number {
  for (let k = cue + 1; k < tokens.length && k - cue <= 20; k++) if (NAME_END.test(tokens[k]?.text ?? '')) return k + 1;
  return -1;
}

export function filmCredits(tokens: Token[], labels: string[]): void {
  let start = 0;
  while (labels[start] === 'citation-number') start++;
  // The title: one sentence, right before the first cue.
  const firstCue = tokens.findIndex((token, k) => k > start && CUE.test(token.text) && /[.?!]$/.test(tokens[k - 1]?.text ?? ''));
  if (firstCue < 0 || firstCue - start > 15 || !/^dir\.$/i.test(tokens[firstCue]?.text ?? '')) return;
  if (tokens.slice(start, firstCue - 1).some((token) => /\p{Ll}{2,}[.?!]$/u.test(token.text))) return;
  const credits: [number, number][] = [];
  let k = firstCue;
  while (k < tokens.length && CUE.test(tokens[k]?.text ?? '')) {
    const end = creditEnd(tokens, k);
    if (end < 0) return;
    credits.push([k, end]);
    k = end;
  }
  // Then "Distributor, Place, Year." with the year last.
  const rest = tokens.slice(k);
  const yearAt = rest.findIndex((token) => YEAR.test(token.text));
  if (yearAt < 1 || yearAt !== rest.length - 1 || !/,$/.test(rest[yearAt - 1]?.text ?? '')) return;
  const distributorEnd = rest.findIndex((token) => /,$/.test(token.text));
  for (let j = start; j < firstCue; j++) labels[j] = 'title';
  for (const [cue, end] of credits) {
    labels[cue] = /^dir\.$/i.test(tokens[cue]?.text ?? '') ? 'other' : 'note';
    for (let j = cue + 1; j < end; j++) labels[j] = labels[cue] === 'other' ? 'editor' : 'note';
  }
  for (let j = 0; j < yearAt; j++) labels[k + j] = j <= distributorEnd ? 'publisher' : 'location';
  labels[k + yearAt] = 'date';
}
