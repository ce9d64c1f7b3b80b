import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEldBackend } from './eld-backend';
import { compactEldDatabase, ELD_LARGE_DATABASE_FILE, type EldDatabase, encodeEldDatabase } from './eld-compact-store';

const directory = mkdtempSync(join(tmpdir(), 'eld-database-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** What scripts/write-eld-database.mjs does at build time (src/ never imports scripts/). */
async function writeEldDatabase(): Promise<void> {
  const { ngramsData } = (await import(new URL('../ngrams/large.js', import.meta.resolve('eld/large')).href)) as { ngramsData: EldDatabase };
  writeFileSync(join(directory, ELD_LARGE_DATABASE_FILE), encodeEldDatabase(compactEldDatabase(ngramsData)));
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
  '   ',
  '42 + 17 = 59',
  'Ο καιρός σήμερα είναι πολύ ωραίος.',
  'مرحبا بكم في موقعنا',
  'שלום עולם',
  'नमस्ते, आप कैसे हैं?',
  'สวัสดีครับ ยินดีต้อนรับ',
  '안녕하세요 반갑습니다',
  'Saya suka makan nasi goreng.',
  'Bună ziua, ce mai faceți?',
  'Tervetuloa Suomeen! Kiitos paljon.',
  'Jó reggelt kívánok mindenkinek.',
  'I said "c\'est la vie" and left für immer 😀 👍🏽',
  'see https://example.com/path?q=1 or write to someone@example.org',
  'Kaixo, zer moduz zaude gaur?',
  'The quick brown fox jumps over the lazy dog. '.repeat(40),
];

describe('eld backend', () => {
  it('answers the same from the build’s database file as from the package', async () => {
    await writeEldDatabase();
    const [fromPackage, fromFile] = await Promise.all([loadEldBackend(undefined), loadEldBackend(directory)]);
    expect(fromFile.languages).toEqual(fromPackage.languages);
    for (const text of TEXTS) expect(fromFile.detect(text)).toEqual(fromPackage.detect(text));
    expect(fromFile.detect(TEXTS[2] ?? '')[0]?.code).toBe('deu');
  }, 60_000);

  it('reads the database file when the folder has one', async () => {
    const broken = join(directory, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, ELD_LARGE_DATABASE_FILE), 'not a database');
    await expect(loadEldBackend(broken)).rejects.toThrow(/not an eld database/);
  });
});
