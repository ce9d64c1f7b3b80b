import { inverseFrequency, type IndexedSentence, type MaterialIndex } from './index-material';

const K1 = 1.2;
const B = 0.75;
/** A sentence's neighbours lend it a little of their score: "It" in the next sentence still talks about the same thing. */
const NEIGHBOUR_SHARE = 0.25;
/** A sentence that opens on "they"/"it" is about what the sentence before was about: those terms count at this weight. */
const CARRIED_WEIGHT = 0.5;
/** How many words into a sentence a pronoun still stands for the previous sentence's subject. */
const PRONOUN_REACH = 8;
const SUBJECT_PRONOUNS = new Set(['they', 'it', 'he', 'she', 'this', 'these', 'its', 'their', 'his', 'her', 'them']);

export interface RankedSentence {
  sentence: IndexedSentence;
  position: number;
  score: number;
  /** The question terms this sentence contains. */
  matched: Set<string>;
  /** Question terms it does not say but inherits through a pronoun ("they" = the plants of the sentence before). */
  carried: Set<string>;
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
    const carried = new Set<string>();
    const previous = opensWithPronoun(sentence) ? index.sentences[position - 1] : undefined;
    for (const [term, weight] of queryTerms) {
      const count = sentence.terms.get(term) ?? 0;
      const norm = (n: number) => n + K1 * (1 - B + (B * sentence.termCount) / Math.max(1, index.averageLength));
      if (count > 0) {
        matched.add(term);
        score += weight * inverseFrequency(index, term) * ((count * (K1 + 1)) / norm(count));
      } else if (previous?.terms.has(term)) {
        carried.add(term);
        score += CARRIED_WEIGHT * weight * inverseFrequency(index, term) * ((K1 + 1) / norm(1));
      }
    }
    return { sentence, position, score, matched, carried };
  });
  const blended = own.map((entry, i) => ({
    ...entry,
    score: entry.score + NEIGHBOUR_SHARE * Math.max(own[i - 1]?.score ?? 0, own[i + 1]?.score ?? 0) * 0.5,
  }));
  return blended.sort((a, b) => b.score - a.score || a.position - b.position);
}

function opensWithPronoun(sentence: IndexedSentence): boolean {
  return sentence.words.slice(0, PRONOUN_REACH).some((word) => SUBJECT_PRONOUNS.has(word.text.toLowerCase()));
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
