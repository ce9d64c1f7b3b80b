import type { QuestionKind } from '../api/answer-quiz';

export const KIND_LABELS: Record<QuestionKind, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
  calculation: 'Calculation',
};

/** "A", "B", … as the options are lettered on screen. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
