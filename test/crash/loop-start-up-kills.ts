/**
 * Kills the real server with SIGKILL during start-up, over and over, and after each kill opens its
 * PGlite folder as the crash test does (createDatabase, in a child process so every open starts from
 * a fresh WebAssembly instance). Reports which kill delays leave a folder that does not open.
 *
 *   npx tsx test/crash/loop-start-up-kills.ts [--iterations 40] [--delays 0-1500:100] [--anchor lock|create] [--dirty] [--keep]
 *
 * --delays: a range with a step (`0-1500:100`) or a list (`500,600,665,700`), in ms after the anchor;
 *   the iterations go round the list.
 * --anchor lock (default): delays count from the moment the server takes the folder lock (as
 *   killDuringStartUp waits); create: from the moment PostgreSQL creates its postmaster.pid, seen by a
 *   busy poll, for fractional delays (`--delays 0,0.05,0.1,0.15`) that land kills between its creating
 *   the file and filling it.
 * --dirty: before each start-up kill, kill the running server under sign-up load first, so the start
 *   that is killed has crash recovery to do (as in the crash test, whose start-up kill follows two
 *   kills under load). Without it each start follows the previous start-up kill.
 * --keep: keep the data folder for inspection (a copy of the first folder that failed to open is kept
 *   anyway). A folder that fails twice because of an empty postmaster.pid has the file removed and the
 *   loop goes on; any other failure that a second open does not cure ends the loop.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { identityOf, spinUntilReplaced } from './aim-at-lock-file';
import { STRONG_PASSWORD } from '../../src/server/testing/create-test-server';
import { createSocketClient } from './crash-load';
import { findFreePort, ServerProcess, sleep } from './server-process';

const OPEN_FLAG = '--open-folder';

/** Child mode: open the folder and read the accounts as the crash test does, then close. Exit 0 on success. */
async function openOnce(dataDir: string) {
  const { createDatabase } = await import('../../src/db/create-database');
  const { inspectAccounts } = await import('./inspect-accounts');
  const started = Date.now();
  try {
    const database = await createDatabase({ dataDir });
    const accounts = await inspectAccounts(database.db);
    await database.close();
    console.log(JSON.stringify({ ok: true, accounts: accounts.length, ms: Date.now() - started }));
    process.exit(0);
  } catch (error) {
    console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error), ms: Date.now() - started }));
    process.exit(1);
  }
}

function parseDelays(spec: string): number[] {
  const range = /^(\d+)-(\d+):(\d+)$/.exec(spec);
  if (range) {
    const [from, to, step] = range.slice(1).map(Number) as [number, number, number];
    const delays: number[] = [];
    for (let delay = from; delay <= to; delay += step) delays.push(delay);
    return delays;
  }
  return spec.split(',').map(Number);
}

const DB_STATES = ['starting up', 'shut down', 'shut down in recovery', 'shutting down', 'in crash recovery', 'in archive recovery', 'in production'];

/** What the kill left in the folder: pg_control's state, PostgreSQL's lock file (and its size), the WAL. */
function describeFolder(pgliteDir: string): string {
  const parts: string[] = [];
  const control = join(pgliteDir, 'global', 'pg_control');
  // ControlFileData.state, after the system identifier and two version numbers (PostgreSQL's DBState).
  if (existsSync(control)) parts.push(DB_STATES[readFileSync(control).readUInt32LE(16)] ?? 'unknown state');
  const pidFile = join(pgliteDir, 'postmaster.pid');
  parts.push(existsSync(pidFile) ? `postmaster.pid ${statSync(pidFile).size} bytes` : 'no postmaster.pid');
  const wal = join(pgliteDir, 'pg_wal');
  if (existsSync(wal)) parts.push(`wal ${readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name)).length} seg`);
  return parts.join(', ');
}

function openInChild(dataDir: string): { ok: boolean; error?: string; ms?: number; output: string } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, OPEN_FLAG, dataDir], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${child.stdout ?? ''}${child.stderr ?? ''}`;
  const line = (child.stdout ?? '').split('\n').reverse().find((text) => text.startsWith('{"ok"'));
  if (!line) return { ok: false, error: `no answer (exit ${child.status}, signal ${child.signal})`, output };
  return { ...(JSON.parse(line) as { ok: boolean; error?: string; ms?: number }), output };
}

async function signUp(baseUrl: string, email: string): Promise<number> {
  const response = await createSocketClient(baseUrl).post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD });
  await response.body?.cancel();
  return response.status;
}

/** Sign-ups, two at a time, until stopped (they are what the crash test's kills interrupt). */
async function signUpLoad(baseUrl: string, label: string, stopped: () => boolean) {
  let sequence = 0;
  const worker = async () => {
    while (!stopped()) {
      sequence += 1;
      try {
        await signUp(baseUrl, `loop.${label}.${sequence}@example.com`);
      } catch {
        // The server died under the request.
      }
    }
  };
  await Promise.all([worker(), worker()]);
}

async function waitForFolderLock(server: ServerProcess, pgliteDir: string) {
  const lockFile = join(pgliteDir, 'scribewell.lock');
  while (server.running) {
    const owner = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : '';
    if (owner === String(server.pid)) return;
    await sleep(5);
  }
}

async function loop() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      iterations: { type: 'string', default: '40' },
      delays: { type: 'string', default: '0-1500:100' },
      dirty: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      anchor: { type: 'string', default: 'lock' },
      band: { type: 'string' },
    },
  });
  const iterations = Number(values.iterations);
  const delays = parseDelays(values.delays);
  const anchor = values.anchor === 'create' ? 'create' : 'lock';
  const bandWidth = Number(values.band ?? (anchor === 'create' ? 0.05 : 250));
  const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-start-up-kills-'));
  const pgliteDir = join(dataDir, 'pglite');
  const server = new ServerProcess({ port: await findFreePort(), dataDir });
  console.info(`[loop] data in ${dataDir}; ${iterations} iterations over delays ${delays.join(', ')} ms after the ${anchor}${values.dirty ? ', each after a kill under load' : ''}`);

  // A folder that holds data: the server's own migrations, the auth secret and two accounts.
  server.start();
  await server.waitUntilReady();
  for (const n of [1, 2]) console.info(`[loop] sign-up ${n}: ${await signUp(server.url, `loop.seed.${n}@example.com`)}`);
  await server.stop();

  const results: { delay: number; ok: boolean; landed: boolean; emptyPid: boolean; error?: string; retryOk?: boolean }[] = [];
  const pidFile = join(pgliteDir, 'postmaster.pid');
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const delay = delays[iteration % delays.length]!;
    if (values.dirty) {
      server.start();
      await server.waitUntilReady();
      let stopped = false;
      const load = signUpLoad(server.url, String(iteration), () => stopped);
      await sleep(300 + Math.floor(Math.random() * 700));
      stopped = true;
      await server.killHard();
      await load;
    }
    const pidBefore = identityOf(pidFile);
    const spawnedAt = Date.now();
    server.start();
    let readyAt: number | undefined;
    void server.waitUntilReady().then(
      () => (readyAt = Date.now()),
      () => {},
    );
    await waitForFolderLock(server, pgliteDir);
    const lockedAt = Date.now();
    if (anchor === 'create') {
      // Sub-millisecond: poll without yielding (the server runs on the other core) until PostgreSQL
      // has created its new postmaster.pid, then wait the delay the same way.
      spinUntilReplaced(pidFile, pidBefore, 20_000, delay);
    } else {
      await sleep(delay);
    }
    const landed = readyAt === undefined;
    await server.killHard();
    const folder = describeFolder(pgliteDir);
    const emptyPid = existsSync(pidFile) && statSync(pidFile).size === 0;
    const opened = openInChild(dataDir);
    const result: (typeof results)[number] = { delay, ok: opened.ok, landed, emptyPid, error: opened.error };
    let line = `[loop] ${iteration + 1}/${iterations} kill ${delay} ms after the ${anchor} (lock ${lockedAt - spawnedAt} ms after spawn${landed ? '' : ', server already up'}; left ${folder}): `;
    if (opened.ok) {
      line += `opened in ${opened.ms} ms`;
    } else {
      line += `FAILED: ${opened.error}`;
      const copy = `${dataDir}-failed-${iteration + 1}`;
      if (results.every((earlier) => earlier.ok)) cpSync(dataDir, copy, { recursive: true });
      console.info(`${line}${existsSync(copy) ? `\n[loop] copy kept in ${copy}` : ''}; the open's output:\n${opened.output.slice(-3000)}`);
      const retry = openInChild(dataDir);
      result.retryOk = retry.ok;
      line = `[loop]   second open: ${retry.ok ? `opened in ${retry.ms} ms` : `FAILED again: ${retry.error}`}`;
    }
    console.info(line);
    results.push(result);
    if (!opened.ok && !result.retryOk) {
      // An empty lock file is the failure under study: remove it (as an operator would) and go on.
      if (existsSync(pidFile) && statSync(pidFile).size === 0) {
        rmSync(pidFile);
        console.info('[loop]   removed the empty postmaster.pid to go on');
      } else {
        console.info('[loop] the folder does not open at all: stopping');
        break;
      }
    }
  }

  console.info(`\n[loop] ms after the ${anchor} | kills | landed in start-up | left postmaster.pid empty | failed opens | failed twice`);
  const bands = new Map<number, { kills: number; landed: number; emptyPid: number; failed: number; failedTwice: number }>();
  for (const result of results) {
    const from = Math.floor(result.delay / bandWidth + 1e-9) * bandWidth;
    const band = bands.get(from) ?? { kills: 0, landed: 0, emptyPid: 0, failed: 0, failedTwice: 0 };
    band.kills += 1;
    if (result.landed) band.landed += 1;
    if (result.emptyPid) band.emptyPid += 1;
    if (!result.ok) band.failed += 1;
    if (!result.ok && !result.retryOk) band.failedTwice += 1;
    bands.set(from, band);
  }
  const format = (ms: number) => (Number.isInteger(ms) ? String(ms) : ms.toFixed(2));
  for (const [from, band] of [...bands].sort((a, b) => a[0] - b[0])) {
    const to = bandWidth >= 1 ? from + bandWidth - 1 : from + bandWidth;
    console.info(`[loop] ${`${format(from)}-${format(to)}`.padEnd(10)} | ${band.kills} | ${band.landed} | ${band.emptyPid} | ${band.failed} | ${band.failedTwice}`);
  }
  const failures = results.filter((result) => !result.ok);
  console.info(
    `[loop] ${results.length} kills, ${results.filter((result) => result.emptyPid).length} left an empty postmaster.pid, ` +
      `${failures.length} opens failed (${failures.filter((result) => !result.retryOk).length} on the second try too)`,
  );
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  else console.info(`[loop] kept ${dataDir} (${Math.round(sizeOf(dataDir) / 1e6)} MB)`);
  process.exit(failures.length > 0 ? 1 : 0);
}


function sizeOf(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

if (process.argv[2] === OPEN_FLAG) {
  await openOnce(process.argv[3]!);
} else {
  await loop();
}
