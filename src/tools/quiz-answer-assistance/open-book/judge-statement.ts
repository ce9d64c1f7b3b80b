import { findWords, isNegation, termOf } from '../read/content-words';
import { quoteMaterial } from './quote-material';
import type { RankedSentence } from './rank-sentences';

// Words that turn a statement into its opposite when swapped for their partner.
const OPPOSITES: ReadonlyArray<[string, string]> = [
  ['increas', 'decreas'],
  ['more', 'less'],
  ['larger', 'smaller'],
  ['higher', 'lower'],
  ['high', 'low'],
  ['before', 'after'],
  ['absorb', 'releas'],
  ['gain', 'lose'],
  ['posit', 'neg'],
  ['heat', 'cold'],
  ['always', 'never'],
  ['insid', 'outsid'],
];

export interface StatementJudgement {
  /** True when the material states it, false when it states the opposite, null when it does not say. */
  verdict: boolean | null;
  /** 0–1: how much of the statement the best sentence covers. */
  strength: number;
  sentence: RankedSentence | null;
  why: string;
}

/** Checks a true/false statement against the best sentences: covered and same polarity → true; a flipped "not", number or opposite → false. */
export function judgeStatement(statement: string, ranked: RankedSentence[]): StatementJudgement {
  const statementWords = findWords(statement);
  const terms = new Set(statementWords.flatMap((word) => termOf(word.text) ?? []));
  const best = ranked[0];
  if (terms.size === 0 || !best) return { verdict: null, strength: 0, sentence: null, why: 'The material does not say anything about this statement.' };
  const sentenceWords = best.sentence.words;
  const covered = [...terms].filter((term) => best.sentence.terms.has(term)).length / terms.size;
  const negatedStatement = statementWords.filter((word) => isNegation(word.text)).length % 2 === 1;
  const negatedSentence = sentenceWords.filter((word) => isNegation(word.text)).length % 2 === 1;
  const numbers = statementWords.filter((word) => /^\d/.test(word.text)).map((word) => word.text.replace(/,/g, ''));
  const numberMissing = numbers.some((number) => !best.sentence.terms.has(number));
  const opposite = OPPOSITES.some(
    ([a, b]) => (hasStem(statementWords, a) && hasStem(sentenceWords, b) && !hasStem(sentenceWords, a)) || (hasStem(statementWords, b) && hasStem(sentenceWords, a) && !hasStem(sentenceWords, b)),
  );
  const quote = quoteMaterial(best.sentence.text);
  if (covered < 0.5) return { verdict: null, strength: covered, sentence: best, why: `The closest the material comes is ${quote}, which does not settle it.` };
  if (negatedStatement !== negatedSentence || numberMissing || opposite) {
    return { verdict: false, strength: covered * 0.8, sentence: best, why: `The material says otherwise: ${quote}` };
  }
  return { verdict: true, strength: covered, sentence: best, why: `The material states it: ${quote}` };
}

function hasStem(words: Array<{ text: string }>, stem: string): boolean {
  return words.some((word) => word.text.toLowerCase().startsWith(stem));
}
