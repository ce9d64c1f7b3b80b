import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import { createTestDatabase, type TestDatabase } from '../../src/db/testing/create-test-database';
import { findPlan } from '../../src/domain/plans';
import { createRandom, type Random } from '../faults/seeded-random';
import { createLedger, createSocketClient, driveLoad, signIn, type Account, type Ledger } from './crash-load';
import { inspectAccounts, usedRequests, type StoredAccount } from './inspect-accounts';
import { findFreePort, ServerProcess, sleep } from './server-process';

/**
 * The real server in a child process, killed with SIGKILL at seeded random moments while sign-ups
 * and signed-in tool runs are in flight (and once while it starts), then started again on the same
 * data. Whatever it acknowledged must survive: every 200 sign-up can sign in, every 200 run is in
 * history, every counter equals its history rows, and no account exists by half. PGlite by default,
 * PostgreSQL when DATABASE_URL is set (the CI's database pass).
 */
const SEED = Number(process.env.CRASH_SEED ?? 20_261_124);
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
// Three kill rounds, the start-up kill among them: five made this the slowest file of a CI run near its 30-minute limit.
const KILLS = 3;
/** Which kill lands during start-up: after a restart whose duration tells when start-up is under way. */
const START_UP_KILL = 2;
/** Both kinds of request are in flight when the server dies. */
const WORKERS = { signUpWorkers: 2, runWorkers: 4 };
/** A live server that acknowledges nothing for this long is a failure (the checks then report it). */
const PROGRESS_TIMEOUT_MS = 60_000;
const FREE_REQUESTS = findPlan('Free').requests;

describe(`kill -9 under load (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-crash-'));
  let testDatabase: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.killHard();
    await testDatabase?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged sign-up or run and leaves no account half-created', async () => {
    const started = Date.now();
    // Two generators: which account runs next depends on timing, and must not shift when the kills come.
    const random = createRandom(SEED);
    const loadRandom = createRandom(SEED + 1);
    // PostgreSQL: an empty database the server migrates itself, as on a first deployment.
    testDatabase = ON_POSTGRES ? await createTestDatabase({ migrate: false }) : undefined;
    server = new ServerProcess({ port: await findFreePort(), dataDir, databaseUrl: testDatabase?.url });
    const ledger = createLedger();
    const kills: string[] = [];
    let lastStartMs = 0;

    let startUpKillLanded = false;
    // A start-up kill that came too late (the server was already up) is tried again, at most twice.
    for (let cycle = 0; kills.length < KILLS || (!startUpKillLanded && kills.length < KILLS + 2); cycle += 1) {
      const spawnedAt = Date.now();
      server.start();
      if (cycle >= START_UP_KILL && !startUpKillLanded) {
        const kill = await killDuringStartUp(server, random, lastStartMs, dataDir);
        startUpKillLanded = kill.landed;
        kills.push(kill.description);
        continue;
      }
      await server.waitUntilReady();
      lastStartMs = Date.now() - spawnedAt;
      kills.push(await killUnderLoad(server, random, loadRandom, ledger, `${SEED}.${cycle}`));
    }
    console.info(
      `[crash] ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${kills.length} kills (${kills.join('; ')}); ` +
        `${ledger.accounts.length} acknowledged sign-ups, ${ledger.runs.length} acknowledged runs, ` +
        `${ledger.unansweredSignUps.length} unanswered sign-ups, ${ledger.interrupted} interrupted requests`,
    );
    expect(startUpKillLanded, 'a kill during start-up').toBe(true);

    // The state the crashes left, read before any request could repair it.
    const stored = await readStoredAccounts(dataDir, testDatabase);
    checkStoredState(stored, ledger);

    server.start();
    await server.waitUntilReady();
    const committedUnanswered = await checkWhatUsersSee(server.url, ledger, stored);
    await server.stop();

    console.info(
      `[crash] ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${committedUnanswered} unanswered sign-ups had committed and work; ` +
        `${stored.filter((account) => account.textCompareLeft === null).length} accounts were awaiting their counters; ` +
        `checked in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(ledger.accounts.length).toBeGreaterThan(0);
    expect(ledger.runs.length).toBeGreaterThan(0);
  }, 600_000);
});

/**
 * Load until the server has acknowledged a seeded 3–8 more requests (so the moment follows the
 * machine's speed, not a clock), a seeded 0–400 ms more, then SIGKILL as soon as a sign-up and a
 * tool run are both in flight.
 */
async function killUnderLoad(server: ServerProcess, random: Random, loadRandom: Random, ledger: Ledger, label: string): Promise<string> {
  let stopped = false;
  const load = driveLoad({ baseUrl: server.url, ledger, random: loadRandom, ...WORKERS, stopped: () => stopped, label });
  const acknowledged = () => ledger.accounts.length + ledger.runs.length;
  const target = acknowledged() + 3 + random.int(6);
  const extraMs = random.int(400);
  const deadline = Date.now() + PROGRESS_TIMEOUT_MS;
  const waitFor = async (condition: () => boolean) => {
    while (!condition() && ledger.failures.length === 0 && Date.now() < deadline) await sleep(5);
  };
  await waitFor(() => acknowledged() >= target);
  await sleep(extraMs);
  await waitFor(() => ledger.inFlight.signUps > 0 && ledger.inFlight.runs > 0);
  const inFlight = { ...ledger.inFlight };
  stopped = true;
  await server.killHard();
  await load;
  return `under load after ${target} acknowledged + ${extraMs} ms, ${inFlight.signUps} sign-ups and ${inFlight.runs} runs in flight`;
}

/**
 * SIGKILL before the server answers: on PGlite a seeded 0–800 ms after it takes the database folder
 * (recovery, migrations, the auth secret), on PostgreSQL at a seeded 15–50% of the previous start-up.
 */
async function killDuringStartUp(
  server: ServerProcess,
  random: Random,
  previousStartMs: number,
  dataDir: string,
): Promise<{ landed: boolean; description: string }> {
  let ready = false;
  void server.waitUntilReady().then(
    () => (ready = true),
    () => {},
  );
  let description: string;
  if (ON_POSTGRES) {
    const afterMs = Math.round(previousStartMs * (0.15 + random.next() * 0.35));
    await sleep(afterMs);
    description = `${afterMs} ms into start-up`;
  } else {
    await waitForFolderLock(server, dataDir);
    const afterMs = random.int(800);
    await sleep(afterMs);
    description = `${afterMs} ms after opening PGlite`;
  }
  const landed = !ready;
  await server.killHard();
  return { landed, description: landed ? description : `${description}, but it was already up` };
}

/** The PGlite folder lock names the process that opened the database. */
async function waitForFolderLock(server: ServerProcess, dataDir: string) {
  const lockFile = join(dataDir, 'pglite', 'scribewell.lock');
  while (server.running) {
    const owner = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : '';
    if (owner === String(server.pid)) return;
    await sleep(10);
  }
}

async function readStoredAccounts(dataDir: string, testDatabase: TestDatabase | undefined): Promise<StoredAccount[]> {
  if (testDatabase) return inspectAccounts(testDatabase.database.db);
  // The server is dead, so this process may open its PGlite folder (and replays its log first).
  const database = await createDatabase({ dataDir });
  try {
    return await inspectAccounts(database.db);
  } finally {
    await database.close();
  }
}

function checkStoredState(stored: StoredAccount[], ledger: Ledger) {
  expect(ledger.failures, 'wrong answers from the live server').toEqual([]);
  const byEmail = new Map(stored.map((account) => [account.email, account]));

  // Half-created: a user row that cannot sign in (no credential), whether or not its sign-up was answered.
  expect(stored.filter((account) => !account.hasCredential).map((account) => account.email)).toEqual([]);
  // Nothing appears that was never asked for.
  const asked = new Set([...ledger.accounts.map((account) => account.email), ...ledger.unansweredSignUps]);
  expect(stored.filter((account) => !asked.has(account.email)).map((account) => account.email)).toEqual([]);

  for (const account of ledger.accounts) {
    const row = byEmail.get(account.email);
    expect(row, `acknowledged sign-up ${account.email}`).toBeDefined();
    expect({ email: account.email, profile: row?.hasProfile, plan: row?.hasSubscription, counters: row?.textCompareLeft !== null }).toEqual({
      email: account.email,
      profile: true,
      plan: true,
      counters: true,
    });
  }
  // Every request taken from a counter left a history row, and the other way round.
  const mismatched = stored.filter((account) => usedRequests(account) !== account.historyIds.length);
  expect(mismatched.map(({ email, textCompareLeft, historyIds }) => ({ email, textCompareLeft, history: historyIds.length }))).toEqual([]);
  const lost = ledger.runs.filter((run) => !byEmail.get(run.email)?.historyIds.includes(run.historyId));
  expect(lost, 'acknowledged runs missing from history').toEqual([]);
}

/** Over HTTP, as each user would: sign in, see every acknowledged run in history and the counter that matches. */
async function checkWhatUsersSee(baseUrl: string, ledger: Ledger, stored: StoredAccount[]): Promise<number> {
  const acknowledged = new Set(ledger.accounts.map((account) => account.email));
  const runsByEmail = new Map<string, string[]>();
  for (const run of ledger.runs) runsByEmail.set(run.email, [...(runsByEmail.get(run.email) ?? []), run.historyId]);
  // Sign-ups that committed but whose answer was lost: the account must work all the same.
  const unanswered = stored.filter((account) => !acknowledged.has(account.email));
  const everyone = [
    ...ledger.accounts.map((account) => account.email),
    ...unanswered.map((account) => account.email),
  ];
  const problems: string[] = [];
  for (const email of everyone) {
    const account: Account = { email, client: createSocketClient(baseUrl), signedIn: false };
    const signedIn = await signIn(account);
    if (signedIn.status !== 200) {
      problems.push(`${email}: sign-in answered ${signedIn.status}`);
      continue;
    }
    const history = await account.client.get('/api/history?tool=text-compare&limit=100');
    const items = ((await history.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    const missing = (runsByEmail.get(email) ?? []).filter((historyId) => !items.includes(historyId));
    if (missing.length > 0) problems.push(`${email}: ${missing.length} acknowledged runs missing from /api/history`);
    const me = (await (await account.client.get('/api/me')).json()) as {
      profile: unknown;
      subscription: { package: string };
      remaining: { text_compare: number };
    };
    if (me.remaining.text_compare !== FREE_REQUESTS - items.length) {
      problems.push(`${email}: ${me.remaining.text_compare} left after ${items.length} runs in history`);
    }
    if (!me.profile || me.subscription.package !== 'Free') problems.push(`${email}: no profile or plan`);
  }
  expect(problems).toEqual([]);
  return unanswered.length;
}
