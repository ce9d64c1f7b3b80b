import type { Token } from './tokenize-reference';

/**
 * Session 36 (2026-12-02), from the nineteenth collected set's footnotes (dev): "Marshall / Olkin: Inequalities: …" — German
 * footnotes join names with a spaced slash and close them with a colon. The tagger ended the names at the slash and read the
 * last name as the title's first word. A capitalised word closed by a colon or comma right after a slash that ends the names is
 * the last name.
 */
export function lastNameAfterSlash(tokens: Token[], labels: string[]): void {
  const slash = labels.findIndex((label, k) => label === 'author' && tokens[k]?.text === '/' && labels[k + 1] === 'title');
  if (slash < 1 || labels[slash - 1] !== 'author') return;
  const name = tokens[slash + 1]?.text ?? '';
  // The title goes on after the name: a name alone would leave no title.
  if (!/^\p{Lu}[\p{Ll}'’-]+[:,]$/u.test(name) || labels[slash + 2] !== 'title') return;
  labels[slash + 1] = 'author';
}
