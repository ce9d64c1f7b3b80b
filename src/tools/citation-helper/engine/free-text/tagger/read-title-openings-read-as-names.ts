import type { Token } from './tokenize-reference';

/**
 * Session 42, from title-first references in the collected sets: "JPL | Solar System Dynamics directory of ephemeris PDFs",
 * "5. A Whirlwind | Introduction to Coupled Cluster Response Theory, T.D. Crawford", "Linear Estimation | and Design of
 * Experiments. D.D. Joshi." — the tagger, trained on author-first lists, read a title's first one or two words as a name.
 * Names end with a comma, a full stop or a bracketed year; these run straight on into the title. Taken only when the opening
 * cannot be a name: an article ("A", "The"), an acronym alone, or words the title continues with a lower-case joining word.
 */
const ARTICLE = /^(?:A|An|The)$/;
const ACRONYM = /^\p{Lu}{2,6}$/u;
const JOINING = /^(?:and|of|for|in|on|to|with|from)$/;

export function titleOpeningReadAsName(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'author') return;
  let end = start;
  while (labels[end + 1] === 'author') end++;
  if (end - start > 1 || labels[end + 1] !== 'title') return;
  const words = tokens.slice(start, end + 1).map((token) => token.text);
  // Punctuation would close a name: "Lind, Ada", "Lind A.".
  if (words.some((word) => /[^\p{L}\d]/u.test(word))) return;
  if (!words.every((word) => /^\p{Lu}/u.test(word))) return;
  const next = tokens[end + 1]?.text ?? '';
  const opening = ARTICLE.test(words[0] ?? '') && words.length === 2 || words.length === 1 && ACRONYM.test(words[0] ?? '') && /^\p{Lu}\p{Ll}/u.test(next) || words.length === 2 && JOINING.test(next);
  if (!opening) return;
  for (let k = start; k <= end; k++) labels[k] = 'title';
}
