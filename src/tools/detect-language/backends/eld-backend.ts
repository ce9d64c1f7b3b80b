import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';

/** eld's large database as JSON, written next to the engine bundles by scripts/build-engine-workers.mjs. */
export const ELD_LARGE_JSON = 'eld-large.json';

interface EldDetector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
  info(): { Languages: Record<string, string> };
}

/**
 * The large database is the most accurate on short text. The package ships it as a 4.5 MB object
 * literal: evaluating it leaves ~260 MB more resident than parsing the same data as JSON
 * (docs/decisions/0026), so the JSON copy is used where the build wrote one. Both paths build the
 * detector the way eld's own `eld/large` entry does (createEld, then loadData).
 */
async function createLargeEld(jsonDirectory: string | undefined): Promise<EldDetector> {
  const jsonFile = jsonDirectory ? join(jsonDirectory, ELD_LARGE_JSON) : undefined;
  if (jsonFile && existsSync(jsonFile)) {
    // createEld is not among the package's exports: reach it beside the entry it exports.
    const detectorModule = new URL('../languageDetector.js', import.meta.resolve('eld/large')).href;
    const { createEld } = (await import(detectorModule)) as {
      createEld(): { instance: EldDetector; loadData(data: unknown): unknown };
    };
    const { instance, loadData } = createEld();
    loadData(JSON.parse(await readFile(jsonFile, 'utf8')));
    return instance;
  }
  const { eld } = await import('eld/large');
  return eld.newInstance();
}

export async function loadEldBackend(jsonDirectory = process.env.SCRIBEWELL_ENGINE_BUNDLES): Promise<LanguageBackend> {
  const detector = await createLargeEld(jsonDirectory);
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
