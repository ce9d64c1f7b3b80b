import { BACKEND_IDS } from './backends/backend-types';
import type { ScriptProfile } from './detect-script';
import { describeLanguage } from './language-codes';
import { isWrittenIn } from './language-scripts';
import type { TextIdentification } from './identify-text';
import { judgeReliability } from './judge-reliability';
import { isListableAlternative } from './language-speakers';
import type { RankedLanguage } from './rank-candidates';
import type { DetectionResult, LanguageGuess, LibraryVote } from '../contract';
import { reportScript } from './script-rules';
import { detectVariant } from './variants/detect-variant';

export const BASIC_ALTERNATIVES = 3;
export const ADVANCED_ALTERNATIVES = 5;
/** Alternatives below this probability are noise, not alternatives. */
const MIN_ALTERNATIVE_CONFIDENCE = 0.005;

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

export function guessLanguage(ranked: RankedLanguage): LanguageGuess {
  // Fields listed, not spread: this runs for every answer and alternative of every text.
  const { code, bcp47, name } = describeLanguage(ranked.code);
  return { code, bcp47, name, confidence: round(ranked.confidence) };
}

function listVotes(identification: TextIdentification): LibraryVote[] {
  const predictions = identification.predictions;
  if (!predictions) return [];
  return BACKEND_IDS.flatMap((library) => {
    const best = predictions[library]?.[0];
    return best ? [{ library, code: best.code, confidence: round(best.score) }] : [];
  });
}

/** A script decision is as sure as the writing is pure: 90% of letters in Greek, 0.9. */
function measureScriptShare(code: string, profile: ScriptProfile): number {
  let share = 0;
  for (const [script, part] of profile.shares) if (isWrittenIn(code, script)) share += part;
  return share;
}

/** The first `wanted` listable runners-up; `rest` is best first, so the search stops at the first one too unlikely. */
function listAlternatives(rest: readonly RankedLanguage[], wanted: number): LanguageGuess[] {
  const alternatives: LanguageGuess[] = [];
  for (const candidate of rest) {
    if (alternatives.length >= wanted || candidate.confidence < MIN_ALTERNATIVE_CONFIDENCE) break;
    if (isListableAlternative(candidate.code)) alternatives.push(guessLanguage(candidate));
  }
  return alternatives;
}

/** Turns an identification into the API's result; `text` is the original, for variant evidence. */
export function buildResult(
  text: string,
  identification: TextIdentification,
  alternativesWanted: number,
  withVotes: boolean,
): DetectionResult | undefined {
  const [best, ...rest] = identification.ranked;
  if (!best) return undefined;
  const { profile } = identification;
  const confidence = identification.decidedBy === 'script' ? measureScriptShare(best.code, profile) : best.confidence;
  const variant = detectVariant(best.code, text, profile);
  const result: DetectionResult = {
    language: guessLanguage({ code: best.code, confidence }),
    alternatives: listAlternatives(rest, alternativesWanted),
    reliable: judgeReliability(profile, confidence, identification.minReliableConfidence),
    script: variant?.code === 'zh-Hans' ? 'Hans' : variant?.code === 'zh-Hant' ? 'Hant' : reportScript(best.code, profile.dominant),
    method: identification.decidedBy === 'script' ? 'script' : 'ensemble',
  };
  if (variant) result.variant = variant;
  if (withVotes) result.votes = listVotes(identification);
  return result;
}
