import type { Token } from './tokenize-reference';

/**
 * Session 42, from title-first references in the collected sets: "5. A Whirlwind | Introduction to Coupled Cluster Response
 * Theory, T.D. Crawford", "Linear Estimation | and Design of Experiments. D.D. Joshi." — the tagger, trained on author-first
 * lists, read a title's first two words as a name. Names end with a comma, a full stop or a bracketed year; these run straight
 * on into the title. Taken only when the opening cannot be a name: an article ("A", "The") and a word, or two words the title
 * continues with a lower-case joining word. An acronym alone ("NOAA Circular 12", "JPL Solar System …") stays the tagger's
 * author: a body often signs its own series (read-title-bylines.test.ts).
 */
const ARTICLE = /^(?:A|An|The)$/;
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
  const opening = words.length === 2 && (ARTICLE.test(words[0] ?? '') || JOINING.test(next));
  if (!opening) return;
  for (let k = start; k <= end; k++) labels[k] = 'title';
}
