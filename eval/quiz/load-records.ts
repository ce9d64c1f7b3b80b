import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface QuizRecord {
  id: string;
  dataset: 'sciq' | 'arc-challenge' | 'squad-v1.1';
  type: 'mc_with_support' | 'mc' | 'extractive';
  question: string;
  options: string[] | null;
  answer: string;
  answer_index: number | null;
  support: string | null;
  meta: { all_answers?: string[]; answer_start?: number };
}

const DEV = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/data/quiz-questions/dev.jsonl');

/** The dev records (never the holdout). */
export function loadDevRecords(): QuizRecord[] {
  return readFileSync(DEV, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as QuizRecord);
}

/** A stable fold for a record: a hash of its id, so folds do not depend on file order. */
export function foldOf(id: string, folds: number): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % folds;
}
