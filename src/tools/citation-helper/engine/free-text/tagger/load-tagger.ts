import { readFileSync } from 'node:fs';
import type { TaggerModel } from './decode-sequence';

export const TAGGER_MODEL_URL = new URL('./model/reference-tagger.json', import.meta.url);

let cached: TaggerModel | undefined;

/** The shipped tagger, read once per process and only when a free-text reference is first parsed. */
export function loadTagger(): TaggerModel {
  cached ??= JSON.parse(readFileSync(TAGGER_MODEL_URL, 'utf8')) as TaggerModel;
  if (cached.version !== 1) throw new Error(`Unsupported reference-tagger model version ${String(cached.version)}.`);
  return cached;
}
