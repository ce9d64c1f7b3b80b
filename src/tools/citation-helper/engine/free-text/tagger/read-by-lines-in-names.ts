import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-20's "ColorBrewer, by Cynthia Brewer, Pennsylvanis State University, cbrewer@psu.edu, …"): a short
 * title, "by" and a name, read together as the names. "by" never joins names, so what comes before it is the title and what
 * follows it the names; an institution after the name's comma, read as a title, is the publisher.
 */
const NAME_WORD = /^\p{Lu}[\p{Ll}'’-]+[,.]?$|^\p{Lu}\.$/u;
const BODY_WORD = /^(?:university|universit\p{L}*|institute|college|society|press|laboratory|foundation|centre|center)[,.]?$/iu;

export function bylineInsideNames(tokens: Token[], labels: string[]): void {
  if (labels[0] !== 'author' || labels.includes('title') && labels.indexOf('title') < labels.lastIndexOf('author')) return;
  const by = tokens.findIndex((token, k) => token.text === 'by' && labels[k] === 'author');
  // One to six words of title closed by a comma, then "by".
  if (by < 1 || by > 6 || !/,$/.test(tokens[by - 1]?.text ?? '')) return;
  let end = by + 1;
  while (labels[end] === 'author' && NAME_WORD.test(tokens[end]?.text ?? '')) {
    end++;
    if (/,$/.test(tokens[end - 1]?.text ?? '')) break;
  }
  // The names run to the end of the author run, two to four words of them.
  if (labels[end] === 'author' || end - by - 1 < 2 || end - by - 1 > 4) return;
  for (let k = 0; k < by; k++) labels[k] = 'title';
  labels[by] = 'other';
  // "…, Pennsylvanis State University," read as the title: the body that issued it.
  let after = end;
  while (labels[after] === 'title' && after - end < 6) after++;
  const run = tokens.slice(end, after);
  if (after > end && labels[after] !== 'title' && /,$/.test(tokens[after - 1]?.text ?? '') && run.some((token) => BODY_WORD.test(token.text)) && !labels.includes('publisher')) {
    for (let k = end; k < after; k++) labels[k] = 'publisher';
  }
}
