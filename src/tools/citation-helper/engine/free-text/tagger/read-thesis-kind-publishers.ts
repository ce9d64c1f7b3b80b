import { KIND_WORD, THESIS_WORD } from './read-genre-tails';
import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-22's "[in 4 volumes]. online PhD-thesis, University of Cologne 2008."): a thesis's kind read as the
 * first words of the publisher. The university that follows is the publisher; "PhD-thesis," "Doctoral dissertation," "MSc
 * thesis." (and the words before it that only say what kind of work it is, "online", "unpublished") are the genre.
 */
const HYPHENED_THESIS = /^(?:ph\.?d|m\.?sc?|ma|ba|diploma|master'?s?|doctoral)-(?:thesis|dissertation)[.,;:]?$/i;
const LEAD_WORD = /^(?:online|unpublished)$/i;

export function thesisKindOpeningPublisher(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  for (let k = start; k < tokens.length && k - start < 3 && labels[k] === 'publisher'; k++) {
    const word = tokens[k]?.text ?? '';
    if (THESIS_WORD.test(word) || HYPHENED_THESIS.test(word)) {
      // Only a kind closed by its comma or full stop, with the publisher's name after it.
      if (!/[,.]$/.test(word) || labels[k + 1] !== 'publisher') return;
      let from = start;
      while (from > 0 && ['other', 'genre', 'note'].includes(labels[from - 1] ?? '') && LEAD_WORD.test(tokens[from - 1]?.text ?? '')) from--;
      for (let j = from; j <= k; j++) labels[j] = 'genre';
      return;
    }
    if (!KIND_WORD.test(word)) return;
  }
}
