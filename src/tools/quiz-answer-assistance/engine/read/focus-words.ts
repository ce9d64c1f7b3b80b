import { findWords, isStopword } from './content-words';

// Question words and verbs of asking never locate the answer in the notes.
const ASKING = new Set(
  'name list identify give state choose select pick find determine happen happens happened occur occurs occurred type kind way thing things called'.split(' '),
);

// Prepositions, adverbs and connectives are not what a question is about ("during photosynthesis" is
// about photosynthesis); some stay terms for retrieval (before/after flip a statement) but never focus.
const FUNCTION_WORDS = new Set(
  (
    'during after before above below under over across along among amongst around against behind beside besides between beyond ' +
    'despite except inside outside near toward towards through throughout till until via per versus onto upon ' +
    'usually often always sometimes generally typically mainly mostly largely quite rather really almost nearly ' +
    'however therefore thus hence instead still even already yet ever later earlier together away back'
  ).split(' '),
);

/**
 * The content words of a question, most specific first: quoted phrases' words, then names and numbers,
 * then longer words before shorter ones (a long word is usually a rarer, more telling one).
 */
export function readFocusWords(stem: string): string[] {
  const quoted = new Set([...stem.matchAll(/["“']([^"”']{2,60})["”']/g)].flatMap((match) => findWords(match[1] ?? '').map((word) => word.text.toLowerCase())));
  const seen = new Set<string>();
  const words: Array<{ word: string; rank: number; order: number }> = [];
  findWords(stem).forEach((word, order) => {
    const lower = word.text.toLowerCase();
    if (seen.has(lower) || isStopword(lower) || ASKING.has(lower) || FUNCTION_WORDS.has(lower) || lower.length < 2) return;
    seen.add(lower);
    const isName = order > 0 && /^\p{Lu}/u.test(word.text);
    const isNumber = /^\d/.test(word.text);
    const rank = quoted.has(lower) ? 3 : isName || isNumber ? 2 : 1;
    words.push({ word: isName ? word.text : lower, rank, order });
  });
  return words.sort((a, b) => b.rank - a.rank || b.word.length - a.word.length || a.order - b.order).map((entry) => entry.word);
}
