/**
 * The OpenStax sets (openstax-s16/, openstax-dev-s16/: textbook sections and their own review questions,
 * CC BY 4.0; see the README in each): loading, and the calibration rows of the dev set's multiple-choice form.
 */
import { readFileSync } from 'node:fs';
import type { OpenBookAnswer } from '../engine/question-reading';
import type { CalibrationRow } from './collect-calibration-rows';

export interface OpenstaxSet {
  passages: Array<{ id: string; book: string; text: string }>;
  questions: Array<{ passage: string; question: string; answers: string[]; options: string[]; answerIndex: number }>;
}

export function loadOpenstaxSet(path: string | URL): OpenstaxSet {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenstaxSet;
}

export const OPENSTAX_DEV = new URL('./openstax-dev-s16/questions.json', import.meta.url);

type Answer = (question: string, options: string[] | undefined, material: string) => { answer: OpenBookAnswer; calibration: number[] | null };

/** One row per dev question the engine chose an option for: its features, and whether it was the key's option. Ids are "<section>#<n>", folded by section. */
export function collectTextbookOptionRows(answer: Answer): CalibrationRow[] {
  const set = loadOpenstaxSet(OPENSTAX_DEV);
  const texts = new Map(set.passages.map((passage) => [passage.id, passage.text]));
  return set.questions.flatMap((item, n) => {
    const { answer: result, calibration } = answer(item.question, item.options, texts.get(item.passage) ?? '');
    return calibration && result.optionIndex !== null ? [{ id: `${item.passage}#${n}`, features: calibration, right: result.optionIndex === item.answerIndex }] : [];
  });
}
