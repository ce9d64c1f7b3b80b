import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ELD_LARGE_JSON, loadEldBackend } from './eld-backend';

const directory = mkdtempSync(join(tmpdir(), 'eld-json-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** What scripts/write-eld-json.mjs does at build time (src/ never imports scripts/). */
async function writeEldJson(): Promise<void> {
  const { ngramsData } = (await import(new URL('../ngrams/large.js', import.meta.resolve('eld/large')).href)) as { ngramsData: unknown };
  writeFileSync(join(directory, ELD_LARGE_JSON), JSON.stringify(ngramsData));
}

const TEXTS = [
  'merci beaucoup monsieur',
  'The committee reviews the results of the survey every spring.',
  'Der Wetterbericht sagt für morgen starken Regen voraus.',
  'Dziękuję bardzo za pomoc w tej sprawie.',
  'Это короткий текст на русском языке.',
  'hola',
  'これは日本語の文です。',
  '',
];

describe('eld backend', () => {
  it('answers the same from the JSON copy of the large database as from the package', async () => {
    await writeEldJson();
    const [fromPackage, fromJson] = await Promise.all([loadEldBackend(undefined), loadEldBackend(directory)]);
    expect(fromJson.languages).toEqual(fromPackage.languages);
    for (const text of TEXTS) expect(fromJson.detect(text)).toEqual(fromPackage.detect(text));
    expect(fromJson.detect(TEXTS[2] ?? '')[0]?.code).toBe('deu');
  }, 60_000);
});
