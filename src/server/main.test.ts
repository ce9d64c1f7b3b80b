import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './testing/find-free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

function startServer(env: Record<string, string>) {
  // Vitest puts Vite's BASE_URL ("/") in process.env; callers pass the real one.
  // Always PGlite: this checks start-up, not the database (DATABASE_URL would point at the shared test server).
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...parentEnv, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy in time:\n${output()}`);
}

describe('main.ts', () => {
  let dataDir: string;
  let webDir: string;
  let baseUrl: string;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'scribewell-main-'));
    webDir = join(dataDir, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const port = await findFreePort();
    baseUrl = `http://localhost:${port}`;
    server = startServer({ PORT: String(port), DATA_DIR: dataDir, WEB_DIR: webDir, BASE_URL: baseUrl });
    await waitForHealth(baseUrl, server.child, server.output, 90_000);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('migrates, serves the API and the web app with a SPA fallback', async () => {
    expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ status: 'ok' });
    const page = await fetch(`${baseUrl}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missing = await fetch(`${baseUrl}/api/missing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'main@example.com', password: 'violet-Harbour-42-quietly' }),
    });
    expect(signUp.status).toBe(200);
  });

  it('refuses to open a data folder another server is using', async () => {
    const second = startServer({ PORT: String(await findFreePort()), DATA_DIR: dataDir, WEB_DIR: webDir, BASE_URL: baseUrl });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process/);
  }, 60_000);
});
