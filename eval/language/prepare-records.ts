import type { BackendSet } from '../../src/tools/detect-language/backends/load-backends';
import { type PreparedText, prepareText } from '../../src/tools/detect-language/identify-text';
import type { TrainingItem } from './fit-softmax';
import type { LabelledText } from './read-dev-data';

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

/** Each source counts the same in total: the UDHR part is 2/3 of the records but one kind of text. */
function weighBySource(records: readonly PreparedRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { record } of records) counts.set(record.source, (counts.get(record.source) ?? 0) + 1);
  return new Map([...counts].map(([source, count]) => [source, 1000 / count]));
}

/**
 * The texts the weights can learn from: decided by the ensemble, with the right language among
 * several candidates. A text whose language no library proposed teaches nothing about weighing them.
 */
export function selectTrainingItems(records: readonly PreparedRecord[], bucket: number): TrainingItem[] {
  const weights = weighBySource(records);
  return records
    .filter(({ prepared, gold }) => !prepared.forced && prepared.bucket === bucket && gold !== -1 && prepared.candidates.length > 1)
    .map(({ prepared, gold, record }) => ({ candidates: prepared.candidates, gold, weight: weights.get(record.source) ?? 1 }));
}
