import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageBackend } from './backend-types';
import { compactEldDatabase, decodeEldDatabase, ELD_LARGE_DATABASE_FILE, type CompactEldDatabase, type EldDatabase, toEldData } from './eld-compact-store';
import { collectLanguages, mergePredictions } from './merge-predictions';

interface EldDetector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
  info(): { Languages: Record<string, string> };
}

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

/** Builds the detector the way eld's own `eld/large` entry does: createEld, then loadData. */
async function createLargeEld(directory: string | undefined): Promise<EldDetector> {
  const [database, { createEld }] = await Promise.all([
    readLargeDatabase(directory),
    import(resolveEldModule('../languageDetector.js')) as Promise<{
      createEld(): { instance: EldDetector; loadData(data: EldDatabase): unknown };
    }>,
  ]);
  const { instance, loadData } = createEld();
  loadData(toEldData(database));
  return instance;
}

/** `directory`: where the build wrote the engine bundles and eld's database file. */
export async function loadEldBackend(directory = process.env.SCRIBEWELL_ENGINE_BUNDLES): Promise<LanguageBackend> {
  const detector = await createLargeEld(directory);
  const languages = collectLanguages(Object.values(detector.info().Languages));
  return {
    id: 'eld',
    languages,
    detect(text) {
      const result = detector.detect(text);
      if (!result.language) return [];
      // eld's scores are per-language similarities, not probabilities: squaring sharpens the
      // nearly flat tail before we normalise it into a distribution.
      return mergePredictions(Object.entries(result.getScores()).map(([code, score]) => [code, score * score] as const));
    },
  };
}
