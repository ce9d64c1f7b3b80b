import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-23's "Lock, R. H. (1993) 1993 New Car Data."): a title that opens with the year the reference
 * was dated in. The tagger read the title's year into the date, so the title lost its first word. A bare year right
 * after the same year in brackets is not a second date: it opens the title that follows.
 */
export function yearOpeningTitle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (labels[k] !== 'date' || labels[k - 1] !== 'date' || labels[k + 1] !== 'title') continue;
    const bracketed = /^\((\d{4})[a-z]?\)[.,:]?$/.exec(tokens[k - 1]?.text ?? '')?.[1];
    if (bracketed && tokens[k]?.text === bracketed) labels[k] = 'title';
    return;
  }
}
