import type { ScoredOption } from '../question-reading';
import { matchOption, weighOptionTerms } from './match-option';
import type { RankedSentence } from './rank-sentences';

/** Sentences past the best few are too far from the question to speak for an option. */
const SENTENCES_CONSIDERED = 6;
const VERBATIM_BONUS = 0.25;

export interface OptionSupport {
  /** Support before negation: how strongly the material states this option near the question's words. */
  support: number;
  sentence: RankedSentence | null;
}

/** Each option's support in the material: the best (relevance × coverage × closeness) over the question's best sentences. */
export function measureOptionSupport(
  ranked: RankedSentence[],
  options: string[],
  questionTerms: Set<string>,
): OptionSupport[] {
  const weighed = weighOptionTerms(options, questionTerms);
  const top = ranked[0]?.score ?? 0;
  const considered = ranked.slice(0, SENTENCES_CONSIDERED);
  return weighed.map((option) => {
    let best: OptionSupport = { support: 0, sentence: null };
    for (const entry of considered) {
      const relevance = top > 0 ? 0.15 + 0.85 * (entry.score / top) : 0.5;
      const match = matchOption(option, entry.sentence);
      if (match.coverage === 0 && !match.verbatim) continue;
      const closeness = measureCloseness(entry, match.positions);
      const support = relevance * (match.coverage * (0.75 + 0.25 * closeness) + (match.verbatim ? VERBATIM_BONUS : 0));
      if (support > best.support) best = { support, sentence: entry };
    }
    return best;
  });
}

/** 1 when the option sits right next to the question's words in the sentence, falling off with distance. */
function measureCloseness(entry: RankedSentence, optionPositions: number[]): number {
  if (optionPositions.length === 0 || entry.matched.size === 0) return 0.5;
  const questionPositions = entry.sentence.words.flatMap((word, i) => (word.term && entry.matched.has(word.term) ? [i] : []));
  let nearest = Infinity;
  for (const a of optionPositions) for (const b of questionPositions) nearest = Math.min(nearest, Math.abs(a - b));
  return 1 / (1 + Math.max(0, nearest - 1) / 4);
}

/** Scores every option: support, flipped when the question asks for the one the material does NOT support. */
export function scoreOptions(supports: OptionSupport[], options: string[], negated: boolean): ScoredOption[] {
  return supports.map((entry, index) => {
    const evidence = entry.sentence
      ? { text: entry.sentence.sentence.text, offset: entry.sentence.sentence.offset, length: entry.sentence.sentence.length }
      : undefined;
    return {
      index,
      text: options[index] ?? '',
      score: negated ? -entry.support : entry.support,
      ...(evidence ? { evidence } : {}),
      why: '',
    };
  });
}
