import type { ResponseLevel } from '../../../../domain/plans';
import { buildHintLadder } from '../build-hint-ladder';
import type { QuizResult } from '../../contract';
import type { OpenBookAnswer, QuestionReading } from '../question-reading';
import { readingOf } from './reading-of';

const NOT_SURE = 'Not sure enough to give an answer: the hints point to the sentences of your material most likely to hold it.';
const NOTHING_FOUND =
  'Nothing in the material seems to speak to this question, so no answer is given: check that it is the material the question is about, or paste more of it.';

/** What the open-book engine found, as a result: a verdict only when it is confident, otherwise hints and candidate evidence. */
export function buildOpenBookResult(reading: QuestionReading, material: string, found: OpenBookAnswer, responses: ResponseLevel): QuizResult {
  const text = found.text ?? (found.optionIndex !== null ? reading.options[found.optionIndex] : undefined);
  const answered = found.confident && text !== undefined;
  const chosen = found.optionIndex !== null ? found.options?.[found.optionIndex] : undefined;
  const set = found.optionIndexes;
  const answer = answered
    ? { text, optionIndex: found.optionIndex, ...(set ? { optionIndexes: set } : {}), ...(chosen?.why ? { why: chosen.why } : {}) }
    : undefined;
  const isRight = (index: number) => (set ? set.includes(index) : index === found.optionIndex);
  const advanced = responses === 'advanced';
  const hints = buildHintLadder({
    reading,
    material,
    evidence: found.evidence,
    ...(answer ? { answer } : {}),
    ...(advanced && found.options ? { optionReasons: found.options.map((option) => option.why) } : {}),
    ...(!answered && reading.kind === 'short_answer' && found.text ? { candidate: found.text } : {}),
  });
  return {
    status: answered ? 'answered' : 'hints_only',
    kind: reading.kind,
    hints,
    ...(answered ? { answer: { text, optionIndex: found.optionIndex, ...(set ? { optionIndexes: set } : {}), confidence: found.confidence } } : {}),
    evidence: found.evidence,
    ...(advanced && answered && found.options
      ? { options: found.options.map((option, index) => ({ text: option.text, correct: isRight(index), why: option.why })) }
      : {}),
    reading: readingOf(reading),
    engine: 'embedded',
    ...(answered ? {} : { message: found.evidence.length > 0 ? NOT_SURE : NOTHING_FOUND }),
  };
}
