import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { measureLoad, type LoadFigures, type LoadTarget } from './measure-load';

/**
 * `npx tsx bench/http/run.ts` — the request path of the real app against a bare Hono baseline on the
 * same database engine (PGlite, or PostgreSQL when DATABASE_URL is set), measured side by side in one
 * run at 10 and 50 connections. BENCH_SECONDS per measurement (default 5); BENCH_PROFILE=1 writes a
 * CPU profile of the app server into bench/http/profiles/.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50];
const TINY_COMPARE = JSON.stringify({ original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' });

interface Started {
  child: ChildProcess;
  info: { port: number; cookie?: string; origin?: string };
  dataDir: string;
}

async function startServer(script: string, extraArgs: string[] = []): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-bench-'));
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', join(import.meta.dirname, script)], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<Started['info']>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as Started['info']));
  });
  return { child, info, dataDir };
}

async function stopServer({ child, dataDir }: Started) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(target: LoadTarget, connections: number): Promise<LoadFigures> {
  await measureLoad(target, connections, Math.min(1, SECONDS)); // warm-up, not reported
  return measureLoad(target, connections, SECONDS);
}

function formatRow(label: string, connections: number, figures: LoadFigures, reference?: LoadFigures) {
  const ratio = reference ? (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2) + '×' : '';
  return [
    label.padEnd(34),
    String(connections).padStart(5),
    figures.requestsPerSecond.toFixed(0).padStart(8),
    figures.meanMs.toFixed(1).padStart(9),
    figures.p99Ms.toFixed(1).padStart(9),
    String(figures.errors).padStart(7),
    ratio.padStart(7),
  ].join(' ');
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(import.meta.dirname, 'profiles')}`] : [];
const baseline = await startServer('serve-baseline.ts');
const app = await startServer('serve-app.ts', profileArgs);
try {
  const appOrigin = `http://127.0.0.1:${app.info.port}`;
  const baseOrigin = `http://127.0.0.1:${baseline.info.port}`;
  const signedIn = { cookie: app.info.cookie ?? '', origin: app.info.origin ?? appOrigin };
  const json = { 'content-type': 'application/json' };
  console.log(`HTTP request path on ${engine}, ${SECONDS} s per row (ratio = app req/s ÷ the baseline row above it)`);
  console.log(['route'.padEnd(34), 'conns'.padStart(5), 'req/s'.padStart(8), 'mean ms'.padStart(9), 'p99 ms'.padStart(9), 'errors'.padStart(7), 'ratio'.padStart(7)].join(' '));
  for (const connections of CONNECTIONS) {
    const base = await measure({ origin: baseOrigin, path: '/run', method: 'POST', headers: json, body: TINY_COMPARE }, connections);
    const run = await measure(
      { origin: appOrigin, path: '/api/tools/text-compare', method: 'POST', headers: { ...json, ...signedIn }, body: TINY_COMPARE },
      connections,
    );
    const bare = await measure({ origin: baseOrigin, path: '/health' }, connections);
    const health = await measure({ origin: appOrigin, path: '/api/health' }, connections);
    const me = await measure({ origin: appOrigin, path: '/api/me', headers: signedIn }, connections);
    console.log(formatRow('baseline UPDATE…RETURNING + INSERT', connections, base));
    console.log(formatRow('POST /api/tools/text-compare', connections, run, base));
    console.log(formatRow('bare Hono /health', connections, bare));
    console.log(formatRow('GET /api/health', connections, health, bare));
    console.log(formatRow('GET /api/me (signed in)', connections, me, base));
  }
} finally {
  await Promise.all([stopServer(app), stopServer(baseline)]);
}
