import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageBackend } from './backend-types';
import { compactEldDatabase, decodeEldDatabase, ELD_LARGE_DATABASE_FILE, type CompactEldDatabase, type EldDatabase } from './eld-compact-store';
import { createEldScorer, type EldTextRules } from './eld-scorer';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** eld's internals are not among the package's exports: reach them beside the entry it exports. */
function resolveEldModule(path: string): string {
  return new URL(path, import.meta.resolve('eld/large')).href;
}

/**
 * The large database is the most accurate on short text. The package ships it as a 4.5 MB object
 * literal, which keeps ~260 MB more resident than the same data parsed from JSON (docs/decisions/0026),
 * and that ~110 MB more than the typed arrays of eld-compact-store.ts. The build writes those arrays
 * beside the engine bundles; without that file (tests, dev) the literal is converted into them, so
 * both paths detect with the same code.
 */
async function readLargeDatabase(directory: string | undefined): Promise<CompactEldDatabase> {
  const file = directory ? join(directory, ELD_LARGE_DATABASE_FILE) : undefined;
  if (file && existsSync(file)) return decodeEldDatabase(await readFile(file));
  const { ngramsData } = (await import(resolveEldModule('../ngrams/large.js'))) as { ngramsData: EldDatabase };
  return compactEldDatabase(ngramsData);
}

/** eld's own separator pattern and byte table, which decide its words and n-grams. */
async function readEldTextRules(): Promise<EldTextRules> {
  const [{ separators }, { dictionary }] = (await Promise.all([
    import(resolveEldModule('../regexPatterns.js')),
    import(resolveEldModule('../dictionary.js')),
  ])) as [{ separators: RegExp }, { dictionary: string[] }];
  return { separators, byteCharacters: dictionary };
}

/** `directory`: where the build wrote the engine bundles and eld's database file. */
export async function loadEldBackend(directory = process.env.SCRIBEWELL_ENGINE_BUNDLES): Promise<LanguageBackend> {
  const [database, rules] = await Promise.all([readLargeDatabase(directory), readEldTextRules()]);
  // eld's detect and scores, computed over the arrays by eld-scorer.ts (same answers, without the objects eld builds).
  const scorer = createEldScorer(database, rules);
  return {
    id: 'eld',
    languages: collectLanguages(Object.values(database.languages)),
    detect(text) {
      // eld's scores are per-language similarities, not probabilities: squaring sharpens the
      // nearly flat tail before we normalise it into a distribution.
      return mergePredictions(scorer.score(text).map(([code, score]) => [code, score * score] as const));
    },
  };
}
