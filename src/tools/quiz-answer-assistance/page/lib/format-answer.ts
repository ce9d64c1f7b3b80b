import type { QuizResult } from '../api/answer-quiz';
import { optionLetter } from './kind-labels';

/** The answer as the student reads it: "B) oxidants" for an option, "A) whale, C) bat" for a select-all set, the text itself otherwise. */
export function formatAnswer(answer: NonNullable<QuizResult['answer']>, options: readonly string[] = []): string {
  if (answer.optionIndexes) return answer.optionIndexes.map((index) => `${optionLetter(index)}) ${options[index] ?? ''}`.trim()).join(', ');
  return answer.optionIndex === null ? answer.text : `${optionLetter(answer.optionIndex)}) ${answer.text}`;
}

/** What "Copy" puts on the clipboard: the question, the answer and the passages that support it, ready for notes. */
export function formatAnswerForCopy(result: QuizResult): string {
  const lines = [result.reading.stem];
  if (result.answer) lines.push(`Answer: ${formatAnswer(result.answer, result.reading.options)}`);
  if (result.evidence.length > 0) {
    lines.push('From the material:', ...result.evidence.map((item) => `“${item.text.trim()}”`));
  }
  return lines.join('\n');
}
