import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { lintWithHarper, stopGrammarWorkers } from './engine-workers';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const ENGINE = fileURLToPath(new URL('../../index.ts', import.meta.url));

afterAll(() => stopGrammarWorkers());

describe('the harper worker thread', () => {
  it('does not keep a process alive once its answer is in (no stop call in the script)', async () => {
    const script = `import { grammarCheckerEngine } from ${JSON.stringify(ENGINE)};
      const r = await grammarCheckerEngine.run({ text: 'They is here.', language: 'en' }, { responses: 'basic' });
      console.log(r.corrected);`;
    const file = join(mkdtempSync(join(tmpdir(), 'grammar-worker-')), 'run-once.mts');
    writeFileSync(file, script);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, timeout: 120_000 });
    // Had the idle worker been ref'd, execFile would have hit its timeout and rejected.
    expect(stdout.trim()).toBe('They are here.');
  }, 150_000);

  it('replaces a worker that crashed, so the next request still works', async () => {
    // A 100,000-letter token makes harper panic (capacity overflow): the worker exits.
    await expect(lintWithHarper('a'.repeat(100_000), 'us')).rejects.toThrow();
    const lints = await lintWithHarper('I recieve mail.', 'us');
    expect(lints.map((l) => l.rule)).toContain('SpellCheck');
  }, 180_000);
});
