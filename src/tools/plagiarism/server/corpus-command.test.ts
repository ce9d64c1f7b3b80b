import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

function runCli(args: string[], dataDir: string, stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], {
      cwd: root,
      // Vitest sets BASE_URL to '/' (Vite's base path), which is not a site address.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('cli corpus import', () => {
  it('imports a .jsonl file with progress on stderr, reports bad lines, and adds nothing on re-import', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scribewell-corpus-cli-'));
    const file = join(dir, 'corpus.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ title: 'One', text: 'The first document of the corpus has some words in it.' }),
        JSON.stringify({ title: 'Two', url: 'https://example.org/two', text: 'A second document with different words entirely.' }),
        '{"title": "broken',
        JSON.stringify({ title: 'No text' }),
      ].join('\n'),
    );
    const first = await runCli(['corpus', 'import', file], join(dir, 'data'));
    expect(first.stderr).not.toMatch(/Error/);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/\[#+\] 100% 4\/4 documents/);
    expect(first.stderr).toMatch(/2 added, 0 already in the corpus, 2 rejected/);
    expect(first.stderr).toMatch(/corpus\.jsonl:3: not valid JSON/);

    const second = await runCli(['corpus', 'import', file], join(dir, 'data'));
    expect(second.stderr).toMatch(/0 added, 2 already in the corpus/);
  }, 90_000);

  it('is what `cli run plagiarism` compares with, as the API does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scribewell-corpus-cli-'));
    const file = join(dir, 'corpus.jsonl');
    const passage =
      'The lighthouse keeper recorded every passing ship in a leather notebook, noting the weather, the hour and the colour of each sail.';
    writeFileSync(file, JSON.stringify({ title: 'Keeper diary', text: `${passage} Nothing else happened that winter.` }));
    expect((await runCli(['corpus', 'import', file], join(dir, 'data'))).code).toBe(0);

    const run = await runCli(['run', 'plagiarism'], join(dir, 'data'), `${JSON.stringify({ text: `As we read: ${passage}` })}\n`);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { similarity: number; matches: Array<{ source: { title: string; origin: string } }> };
    expect(result.similarity).toBeGreaterThan(50);
    expect(result.matches[0]?.source).toMatchObject({ title: 'Keeper diary', origin: 'corpus' });
  }, 90_000);

  it('explains its usage and a missing path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scribewell-corpus-cli-'));
    expect((await runCli(['corpus'], dir)).stderr).toMatch(/Usage: .*corpus import/);
    const missing = await runCli(['corpus', 'import', join(dir, 'nope.jsonl')], join(dir, 'data'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No such file or folder/);
  }, 90_000);
});
