import type { VerdictThresholds } from './model-types';
import type { Verdict } from './contract';

export function decideVerdict(aiProbability: number, thresholds: VerdictThresholds): Verdict {
  if (aiProbability >= thresholds.likelyAi) return 'likely AI';
  if (aiProbability < thresholds.likelyHuman) return 'likely human';
  return 'mixed';
}

/**
 * Below these counts a text gives too little evidence to judge (countWords counts each Han character
 * as a word, and Chinese words average 1.6 characters, hence the higher bar for Chinese).
 */
export const MIN_WORDS = 50;
export const MIN_WORDS_HAN = 100;
