import type { QuizResult } from '../../contract';
import { describeLookUp, describeQuestion } from '../build-hint-ladder';
import type { QuestionReading } from '../question-reading';
import { readingOf } from './reading-of';

export const NEEDS_MATERIAL_OR_MODEL =
  'To answer this question the tool needs the material it is about — paste your notes, the textbook page or the reading passage into the material box — ' +
  'or a model server for questions without material: set OPENAI_BASE_URL on the server to an OpenAI-compatible model (Ollama, vLLM, llama.cpp, OpenAI). ' +
  'Until then, the hints say what the question asks and what to look up; no answer is guessed.';

/** The question-reading hints only: what is asked and the terms to look up. */
export function questionReadingHints(reading: QuestionReading): string[] {
  const lookUp = describeLookUp(reading);
  return [describeQuestion(reading), ...(lookUp ? [lookUp] : [])];
}

/** Nothing to answer from: say so plainly, and still help the student read the question. */
export function buildUnsupportedResult(reading: QuestionReading, message: string = NEEDS_MATERIAL_OR_MODEL): QuizResult {
  return {
    status: 'unsupported',
    kind: reading.kind,
    hints: questionReadingHints(reading),
    evidence: [],
    reading: readingOf(reading),
    engine: 'embedded',
    message,
  };
}
