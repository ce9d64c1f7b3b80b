import type { SelectedPassage } from './build-result';

export type CandidatePassage = SelectedPassage;

// An exact passage outranks a paraphrase of the same words: it is the stronger evidence.
const PARAPHRASE_WEIGHT = 0.8;

function weigh(candidate: CandidatePassage): number {
  const words = candidate.qLast - candidate.qFirst + 1;
  return candidate.kind === 'exact' ? words * candidate.score + 0.5 : words * candidate.score * PARAPHRASE_WEIGHT;
}

/**
 * Chooses which matches to report, strongest first: a candidate is kept when at least half of its
 * (countable) words are not already explained by a stronger match, so one copied passage found in
 * two sources is reported once, under the source that explains it best.
 */
export function selectPassages(candidates: readonly CandidatePassage[], excluded: readonly boolean[], minMatchWords: number): SelectedPassage[] {
  const ranked = [...candidates].sort((a, b) => weigh(b) - weigh(a) || a.qFirst - b.qFirst);
  const claimed = new Set<number>();
  const selected: SelectedPassage[] = [];
  for (const candidate of ranked) {
    let countable = 0;
    let free = 0;
    for (let index = candidate.qFirst; index <= candidate.qLast; index += 1) {
      if (excluded[index]) continue;
      countable += 1;
      if (!claimed.has(index)) free += 1;
    }
    if (countable < minMatchWords || free * 2 < countable) continue;
    for (let index = candidate.qFirst; index <= candidate.qLast; index += 1) claimed.add(index);
    selected.push(candidate);
  }
  return selected;
}
