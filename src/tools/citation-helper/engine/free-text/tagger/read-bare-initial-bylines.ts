import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03): "A Agresti & B Caffo: Simple and effective …" — initials printed bare (no full stop) before each
 * family name, the list closed by a colon. The tagger ended the names on the last initial and read its family name as the
 * title's first word. A bare initial closing the names after "&"/"and" or a comma, followed by a capitalised word closed by a
 * colon or a comma that opens the title, gets that word back.
 */

const BARE_INITIAL = /^\p{Lu}{1,2}$/u;
const JOINER = /^(?:&|and)$/;
const FAMILY_CLOSING_LIST = /^\p{Lu}[\p{Ll}'’-]+[:,]$/u;

export function familyAfterBareInitial(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('author');
  if (start < 0 || !BARE_INITIAL.test(tokens[start]?.text ?? '')) return;
  let end = start;
  while (labels[end + 1] === 'author') end++;
  if (end - start < 2 || !BARE_INITIAL.test(tokens[end]?.text ?? '')) return;
  const before = tokens[end - 1]?.text ?? '';
  if (!JOINER.test(before) && !/,$/.test(before)) return;
  const family = end + 1;
  if (labels[family] !== 'title' || labels[family + 1] !== 'title' || !FAMILY_CLOSING_LIST.test(tokens[family]?.text ?? '')) return;
  labels[family] = 'author';
}
