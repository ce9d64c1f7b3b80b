import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03): "Title. Unpublished doctoral | dissertation, p. 449." — a thesis's kind read into the title up to its
 * last word. After the title's own full stop, words that only say what kind of work it is ("Unpublished", "doctoral", "PhD",
 * "master's") running into a genre or a note that names a thesis or dissertation are the genre.
 */

export const KIND_WORD = /^(?:unpublished|doctoral|doctorate|ph\.?d\.?|d\.?phil\.?|master'?s?|m\.?sc?\.?|m\.?a\.?|ba|b\.?sc\.?|diploma|habilitation|senior|honou?rs)$/i;
export const THESIS_WORD = /^(?:dissertation|thesis|th[eè]se)[.,;:]?$/i;

export function thesisKindClosingTitle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (!['genre', 'note'].includes(labels[k] ?? '') || labels[k - 1] !== 'title' || !THESIS_WORD.test(tokens[k]?.text ?? '')) continue;
    let start = k;
    while (start > 0 && labels[start - 1] === 'title' && KIND_WORD.test(tokens[start - 1]?.text ?? '') && k - start < 3) start--;
    // The title proper ends with its full stop right before the kind's words.
    if (start === k || !/\.$/.test(tokens[start - 1]?.text ?? '') || labels[start - 1] !== 'title') continue;
    for (let j = start; j <= k; j++) labels[j] = 'genre';
  }
}
