import { type PastedQuestion, splitPastedQuiz } from '../../shared/split-quiz';
import type { QuizInput } from '../api/answer-quiz';

export interface QuizForm {
  /** The question box: one question, or a whole pasted quiz. */
  question: string;
  /** The options box: one option per line. */
  options: string;
  material: string;
}

/** The options box, one option per line; blank lines and a leading letter ("B) ") are dropped. */
export function readOptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:\(?[a-j]\)|[a-j][.:])\s+/i, ''))
    .filter((line) => line !== '');
}

/** The questions of a pasted quiz when the box holds more than one; an empty list for a single question. */
export function readSeveralQuestions(question: string): PastedQuestion[] {
  const questions = splitPastedQuiz(question);
  return questions.length > 1 ? questions : [];
}

/**
 * What a paste into the question box turns into: a question with its options splits into the two boxes;
 * null when the text is one question without options, or several (the page lists those instead).
 */
export function splitPastedQuestion(text: string): PastedQuestion | null {
  const questions = splitPastedQuiz(text);
  const only = questions.length === 1 ? questions[0] : undefined;
  return only && only.options.length > 1 ? only : null;
}

/**
 * One request per question. The material is sent exactly as typed (not trimmed), because the evidence
 * comes back as offsets into it and the page highlights them in the same text.
 */
export function buildQuizInputs(form: QuizForm): QuizInput[] {
  const material = form.material.trim() ? { material: form.material } : {};
  const several = readSeveralQuestions(form.question);
  if (several.length > 0) {
    return several.map((question) => ({
      question: question.question,
      ...(question.options.length > 0 && { options: question.options }),
      ...material,
    }));
  }
  if (!form.question.trim()) return [];
  const options = readOptionLines(form.options);
  return [{ question: form.question.trim(), ...(options.length > 0 && { options }), ...material }];
}
