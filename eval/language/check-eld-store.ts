/**
 * The eld backend answers from typed arrays (src/tools/detect-language/backends/eld-compact-store.ts)
 * instead of eld's own object: this checks, on every dev record, that eld detects the same from them
 * (language, scores, reliability) as the package's own large detector, and that the backend answers
 * the same from the build's database file as from the package. Run: npx tsx eval/language/check-eld-store.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { loadEldBackend } from '../../src/tools/detect-language/backends/eld-backend';
import {
  compactEldDatabase,
  decodeEldDatabase,
  ELD_LARGE_DATABASE_FILE,
  type EldDatabase,
  encodeEldDatabase,
  toEldData,
} from '../../src/tools/detect-language/backends/eld-compact-store';
import { readDevData } from '../../datasets/language/read-dev-data';

interface EldDetector {
  detect(text: string): { language: string; getScores(): Record<string, number>; isReliable(): boolean };
}

const eldModule = (path: string) => new URL(path, import.meta.resolve('eld/large')).href;
const [{ eld }, { createEld }, { ngramsData }] = (await Promise.all([
  import('eld/large'),
  import(eldModule('../languageDetector.js')),
  import(eldModule('../ngrams/large.js')),
])) as [
  { eld: EldDetector },
  { createEld(): { instance: EldDetector; loadData(data: EldDatabase): unknown } },
  { ngramsData: EldDatabase },
];

const directory = mkdtempSync(join(tmpdir(), 'eld-database-'));
try {
  const bytes = encodeEldDatabase(compactEldDatabase(ngramsData));
  writeFileSync(join(directory, ELD_LARGE_DATABASE_FILE), bytes);
  const { instance: compactEld, loadData } = createEld();
  loadData(toEldData(decodeEldDatabase(bytes)));
  const [fromPackage, fromFile] = await Promise.all([loadEldBackend(undefined), loadEldBackend(directory)]);

  const texts = readDevData().map((record) => record.text);
  let eldDifferences = 0;
  let backendDifferences = 0;
  for (const text of texts) {
    const [theirs, ours] = [eld.detect(text), compactEld.detect(text)];
    const [theirScores, ourScores] = [theirs.getScores(), ours.getScores()];
    const same =
      theirs.language === ours.language &&
      isDeepStrictEqual(theirScores, ourScores) &&
      Object.keys(theirScores).join() === Object.keys(ourScores).join() &&
      theirs.isReliable() === ours.isReliable();
    if (!same) eldDifferences++;
    if (!isDeepStrictEqual(fromPackage.detect(text), fromFile.detect(text))) backendDifferences++;
  }
  console.log(
    `${texts.length} dev texts: eld on the arrays vs eld's own large detector, ${eldDifferences} differences; ` +
      `backend from the database file (${(bytes.length / 2 ** 20).toFixed(1)} MB) vs from the package, ${backendDifferences} differences`,
  );
  if (eldDifferences + backendDifferences > 0) process.exitCode = 1;
} finally {
  rmSync(directory, { recursive: true, force: true });
}
