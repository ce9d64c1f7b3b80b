import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageBackend } from './backend-types';
import { collectLanguages, mergePredictions } from './merge-predictions';
import { decodeTinyLdDictionary, readPackageDictionary, TINYLD_DICTIONARY_FILE, type TinyLdDictionary } from './tinyld-dictionary';
import { createTinyLdScorer } from './tinyld-scorer';

/**
 * "heavy" carries the largest n-gram profiles: the best accuracy on short sentences. The build
 * writes them beside the engine bundles; without that file (tests, dev) they are read from the package.
 */
async function readDictionary(directory: string | undefined): Promise<TinyLdDictionary> {
  const file = directory ? join(directory, TINYLD_DICTIONARY_FILE) : undefined;
  if (file && existsSync(file)) return decodeTinyLdDictionary(await readFile(file));
  return readPackageDictionary();
}

/** `directory`: where the build wrote the engine bundles and tinyld's dictionary file. */
export async function loadTinyLdBackend(directory = process.env.SCRIBEWELL_ENGINE_BUNDLES): Promise<LanguageBackend> {
  const dictionary = await readDictionary(directory);
  // tinyld's own answers, from its profiles, scored by tinyld-scorer.ts (same answers, ~3× faster, ~1/40 of the memory).
  const scorer = createTinyLdScorer(dictionary);
  return {
    id: 'tinyld',
    languages: collectLanguages(dictionary.languages),
    detect(text) {
      return mergePredictions(scorer.detectAll(text).map(({ lang, accuracy }) => [lang, accuracy] as const));
    },
  };
}
