import type { BackendSet } from '../../src/tools/detect-language/backends/load-backends';
import { type PreparedText, prepareText } from '../../src/tools/detect-language/identify-text';
import type { TrainingItem } from './fit-softmax';
import type { LabelledText } from '../../datasets/language/read-dev-data';

export interface PreparedRecord {
  record: LabelledText;
  prepared: PreparedText;
  /** Index of the gold language among the candidates, -1 when no library proposed it. */
  gold: number;
}

export function prepareRecords(records: readonly LabelledText[], backends: BackendSet): PreparedRecord[] {
  return records.map((record) => {
    const prepared = prepareText(record.text, backends);
    return { record, prepared, gold: prepared.candidates.findIndex((candidate) => candidate.code === record.gold) };
  });
}

/** Cells smaller than this (lingua has 17 texts of ≤ 20 characters) are weighed as if this large. */
const MIN_CELL = 100;

const cellOf = ({ record, prepared }: PreparedRecord): string => `${record.source}/${prepared.bucket}`;

/**
 * Within a length bucket, each source counts the same in total: otherwise the UDHR, 2/3 of the
 * records, would dominate long texts and tatoeba short ones, and the weights would serve one kind
 * of text instead of all three.
 */
function weighByCell(records: readonly PreparedRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(cellOf(record), (counts.get(cellOf(record)) ?? 0) + 1);
  return new Map([...counts].map(([cell, count]) => [cell, 1000 / Math.max(count, MIN_CELL)]));
}

/**
 * The texts the weights can learn from: decided by the ensemble, with the right language among
 * several candidates. A text whose language no library proposed teaches nothing about weighing them.
 */
export function selectTrainingItems(records: readonly PreparedRecord[], bucket: number): TrainingItem[] {
  const weights = weighByCell(records);
  return records
    .filter(({ prepared, gold }) => !prepared.forced && prepared.bucket === bucket && gold !== -1 && prepared.candidates.length > 1)
    .map((item) => ({ candidates: item.prepared.candidates, gold: item.gold, weight: weights.get(cellOf(item)) ?? 1 }));
}
