import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { measureLoad, type LoadFigures, type LoadTarget } from './measure-load';

/**
 * `npx tsx bench/http/run.ts` — the request path of the real app against a bare Hono baseline on the
 * same database engine (PGlite, or PostgreSQL when DATABASE_URL is set), measured side by side in one
 * run at 10 and 50 connections. BENCH_SECONDS per measurement (default 5); BENCH_CONNECTIONS (default
 * "10,50"); BENCH_PROFILE=1 writes a CPU profile of the app server into bench/http/profiles/;
 * BENCH_ENGINES=in-process runs the engines on the app's main thread instead of main.ts's worker lanes.
 *
 * Besides req/s, each row gives the server's CPU time per request (user + system, from /proc on
 * Linux): on a machine busy with other work req/s drops for every row alike, CPU per request hardly.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
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

interface Measured extends LoadFigures {
  /** Server CPU milliseconds per request; NaN where /proc is not available. */
  cpuMsPerRequest: number;
}

function readCpuMs(pid: number | undefined): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

async function measure(server: Started, target: LoadTarget, connections: number): Promise<Measured> {
  await measureLoad(target, connections, Math.min(1, SECONDS)); // warm-up, not reported
  const cpuBefore = readCpuMs(server.child.pid);
  const figures = await measureLoad(target, connections, SECONDS);
  const requests = figures.requestsPerSecond * SECONDS;
  return { ...figures, cpuMsPerRequest: (readCpuMs(server.child.pid) - cpuBefore) / requests };
}

function formatRow(label: string, connections: number, figures: Measured, reference?: Measured) {
  const ratio = reference ? (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2) + '×' : '';
  const cpuRatio = reference ? (reference.cpuMsPerRequest / figures.cpuMsPerRequest).toFixed(2) + '×' : '';
  return [
    label.padEnd(34),
    String(connections).padStart(5),
    figures.requestsPerSecond.toFixed(0).padStart(8),
    figures.meanMs.toFixed(1).padStart(9),
    figures.p99Ms.toFixed(1).padStart(9),
    String(figures.errors).padStart(7),
    ratio.padStart(7),
    (figures.cpuMsPerRequest * 1000).toFixed(0).padStart(9),
    cpuRatio.padStart(9),
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
  const lanes = process.env.BENCH_ENGINES === 'in-process' ? 'engines in-process' : 'engines in worker lanes';
  console.log(`HTTP request path on ${engine}, ${lanes}, ${SECONDS} s per row (ratio = app req/s ÷ the baseline row above it;`);
  console.log('cpu ratio = the baseline\'s server CPU per request ÷ the app\'s, what the ratio would be on an idle machine)');
  console.log(
    ['route'.padEnd(34), 'conns'.padStart(5), 'req/s'.padStart(8), 'mean ms'.padStart(9), 'p99 ms'.padStart(9), 'errors'.padStart(7), 'ratio'.padStart(7), 'µs CPU'.padStart(9), 'cpu ratio'.padStart(9)].join(' '),
  );
  for (const connections of CONNECTIONS) {
    // Health first: measured after thousands of tool runs, it would also time the garbage they left.
    const bare = await measure(baseline, { origin: baseOrigin, path: '/health' }, connections);
    const health = await measure(app, { origin: appOrigin, path: '/api/health' }, connections);
    const base = await measure(baseline, { origin: baseOrigin, path: '/run', method: 'POST', headers: json, body: TINY_COMPARE }, connections);
    const run = await measure(
      app,
      { origin: appOrigin, path: '/api/tools/text-compare', method: 'POST', headers: { ...json, ...signedIn }, body: TINY_COMPARE },
      connections,
    );
    const me = await measure(app, { origin: appOrigin, path: '/api/me', headers: signedIn }, connections);
    console.log(formatRow('baseline UPDATE…RETURNING + INSERT', connections, base));
    console.log(formatRow('POST /api/tools/text-compare', connections, run, base));
    console.log(formatRow('bare Hono /health', connections, bare));
    console.log(formatRow('GET /api/health', connections, health, bare));
    console.log(formatRow('GET /api/me (signed in)', connections, me, base));
  }
} finally {
  await Promise.all([stopServer(app), stopServer(baseline)]);
}
