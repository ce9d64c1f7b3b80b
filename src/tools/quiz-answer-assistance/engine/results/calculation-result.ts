import type { ResponseLevel } from '../../../../domain/plans';
import { buildHintLadder } from '../build-hint-ladder';
import type { SolvedMath } from '../calculation/solve-calculation';
import { readWrittenNumbers } from '../calculation/read-numbers';
import type { QuizResult } from '../../contract';
import type { QuestionReading } from '../question-reading';
import { readingOf } from './reading-of';

/** Every step checked by the CAS: as sure as the math tool gets. */
const VERIFIED_CONFIDENCE = 0.97;
/** A step the CAS could not confirm: the steps are shown, the verdict is not. */
const UNVERIFIED_CONFIDENCE = 0.7;

function letterOf(index: number): string {
  return String.fromCharCode(65 + index);
}

function explainOption(option: string, index: number, optionIndex: number | null, value: string): string {
  if (index === optionIndex) return `It equals ${value}, the value the math gives.`;
  return readWrittenNumbers(option).length > 0 ? `Its value is not ${value}, the value the math gives.` : `It is not a number equal to ${value}.`;
}

/** A calculation the math engine solved: its steps become the hints, and with options the one equal in value is the answer. */
export function buildCalculationResult(reading: QuestionReading, math: SolvedMath, optionIndex: number | null, responses: ResponseLevel): QuizResult {
  const value = math.answer.text;
  const hasOptions = reading.options.length > 0;
  const verified = math.steps.every((step) => step.verified);
  const confidence = verified ? VERIFIED_CONFIDENCE : UNVERIFIED_CONFIDENCE;
  const matched = !hasOptions || optionIndex !== null;
  const answered = verified && matched;
  const text = optionIndex !== null ? reading.options[optionIndex]! : value;
  const why = optionIndex !== null ? `The math gives ${value}, and option ${letterOf(optionIndex)} is equal to it.` : undefined;
  const reasons = reading.options.map((option, index) => explainOption(option, index, optionIndex, value));
  const hints = buildHintLadder({
    reading,
    evidence: [],
    workingHints: math.hints,
    ...(answered ? { answer: { text, optionIndex, ...(why ? { why } : {}) } } : {}),
    ...(responses === 'advanced' && hasOptions ? { optionReasons: reasons } : {}),
  });
  const message = !matched
    ? `The math gives ${value}, but none of the options is equal to it: check the units and what exactly the question asks for.`
    : !verified
      ? 'A step of this calculation could not be checked, so the steps are shown without a verdict.'
      : undefined;
  return {
    status: answered ? 'answered' : 'hints_only',
    kind: reading.kind,
    hints,
    ...(answered ? { answer: { text, optionIndex, confidence } } : {}),
    evidence: [],
    ...(responses === 'advanced' && answered && hasOptions
      ? { options: reading.options.map((option, index) => ({ text: option, correct: index === optionIndex, why: reasons[index]! })) }
      : {}),
    steps: math.steps,
    reading: readingOf(reading),
    engine: math.engine,
    ...(message ? { message } : {}),
  };
}
