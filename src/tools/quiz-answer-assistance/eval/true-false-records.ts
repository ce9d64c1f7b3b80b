import type { QuizRecord } from './load-records';
import { foldOf } from './load-records';

/** A true/false dev statement made from a SciQ record: its question with one option written into it. */
export interface StatementRecord {
  /** The SciQ record's id: folds split by it, so both statements of one question stay in one fold. */
  id: string;
  statement: string;
  truth: boolean;
  support: string;
}

const ASKED = /\b(?:how many|what|which|who|whom|where|when|how)\b/i;

/** "Which gas do plants release?" + "oxygen" → "oxygen gas do plants release." (word order is not judged; words are). */
export function writeStatement(question: string, option: string): string {
  const stem = question.trim().replace(/[?\s]+$/, '');
  if (/_{2,}/.test(stem)) return `${stem.replace(/_{2,}/, option)}.`;
  return ASKED.test(stem) ? `${stem.replace(ASKED, option)}.` : `${stem}: ${option}.`;
}

/**
 * Two statements per SciQ dev record with its passage: the question with the correct option (true)
 * and with one distractor, picked by a hash of the id (false). Negated questions ("NOT", "EXCEPT")
 * are left out: written into a statement their truth would flip.
 */
export function buildStatementRecords(records: QuizRecord[]): StatementRecord[] {
  return records.flatMap((record) => {
    if (record.dataset !== 'sciq' || !record.support || !record.options || record.answer_index === null) return [];
    if (/\bNOT\b|\bEXCEPT\b|\bexcept\b|\bleast\b/.test(record.question)) return [];
    const distractors = record.options.filter((_, i) => i !== record.answer_index);
    const distractor = distractors[foldOf(record.id, distractors.length)]!;
    return [
      { id: record.id, statement: writeStatement(record.question, record.options[record.answer_index]!), truth: true, support: record.support },
      { id: record.id, statement: writeStatement(record.question, distractor), truth: false, support: record.support },
    ];
  });
}
