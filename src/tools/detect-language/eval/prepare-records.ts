import type { BackendSet } from '../engine/backends/load-backends';
import { listStageBackends, type Stage, STAGES } from '../engine/ensemble-model';
import {
  languagesOf,
  type PreparedText,
  prepareText,
  withPredictions,
} from '../engine/identify-text';
import { listSupportedLanguages } from '../engine/supported-languages';
import type { TrainingItem } from './fit-softmax';
import type { LabelledText } from '../../../../datasets/language/read-dev-data';

/** The text as each stage of the cascade sees it. */
export type PreparedRecord = Record<Stage, PreparedText> & {
  record: LabelledText;
  /** Index of the gold language among each stage's candidates, -1 when no library proposed it. */
  gold: Record<Stage, number>;
  /** Whether the gold language is one the engine can answer at all. */
  covered: boolean;
};

/** Runs every library once per record; each earlier stage's view keeps only its libraries' answers. */
export function prepareRecords(records: readonly LabelledText[], backends: BackendSet): PreparedRecord[] {
  const languages = languagesOf(backends);
  const supported = new Set(listSupportedLanguages(backends));
  return records.map((record) => {
    const full = prepareText(record.text, backends, 'full');
    const viewOf = (stage: Stage): PreparedText => {
      if (stage === 'full') return full;
      if (!full.predictions) return { ...full, stage };
      const predictions = Object.fromEntries(listStageBackends(stage, full.bucket).map((id) => [id, full.predictions?.[id] ?? []]));
      return withPredictions(full, predictions, languages, stage);
    };
    const views = Object.fromEntries(STAGES.map((stage) => [stage, viewOf(stage)])) as Record<Stage, PreparedText>;
    const goldOf = (prepared: PreparedText): number => prepared.candidates.findIndex((candidate) => candidate.code === record.gold);
    const gold = Object.fromEntries(STAGES.map((stage) => [stage, goldOf(views[stage])])) as Record<Stage, number>;
    return { record, ...views, gold, covered: supported.has(record.gold) };
  });
}

/** Cells smaller than this (lingua has 17 texts of ≤ 20 characters) are weighed as if this large. */
const MIN_CELL = 100;

const cellOf = ({ record, full }: PreparedRecord): string => `${record.source}/${full.bucket}`;

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
 * The texts a stage's weights can learn from: decided by the ensemble, with the right language among
 * several candidates. A text whose language no library proposed teaches nothing about weighing them.
 */
export function selectTrainingItems(records: readonly PreparedRecord[], bucket: number, stage: Stage): TrainingItem[] {
  const weights = weighByCell(records);
  return records
    .filter((item) => !item[stage].forced && item[stage].bucket === bucket && item.gold[stage] !== -1 && item[stage].candidates.length > 1)
    .map((item) => ({ candidates: item[stage].candidates, gold: item.gold[stage], weight: weights.get(cellOf(item)) ?? 1 }));
}
