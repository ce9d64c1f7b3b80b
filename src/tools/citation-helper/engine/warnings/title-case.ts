const SMALL_WORDS = new Set(
  'a an and as at but by for from in into nor of on or over per the to up via vs with yet von van de der la le du'.split(' '),
);

/**
 * Whether an English title is written in Title Case ("Correlation of the Base Strengths of Amines"):
 * most words after the first start with a capital, and not because they are acronyms or names alone.
 */
export function looksTitleCased(title: string): boolean {
  const words = title.split(/\s+/).slice(1).map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')).filter((word) => word.length > 3 && !SMALL_WORDS.has(word.toLowerCase()));
  if (words.length < 3) return false;
  const capitalised = words.filter((word) => /^\p{Lu}\p{Ll}/u.test(word)).length;
  return capitalised / words.length >= 0.75;
}

/** Sentence case as a suggestion: keep the first word, acronyms, words after a colon, and mixed-case words (iPhone, McDonald). */
export function toSentenceCase(title: string): string {
  let capitaliseNext = true;
  return title
    .split(/(\s+)/)
    .map((part) => {
      if (!part.trim()) return part;
      const keep = capitaliseNext || /^\p{Lu}{2,}/u.test(part) || /\p{Ll}\p{Lu}/u.test(part) || /\d/.test(part);
      capitaliseNext = /[:?!.]$/.test(part);
      return keep ? part : part.replace(/^(\p{Lu})(\p{Ll})/u, (_match, first: string, next: string) => first.toLowerCase() + next);
    })
    .join('');
}
