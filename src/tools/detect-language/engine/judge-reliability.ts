import type { ScriptProfile } from './detect-script';

/** Fewer letters than this and any answer is a guess (a CJK character carries a word's meaning). */
const MIN_LETTERS = 10;
const MIN_LOGOGRAPHIC_LETTERS = 3;
const LOGOGRAPHIC = new Set(['Hani', 'Kana', 'Hang']);
/**
 * Below this probability the runner-up is too close to call: the floor for script decisions. The
 * ensemble's own thresholds are measured on the dev data (ensemble-model.ts) and are higher.
 */
export const MIN_RELIABLE_CONFIDENCE = 0.6;
/** A text whose main script covers less than this is mixed writing. */
const MIN_SCRIPT_SHARE = 0.75;

export function judgeReliability(profile: ScriptProfile, confidence: number, minConfidence = MIN_RELIABLE_CONFIDENCE): boolean {
  const dominant = profile.dominant;
  if (!dominant) return false;
  const minLetters = LOGOGRAPHIC.has(dominant) ? MIN_LOGOGRAPHIC_LETTERS : MIN_LETTERS;
  if (profile.letters < minLetters) return false;
  if ((profile.shares.get(dominant) ?? 0) < MIN_SCRIPT_SHARE) return false;
  return confidence >= Math.max(minConfidence, MIN_RELIABLE_CONFIDENCE);
}
