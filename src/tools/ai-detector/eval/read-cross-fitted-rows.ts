import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_NAMES } from '../engine/feature-names';
import type { TrainedLanguage } from '../engine/tokenize-text';
import { computeCrossFittedRows, type FeatureRows } from '../../../../training/ai-detector/build-feature-rows';
import { isTrainingText, readCorpus } from '../../../../training/ai-detector/read-corpus';
import { isTrainable, type LabelledText, readDataset } from '../../../../training/ai-detector/read-dataset';
import { foldLanguage } from '../../../../training/ai-detector/train-detector';

export const TRAINED_LANGUAGES: TrainedLanguage[] = ['en', 'de', 'fr', 'es'];

/**
 * The training texts (English dev.jsonl and the multilingual corpus) and each language's cross-fitted
 * feature rows, computed on the training folds — the slow part — or read from `--rows-cache=<file>`
 * (written there on the first run; a cache whose row count no longer matches the texts is recomputed).
 * Shared by the comparison scripts, so they all see the rows training sees.
 */
export function readCrossFittedRows(argv: readonly string[] = process.argv): {
  records: LabelledText[];
  rowsByLanguage: Record<TrainedLanguage, FeatureRows[]>;
} {
  const cachePath = argv.find((arg) => arg.startsWith('--rows-cache='))?.slice('--rows-cache='.length);
  const records = [...readDataset().filter((record) => isTrainable(record) && record.lang === 'en'), ...readCorpus().filter(isTrainingText)];
  const cached: Partial<Record<TrainedLanguage, FeatureRows[]>> = cachePath && existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, 'utf8')) : {};
  const rowsByLanguage = Object.fromEntries(
    TRAINED_LANGUAGES.map((language) => {
      const own = records.filter((record) => record.lang === language);
      const rows = cached[language];
      // A cache written before a feature was added has shorter rows: recompute it.
      const fresh = rows && rows.length === own.length && rows.every((item) => item.row.length === FEATURE_NAMES.length);
      return [language, fresh ? rows : computeCrossFittedRows(own, language, foldLanguage(own, language))];
    }),
  ) as Record<TrainedLanguage, FeatureRows[]>;
  if (cachePath && TRAINED_LANGUAGES.some((language) => rowsByLanguage[language] !== cached[language])) writeFileSync(cachePath, JSON.stringify(rowsByLanguage));
  return { records, rowsByLanguage };
}
