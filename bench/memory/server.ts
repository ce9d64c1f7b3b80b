import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { readResidentMb } from '../../src/server/memory/return-free-memory';
import { findFreePort } from '../../src/server/testing/find-free-port';
import { loadToolRegistrations } from '../../src/platform/load-tool-registrations';
import { makeSampleText } from '../../src/tools/grammar-checker/engine/text/make-sample-text';

/**
 * `npx tsx bench/memory/server.ts [--repeat=N]` — resident memory of the whole server as `npm start`
 * runs it (src/server/main.ts, engine bundles, MALLOC_ARENA_MAX=2, the embedded PGlite database): warm
 * and idle (after "engines ready" and the return of free memory that follows it), then after one run
 * of each of the ten tools through the HTTP API as a guest (each tool's warm-up input) and a second
 * of idle, and 45 s after that. Two rows per repeat: the first start on an empty data folder
 * (PGlite runs initdb) and a restart on the same folder (the usual case). run.ts measures the engines
 * alone, without the database; this is the figure a server operator sees in `ps`.
 */
const repeat = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length) ?? 1) || 1);
const ROOT = join(import.meta.dirname, '../..');

execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
const registrations = await loadToolRegistrations();

/** The server's resident MB, read as the server itself reads it (its /proc status). */
function readRssMb(pid: number): number {
  const residentMb = readResidentMb(pid);
  if (residentMb === undefined) throw new Error('this bench reads /proc: run it on Linux');
  return residentMb;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SCRIBEWELL_ENGINE_BUNDLES: join(ROOT, 'dist/engines'),
      MALLOC_ARENA_MAX: '2',
      DATA_DIR: dataDir,
      PORT: String(port),
      BASE_URL: baseUrl,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before its engines were ready`)));
    // The server hands freed memory back after warm-up (docs/decisions/0031): measure after that,
    // as a visitor would find it; where that is not supported, "ready" is the last line.
    lines.on('line', (line) => {
      if (line.includes('[memory]')) resolve();
      if (line.includes('[engines] ready')) setTimeout(resolve, 40_000);
    });
  });
  return { child, baseUrl };
}

/** Inputs for the tools whose registration has no warm-up (they load nothing lazily). */
const INPUTS_WITHOUT_WARM_UP: Record<string, unknown> = {
  plagiarism: {
    text: 'The committee reviews the results of the survey every spring and publishes a short report.',
    sources: [{ title: 'Report', text: 'Every spring the committee reviews the results of the survey and publishes a report.' }],
  },
  'text-compare': { original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' },
};

/** The grammar checker warms up with 1,000 words, more than a guest may send in one scan. */
const GUEST_SIZED_INPUTS: Record<string, unknown> = {
  'grammar-checker': { text: makeSampleText(200, 7) },
};

/** One run of every tool, as one guest, with the input each registration warms up with (or a guest-sized one). */
async function runEveryTool(baseUrl: string): Promise<string[]> {
  let cookie = '';
  const failures: string[] = [];
  for (const registration of registrations) {
    const response = await fetch(`${baseUrl}/api/tools/${registration.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(GUEST_SIZED_INPUTS[registration.id] ?? registration.warmUpInput ?? INPUTS_WITHOUT_WARM_UP[registration.id]),
    });
    const setCookie = response.headers.getSetCookie().map((entry) => entry.split(';')[0]);
    if (setCookie.length > 0) cookie = setCookie.join('; ');
    await response.arrayBuffer();
    if (!response.ok) failures.push(`${registration.id} ${response.status}`);
  }
  return failures;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  warmMb: number;
  afterRunsMb: number;
  settledMb: number;
}

/**
 * Resident MB once warm and idle (after the return of free memory), a second after one run of each
 * tool, and 45 s later (the server checks every 30 s and returns memory after a burst has grown it).
 */
async function measureStart(dataDir: string): Promise<Figures> {
  const { child, baseUrl } = await startServer(dataDir);
  try {
    const warmMb = readRssMb(child.pid!);
    const failures = await runEveryTool(baseUrl);
    if (failures.length > 0) throw new Error(`tool runs failed: ${failures.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterRunsMb = readRssMb(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 45_000));
    return { warmMb, afterRunsMb, settledMb: readRssMb(child.pid!) };
  } finally {
    await stopServer(child);
  }
}

type Label = 'first start' | 'restart';
const rows = new Map<Label, Figures[]>([
  ['first start', []],
  ['restart', []],
]);
for (let i = 0; i < repeat; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-memory-'));
  try {
    for (const label of rows.keys()) {
      const figures = await measureStart(dataDir);
      console.error(JSON.stringify({ label, ...figures }));
      rows.get(label)!.push(figures);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function formatMedian(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor((sorted.length - 1) / 2)]} (${sorted[0]}–${sorted.at(-1)})`;
}

console.log('\n| server on PGlite | RSS MB warm and idle | a second after one run of each tool | 45 s later |');
console.log('|---|---:|---:|---:|');
for (const [label, figures] of rows) {
  const column = (key: keyof Figures) => formatMedian(figures.map((figure) => figure[key]));
  console.log(`| ${label} | ${column('warmMb')} | ${column('afterRunsMb')} | ${column('settledMb')} |`);
}
