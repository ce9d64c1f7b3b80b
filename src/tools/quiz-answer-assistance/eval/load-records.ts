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
  meta: { all_answers?: string[]; answer_start?: number; title?: string };
}

const DEV = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/quiz-questions/dev.jsonl');

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

/**
 * Folds that keep a SQuAD article (meta.title) whole, so no paragraph of it is both trained on and
 * tested on; records without a title are their own group. Groups go, largest first, to the fold with
 * the fewest records so far (ties by a hash of the group), so folds are balanced and stable.
 */
export function assignGroupFolds(records: Array<Pick<QuizRecord, 'id' | 'meta'>>, folds: number): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const record of records) {
    const group = record.meta.title ?? record.id;
    groups.set(group, [...(groups.get(group) ?? []), record.id]);
  }
  const sizes = new Array<number>(folds).fill(0);
  const ordered = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || foldOf(a[0], 1 << 30) - foldOf(b[0], 1 << 30));
  const foldById = new Map<string, number>();
  for (const [, ids] of ordered) {
    const fold = sizes.indexOf(Math.min(...sizes));
    sizes[fold] = (sizes[fold] ?? 0) + ids.length;
    for (const id of ids) foldById.set(id, fold);
  }
  return foldById;
}
