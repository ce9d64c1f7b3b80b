import { inverseFrequency, type IndexedSentence, type MaterialIndex } from './index-material';

const K1 = 1.2;
const B = 0.75;
/** A sentence's neighbours lend it a little of their score: "It" in the next sentence still talks about the same thing. */
const NEIGHBOUR_SHARE = 0.25;

export interface RankedSentence {
  sentence: IndexedSentence;
  position: number;
  score: number;
  /** The question terms this sentence contains. */
  matched: Set<string>;
}

/**
 * BM25 over the material's sentences, the question's terms weighted (the most specific ones count
 * more), best first. Terms the material never uses are dropped, so a question worded unlike the notes
 * still finds the sentences that share its rarer words.
 */
export function rankSentences(index: MaterialIndex, queryTerms: Map<string, number>): RankedSentence[] {
  const own = index.sentences.map((sentence, position) => {
    let score = 0;
    const matched = new Set<string>();
    for (const [term, weight] of queryTerms) {
      const count = sentence.terms.get(term) ?? 0;
      if (count === 0) continue;
      matched.add(term);
      const norm = count + K1 * (1 - B + (B * sentence.termCount) / Math.max(1, index.averageLength));
      score += weight * inverseFrequency(index, term) * ((count * (K1 + 1)) / norm);
    }
    return { sentence, position, score, matched };
  });
  const blended = own.map((entry, i) => ({
    ...entry,
    score: entry.score + NEIGHBOUR_SHARE * Math.max(own[i - 1]?.score ?? 0, own[i + 1]?.score ?? 0) * 0.5,
  }));
  return blended.sort((a, b) => b.score - a.score || a.position - b.position);
}

/** The question's terms with weights: focus words listed first weigh more. */
export function weighQueryTerms(terms: string[], focusTerms: string[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of terms) weights.set(term, 1);
  focusTerms.slice(0, 3).forEach((term, i) => {
    if (weights.has(term)) weights.set(term, 1.3 - i * 0.1);
  });
  return weights;
}
