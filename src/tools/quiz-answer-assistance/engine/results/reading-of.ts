import type { QuizResult } from '../../contract';
import type { QuestionReading } from '../question-reading';

/** The question as read, for the result (the page fills its options box from it). */
export function readingOf(reading: QuestionReading): QuizResult['reading'] {
  return { stem: reading.stem, options: reading.options };
}
