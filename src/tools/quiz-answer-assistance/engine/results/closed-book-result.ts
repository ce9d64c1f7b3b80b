import type { ResponseLevel } from '../../../../domain/plans';
import { buildHintLadder, describeLookUp } from '../build-hint-ladder';
import type { ClosedBookOutcome } from '../closed-book/answer-closed-book';
import type { QuizResult } from '../../contract';
import type { QuestionReading } from '../question-reading';
import { readingOf } from './reading-of';
import { buildUnsupportedResult } from './unsupported-result';

function percent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** The model's answer to a question without material: shown as an answer only when the model is sure, and always said to be the model's. */
export function buildClosedBookResult(reading: QuestionReading, outcome: ClosedBookOutcome, responses: ResponseLevel): QuizResult {
  if (!outcome.ok) {
    return buildUnsupportedResult(
      reading,
      `There is no material with this question, and the model server could not answer it: ${outcome.error} Paste the notes or passage the question is about to get an answer from them.`,
    );
  }
  const { answer, confident, who } = outcome;
  const lookUp = describeLookUp(reading);
  const reasons = outcome.optionReasons;
  const hints = buildHintLadder({
    reading,
    evidence: [],
    workingHints: [...(lookUp ? [lookUp] : []), ...outcome.hints],
    ...(confident ? { answer } : {}),
    ...(responses === 'advanced' && reasons.length > 0 ? { optionReasons: reasons } : {}),
  });
  return {
    status: confident ? 'answered' : 'hints_only',
    kind: reading.kind,
    hints,
    ...(confident ? { answer } : {}),
    evidence: [],
    ...(responses === 'advanced' && confident && reasons.length > 0
      ? { options: reading.options.map((text, index) => ({ text, correct: index === answer.optionIndex, why: reasons[index]! })) }
      : {}),
    reading: readingOf(reading),
    engine: 'model',
    message: confident
      ? `Answered by ${who} without your material (its own confidence: ${percent(answer.confidence)}): check it against your notes.`
      : `${who[0]!.toUpperCase()}${who.slice(1)} was not sure (its own confidence: ${percent(answer.confidence)}), so no answer is shown: paste your notes to check the question against them.`,
  };
}
