import type { VerdictThresholds } from './model-types';
import type { Verdict } from '../contract';

export function decideVerdict(aiProbability: number, thresholds: VerdictThresholds): Verdict {
  if (aiProbability >= thresholds.likelyAi) return 'likely AI';
  if (aiProbability < thresholds.likelyHuman) return 'likely human';
  return 'mixed';
}

export { MIN_WORDS, MIN_WORDS_HAN } from '../contract';
