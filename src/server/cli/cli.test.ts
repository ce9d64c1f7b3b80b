import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function runCli(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', ...args], {
      cwd: root,
      // Vitest sets BASE_URL to '/' (Vite's base path), which is not a site address.
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'scribewell-cli-')), DATABASE_URL: '', BASE_URL: '' },
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

describe('cli run', () => {
  it('writes one JSON line per input line, in order, with an error line for bad input', async () => {
    const input = [
      JSON.stringify({ original: 'the cat sat', revised: 'the cat sat' }),
      JSON.stringify({ original: 'only one field' }),
      JSON.stringify({ original: 'the cat sat', revised: 'the dog sat' }),
    ].join('\n');
    const { code, stdout } = await runCli(['run', 'text-compare'], `${input}\n`);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { similarity?: number; error?: { code: string; message: string } });
    expect(lines).toHaveLength(3);
    expect(lines[0]!.similarity).toBe(100);
    expect(lines[1]!.error).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('revised') });
    expect(lines[2]!.similarity).toBeLessThan(100);
  }, 60_000);

  it('exits once it has answered, though the tool keeps a warm worker thread for the next problem', async () => {
    // Before, math's idle spare thread kept the process alive: the answer came, the command never ended.
    const { code, stdout } = await runCli(['run', 'math-problem-assistance'], `${JSON.stringify({ problem: '2x + 3 = 7' })}\n`);
    expect(code).toBe(0);
    expect(JSON.parse(stdout.trim()) as { answer?: { text: string } }).toMatchObject({ status: 'solved', answer: { text: expect.stringContaining('2') } });
  }, 90_000);

  it('exits with code 2 and a message on stderr for an unknown tool', async () => {
    const { code, stdout, stderr } = await runCli(['run', 'no-such-tool'], '{}\n');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/Unknown tool "no-such-tool"/);
  }, 60_000);

  it('exits with code 2 and usage for an unknown command', async () => {
    const { code, stderr } = await runCli(['frobnicate'], '');
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage/);
  }, 60_000);

  it('plan grant opens the server database and names an unknown account', async () => {
    const { code, stderr } = await runCli(['plan', 'grant', 'nobody@example.com', 'pro'], '');
    expect(code).toBe(1);
    expect(stderr).toMatch(/No account uses the e-mail address nobody@example.com/);
  }, 60_000);
});
