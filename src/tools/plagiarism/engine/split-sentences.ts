import type { Token } from './tokenize-text';

/** A sentence as a range of word indices [first, last]. */
export interface SentenceSpan {
  first: number;
  last: number;
}

const SENTENCE_END = /[.!?。！？;:]|\n\s*\n/u;
// Abbreviations whose full stop does not end a sentence ("e.g. the", "Dr. Smith").
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'dr', 'mr', 'mrs', 'ms', 'prof', 'vs', 'cf', 'fig', 'no', 'st', 'jr', 'sr', 'al']);

/**
 * Groups the words into sentences by looking at what lies between consecutive words: a terminal
 * mark (or a blank line) there ends the sentence, unless it follows a known abbreviation or an
 * initial. Semicolons and colons split too, because paraphrasers often join or split clauses there.
 */
export function splitSentences(text: string, tokens: readonly Token[]): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  let first = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const next = tokens[index + 1];
    const gap = text.slice(tokens[index]!.end, next ? next.start : text.length);
    const word = tokens[index]!.norm;
    const ends = !next || (SENTENCE_END.test(gap) && !(gap.startsWith('.') && (ABBREVIATIONS.has(word) || word.length === 1)));
    if (ends) {
      sentences.push({ first, last: index });
      first = index + 1;
    }
  }
  return sentences;
}
