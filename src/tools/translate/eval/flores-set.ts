/**
 * FLORES-200 devtest in ./sets/flores200 (one file per language, line i of every file the same sentence;
 * CC BY-SA 4.0, see its README): read and split into two halves by position. The first half is dev (we may
 * look at it and tune on it); the second is held out (measured, never looked at). Articles run as a few
 * consecutive lines, so a split by position keeps nearly every article on one side.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBaseLanguage } from '../engine/pipeline/language-codes';

export const FLORES_DIR = new URL('./sets/flores200/', import.meta.url);
export type FloresHalf = 'dev' | 'held-out';

/** Sentences by ISO 639-1 language ("eng.devtest" → "en"). */
export function loadFloresSet(dir: URL | string = FLORES_DIR): Map<string, string[]> {
  const path = typeof dir === 'string' ? dir : dir.pathname;
  const languages = new Map<string, string[]>();
  for (const name of readdirSync(path).filter((file) => file.endsWith('.devtest')).sort()) {
    const lines = readFileSync(join(path, name), 'utf8').replace(/\n$/, '').split('\n');
    languages.set(toBaseLanguage(name.replace(/\.devtest$/, '')), lines);
  }
  const lengths = new Set([...languages.values()].map((lines) => lines.length));
  if (lengths.size > 1) throw new Error(`FLORES files differ in length (${[...lengths].join(', ')}): the lines no longer align.`);
  return languages;
}

/** Which half a sentence index falls in. */
export function floresHalf(index: number, total: number): FloresHalf {
  return index < Math.ceil(total / 2) ? 'dev' : 'held-out';
}

/** The items of one half, in order. */
export function pickHalf<T>(items: readonly T[], half: FloresHalf): T[] {
  return items.filter((_, index) => floresHalf(index, items.length) === half);
}
