/**
 * The PGlite part of loop-start-up-kills.ts without the server around it (1–2 s a round instead of
 * 13): a child process opens a PGlite folder as the server does (createDatabase, migrations), then
 * writes rows until it is killed with SIGKILL a random delay after an anchor. The next round's child
 * is the reopen: it says whether the folder opened. Kills are counted by delay band, with what they
 * left (the size of postmaster.pid) and whether the next open failed.
 *
 *   npx tsx test/crash/loop-pglite-kills.ts [--rounds 200] [--max-delay 450] [--anchor lock|pid|create] [--band 50] [--keep]
 *
 * --anchor lock: delays count from the moment the child takes the folder lock (as the crash test's
 *   start-up kill does); pid: from the moment PostgreSQL replaces postmaster.pid, i.e. once its
 *   single-user start (lock file, recovery, end-of-recovery checkpoint) has begun, seen by polling
 *   every event-loop turn; create: the same seen by a busy poll, with fractional delays
 *   (`--max-delay 0.2`), to land kills between PostgreSQL's creating the file and filling it.
 * A failed open whose cause is an empty postmaster.pid is counted, the file removed (what an operator
 * would have to do) and the loop goes on; any other failure ends the loop with the folder kept.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { identityOf, spinUntilReplaced } from './aim-at-lock-file';

const CHILD_FLAG = '--child';

/** Child: open, migrate, say so, then write until killed. */
async function child(dataDir: string) {
  const { createDatabase } = await import('../../src/db/create-database');
  const { migrateDatabase } = await import('../../src/db/migrate-database');
  const { sql } = await import('drizzle-orm');
  let database;
  try {
    database = await createDatabase({ dataDir });
  } catch (error) {
    console.log(`OPEN-FAILED ${JSON.stringify(error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  }
  console.log('OPENED');
  await migrateDatabase(database);
  await database.db.execute(sql`create table if not exists loop_filler (id serial primary key, note text)`);
  console.log('MIGRATED');
  for (;;) await database.db.execute(sql`insert into loop_filler (note) select repeat('x', 200) from generate_series(1, 20)`);
}

function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}


/** 50 ms bands, or 0.05 ms ones for kills within a fraction of a millisecond of the file's creation. */
function anchorBandDefault(argv: string[]): string {
  return argv.includes('create') ? '0.05' : '50';
}

const formatDelay = (ms: number) => (Number.isInteger(ms) ? String(ms) : ms.toFixed(3));

const tick = () => new Promise((resolve) => setImmediate(resolve));

interface Kill {
  delay: number;
  phase: string;
  pidBytes: number | undefined;
  nextOpenFailed?: string;
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rounds: { type: 'string', default: '200' },
      'max-delay': { type: 'string', default: '450' },
      anchor: { type: 'string', default: 'lock' },
      band: { type: 'string', default: anchorBandDefault(process.argv) },
      keep: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const maxDelay = Number(values['max-delay']);
  const anchor = values.anchor === 'pid' || values.anchor === 'create' ? values.anchor : 'lock';
  const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-pglite-kills-'));
  const lockFile = join(dataDir, 'pglite', 'scribewell.lock');
  const pidFile = join(dataDir, 'pglite', 'postmaster.pid');
  console.info(`[pglite-loop] data in ${dataDir}; ${rounds} rounds, kills 0-${maxDelay} ms after the ${anchor}`);
  // A folder that exists already, migrated and closed cleanly, as the server's is after a first start.
  const { createDatabase } = await import('../../src/db/create-database');
  const { migrateDatabase } = await import('../../src/db/migrate-database');
  const first = await createDatabase({ dataDir });
  await migrateDatabase(first);
  await first.close();

  const kills: Kill[] = [];
  let stoppedBy: string | undefined;
  // One more open after the last kill, so that every kill's folder is opened once.
  for (let round = 1; round <= rounds + 1 && !stoppedBy; round += 1) {
    const final = round > rounds;
    const delay = anchor === 'create' ? Math.random() * maxDelay : Math.floor(Math.random() * (maxDelay + 1));
    const pidBefore = identityOf(pidFile);
    const proc = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, CHILD_FLAG, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    const exit = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    void exit.then(() => (exited = true));
    async function killAfterAnchor() {
      while (!exited && !(existsSync(lockFile) && readFileSync(lockFile, 'utf8').trim() === String(proc.pid))) await tick();
      // PostgreSQL removes the stale postmaster.pid and creates its own (or creates the first one).
      if (anchor === 'pid') while (!exited && identityOf(pidFile) === pidBefore && !output.includes('OPENED')) await tick();
      if (anchor === 'create') {
        // Sub-millisecond: poll without yielding (the child runs on the other core) until PostgreSQL's
        // new postmaster.pid exists, then kill after the delay.
        spinUntilReplaced(pidFile, pidBefore, 10_000, delay);
        proc.kill('SIGKILL');
        return;
      }
      const anchoredAt = Date.now();
      while (!exited && Date.now() - anchoredAt < delay) await tick();
    }
    if (final) {
      while (!exited && !output.includes('OPENED')) await tick();
    } else {
      await killAfterAnchor();
    }
    proc.kill('SIGKILL');
    await exit;

    const openFailed = /OPEN-FAILED (.*)/.exec(output)?.[1];
    if (openFailed) {
      const previous = kills.at(-1);
      if (previous) previous.nextOpenFailed = openFailed;
      const pidBytes = sizeOf(pidFile);
      const copy = `${dataDir}-failed-${round}`;
      if (kills.filter((kill) => kill.nextOpenFailed).length === 1) cpSync(dataDir, copy, { recursive: true });
      console.info(
        `[pglite-loop] ${round}/${rounds}: the open FAILED (${openFailed}) after a kill ${previous ? formatDelay(previous.delay) : '?'} ms after the ${anchor} (${previous?.phase}); ` +
          `postmaster.pid ${pidBytes === undefined ? 'absent' : `${pidBytes} bytes`}${existsSync(copy) ? `; folder copied to ${copy}` : ''}`,
      );
      if (pidBytes === 0) {
        rmSync(pidFile);
        console.info('[pglite-loop]   removed the empty postmaster.pid to go on');
      } else {
        stoppedBy = openFailed;
      }
      continue;
    }
    if (final) break;
    const phase = output.includes('MIGRATED') ? 'after migrations' : output.includes('OPENED') ? 'in migrations' : 'during the open';
    const pidBytes = sizeOf(pidFile);
    kills.push({ delay, phase, pidBytes });
    console.info(`[pglite-loop] ${round}/${rounds}: killed ${formatDelay(delay)} ms after the ${anchor}, ${phase}; postmaster.pid ${pidBytes === undefined ? 'absent' : `${pidBytes} bytes`}`);
  }

  const band = Number(values.band);
  console.info(`\n[pglite-loop] ms after the ${anchor} | kills | during the open | left postmaster.pid empty | next open failed`);
  const bands = new Map<number, { kills: number; duringOpen: number; empty: number; failed: number }>();
  for (const kill of kills) {
    const from = Math.floor(kill.delay / band + 1e-9) * band;
    const counts = bands.get(from) ?? { kills: 0, duringOpen: 0, empty: 0, failed: 0 };
    counts.kills += 1;
    if (kill.phase === 'during the open') counts.duringOpen += 1;
    if (kill.pidBytes === 0) counts.empty += 1;
    if (kill.nextOpenFailed) counts.failed += 1;
    bands.set(from, counts);
  }
  for (const [from, counts] of [...bands].sort((a, b) => a[0] - b[0])) {
    const to = band >= 1 ? from + band - 1 : from + band;
    console.info(`[pglite-loop] ${`${formatDelay(from)}-${formatDelay(to)}`.padEnd(11)} | ${counts.kills} | ${counts.duringOpen} | ${counts.empty} | ${counts.failed}`);
  }
  const failed = kills.filter((kill) => kill.nextOpenFailed).length;
  console.info(
    `[pglite-loop] ${kills.length} kills, ${kills.filter((kill) => kill.pidBytes === 0).length} left an empty postmaster.pid, ` +
      `${failed} failed opens${stoppedBy ? `; stopped by a failure of another kind: ${stoppedBy}` : ''}`,
  );
  if (!values.keep && failed === 0 && !stoppedBy) rmSync(dataDir, { recursive: true, force: true });
  process.exit(failed > 0 || stoppedBy ? 1 : 0);
}

if (process.argv[2] === CHILD_FLAG) await child(process.argv[3]!);
else await main();
