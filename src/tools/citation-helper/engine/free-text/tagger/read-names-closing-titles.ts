import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-18's "Linear Estimation and Design of Experiments. D.D. Joshi. WILEY EASTERN LIMITED 1987"): a title
 * first, then its author as a sentence of its own, read into the title. With no names found elsewhere, a title's last
 * sentence that is one person's initials and family name ("D.D. Joshi.", "R. A. Lind.") is the author.
 */
const INITIALS = /^\p{Lu}\.(?:-?\p{Lu}\.)*$/u;
const FAMILY = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\.$/u;

export function nameClosingTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'title') end++;
  if (!FAMILY.test(tokens[end]?.text ?? '')) return;
  let first = end;
  while (first - 1 > start && INITIALS.test(tokens[first - 1]?.text ?? '') && end - first < 3) first--;
  if (first === end) return;
  // The title proper ends with its own full stop before the name, and keeps two words at least.
  const before = tokens[first - 1]?.text ?? '';
  if (first - start < 2 || !/\.$/.test(before) || INITIALS.test(before)) return;
  for (let k = first; k <= end; k++) labels[k] = 'author';
}
