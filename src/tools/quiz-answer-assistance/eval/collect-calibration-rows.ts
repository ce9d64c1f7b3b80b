import type { OpenBookAnswer } from '../engine/question-reading';
import type { QuizRecord } from './load-records';
import type { StatementRecord } from './true-false-records';
import { exactMatch } from './squad-metrics';

export interface CalibrationRow {
  id: string;
  features: number[];
  right: boolean;
}

type Answer = (question: string, options: string[] | undefined, material: string) => { answer: OpenBookAnswer; calibration: number[] | null };

/** One row per answered dev record: the features the calibration reads, and whether the answer was right. */
export function collectCalibrationRows(records: QuizRecord[], answer: Answer): { option: CalibrationRow[]; span: CalibrationRow[] } {
  const option: CalibrationRow[] = [];
  const span: CalibrationRow[] = [];
  for (const record of records) {
    if (!record.support) continue;
    const { answer: result, calibration } = answer(record.question, record.options ?? undefined, record.support);
    if (!calibration) continue;
    if (record.type === 'mc_with_support' && result.optionIndex !== null) {
      option.push({ id: record.id, features: calibration, right: result.optionIndex === record.answer_index });
    } else if (record.type === 'extractive' && result.text) {
      span.push({ id: record.id, features: calibration, right: exactMatch(result.text, record.meta.all_answers ?? [record.answer]) === 1 });
    }
  }
  return { option, span };
}

/** One row per statement the engine weighed: its features, and whether the statement is true (the model predicts that chance). */
export function collectStatementRows(records: StatementRecord[], answer: Answer): CalibrationRow[] {
  return records.flatMap((record) => {
    const { answer: result, calibration } = answer(`True or false: ${record.statement}`, undefined, record.support);
    return calibration && result.optionIndex !== null ? [{ id: record.id, features: calibration, right: record.truth }] : [];
  });
}
