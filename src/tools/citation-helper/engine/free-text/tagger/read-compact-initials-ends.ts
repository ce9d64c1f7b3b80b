import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "Marple, S.L. Digital Spectral Analysis." — a family name,
 * its comma and its initials run together with full stops ("S.L.", "A.B.C.") close a name: no given name follows them. A
 * capitalised word the tagger ran on into the names after such initials, with the title right after it, opens the title.
 */
const COMPACT_INITIALS = /^(?:\p{Lu}\.){2,3}$/u;
const FAMILY_CLOSED_BY_COMMA = /^\p{Lu}[\p{L}'’-]+,$/u;

export function titleWordAfterCompactInitials(tokens: Token[], labels: string[]): void {
  const title = labels.indexOf('title');
  const last = title - 1;
  if (last < 2 || labels[last] !== 'author' || labels[last - 1] !== 'author' || labels[last - 2] !== 'author') return;
  if (!/^\p{Lu}\p{Ll}+$/u.test(tokens[last]?.text ?? '') || /^(?:Jr|Sr)$/.test(tokens[last]?.text ?? '')) return;
  if (!COMPACT_INITIALS.test(tokens[last - 1]?.text ?? '') || !FAMILY_CLOSED_BY_COMMA.test(tokens[last - 2]?.text ?? '')) return;
  labels[last] = 'title';
}
