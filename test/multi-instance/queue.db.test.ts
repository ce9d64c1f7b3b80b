import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { queryRows } from '../../src/db/query-rows';
import { toolRuns, userActions } from '../../src/db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../src/db/testing/create-test-database';
import { createApp, type ScribewellApp } from '../../src/server/app';
import { loadConfig, type Config, type ToolQueueConfig } from '../../src/server/config/load-config';
import { resolveSharedAuthSecret } from '../../src/server/config/resolve-shared-auth-secret';
import { createQueuedEngines } from '../../src/server/jobs/create-queued-engines';
import { openJobQueue, type JobQueue } from '../../src/server/jobs/open-job-queue';
import { createToolJobClient, type ToolJobClient } from '../../src/server/jobs/tool-job-client';
import { STRONG_PASSWORD, uniqueEmail } from '../../src/server/testing/create-test-server';
import { TestClient } from '../../src/server/testing/test-client';
import { createTestEngines } from '../../src/server/testing/test-engines';
import { startWorkerProcess, type WorkerProcess } from './start-worker-process';

/** Short expiry, so the killed worker's jobs go to the other one within seconds. */
const QUEUE: ToolQueueConfig = {
  enabled: true,
  apiRunsWorker: false,
  timeoutSeconds: 60,
  jobExpireSeconds: 3,
  workerConcurrency: 4,
  workerWarmUp: false,
};

interface Instance {
  database: Database;
  config: Config;
  queue: JobQueue;
  jobs: ToolJobClient;
  scribewell: ScribewellApp;
  client(cookies?: Map<string, string>): TestClient;
}

/** An app instance as main.ts starts it with TOOL_QUEUE=postgres and API_RUNS_WORKER=false: it queues, never runs. */
async function startInstance(url: string): Promise<Instance> {
  const database = await createDatabase({ databaseUrl: url });
  const base = loadConfig({ DATABASE_URL: url, TOOL_QUEUE: 'postgres', API_RUNS_WORKER: 'false' });
  const config: Config = { ...base, authSecret: await resolveSharedAuthSecret(database, undefined, base.dataDir), toolQueue: QUEUE };
  const queue = await openJobQueue(url, QUEUE, 'api');
  const jobs = await createToolJobClient(queue, database);
  const engines = createQueuedEngines(createTestEngines(), jobs);
  const scribewell = createApp({ database, config, engines, mailer: { sendMail: async () => {} } });
  return {
    database,
    config,
    queue,
    jobs,
    scribewell,
    client(cookies) {
      const client = new TestClient(scribewell.app, config.baseUrl);
      for (const [key, value] of cookies ?? []) client.cookies.set(key, value);
      return client;
    },
  };
}

/**
 * Test-only instrumentation: every state a job enters, and which connection put it there
 * (pg-boss's connections are named after their process), so the test can see which worker held a job.
 */
async function logJobStates(database: Database) {
  await database.db.execute(sql.raw(`
    CREATE TABLE test_job_log (seq bigserial, id uuid, state text, app text);
    CREATE FUNCTION test_log_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_job_log (id, state, app) VALUES (NEW.id, NEW.state::text, current_setting('application_name')); RETURN NEW; END $$;
    CREATE TRIGGER test_log_job AFTER INSERT OR UPDATE ON pgboss.job FOR EACH ROW EXECUTE FUNCTION test_log_job();
  `));
}

/** Jobs `worker` took and still holds (pg-boss marks a taken job 'active'). */
async function findJobsHeldBy(probe: pg.Client, worker: WorkerProcess): Promise<string[]> {
  const { rows } = await probe.query<{ id: string }>(
    `SELECT j.id FROM pgboss.job j
      WHERE j.state = 'active'
        AND (SELECT l.app FROM test_job_log l WHERE l.id = j.id AND l.state = 'active' ORDER BY l.seq DESC LIMIT 1) LIKE $1`,
    [`%:${worker.pid}`],
  );
  return rows.map((row) => row.id);
}

/**
 * kill -9 while the worker holds jobs: freeze it (SIGSTOP) so what it holds cannot change, look, and
 * kill it if it holds any (jobs it would never finish: frozen, it sends nothing more); otherwise let it go on for a moment and look again. The probe has its own
 * connection: behind the app's busy pool, a look could take longer than a job's expiry.
 */
async function killWhileHoldingJobs(probe: pg.Client, worker: WorkerProcess): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    worker.child.kill('SIGSTOP');
    // A statement it sent just before (a "complete") still reaches the database: let it land first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await findJobsHeldBy(probe, worker);
    if (held.length > 0) {
      worker.child.kill('SIGKILL');
      await worker.exited;
      return held;
    }
    worker.child.kill('SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rows } = await probe.query('SELECT app, state, count(*)::int AS n FROM test_job_log GROUP BY 1, 2');
  throw new Error(`worker ${worker.pid} never held a job; jobs seen: ${JSON.stringify(rows)}`);
}

describe.skipIf(!process.env.DATABASE_URL)('tool runs on a job queue: two app instances, two worker processes', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  let workers: WorkerProcess[] = [];
  let probe: pg.Client;

  beforeAll(async () => {
    shared = await createTestDatabase();
    const env = {
      DATABASE_URL: shared.url!,
      TOOL_QUEUE: 'postgres',
      TOOL_JOB_EXPIRE_SECONDS: String(QUEUE.jobExpireSeconds),
      TOOL_WORKER_CONCURRENCY: String(QUEUE.workerConcurrency),
      WORKER_WARM_UP: 'false',
    };
    [a, b, ...workers] = await Promise.all([
      startInstance(shared.url!),
      startInstance(shared.url!),
      startWorkerProcess(env),
      startWorkerProcess(env),
    ]);
    await logJobStates(a.database);
    probe = new pg.Client({ connectionString: shared.url });
    await probe.connect();
    // Mostly the two workers loading every engine, which takes long on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await probe?.end();
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    for (const instance of [a, b]) {
      await instance?.jobs.stop();
      await instance?.queue.stop();
      await instance?.database.close();
    }
    await shared?.destroy();
  });

  it('gives exactly 100 of 1,000 concurrent runs to an account with 100 left, and loses none when a worker is killed mid-job', async () => {
    const onA = a.client();
    const { user } = await onA.signUp(uniqueEmail('queued'), STRONG_PASSWORD);
    await a.database.db.update(userActions).set({ text_compare: 100 }).where(eq(userActions.userId, user.id));
    const onB = b.client(onA.cookies);

    // The second worker waits (frozen) until the first has been killed holding jobs, so the first
    // surely takes some; then the second must finish everything, the killed worker's jobs included.
    const [first, second] = workers as [WorkerProcess, WorkerProcess];
    second.child.kill('SIGSTOP');
    const runs = Promise.all(
      Array.from({ length: 1000 }, async (_, index) => {
        const response = await (index % 2 ? onA : onB).post('/api/tools/text-compare', { original: 'one two', revised: `one ${index}` });
        const body = (await response.json()) as { historyId?: string; result?: unknown; error?: { code: string } };
        return { status: response.status, body, index };
      }),
    );
    const held = await killWhileHoldingJobs(probe, first).finally(() => second.child.kill('SIGCONT'));
    const answers = await runs;

    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 402)).toEqual([]);
    expect(succeeded).toHaveLength(100);
    // The answers are the engine's, for the text each request sent.
    expect(JSON.stringify(succeeded[0]!.body.result)).toContain(String(succeeded[0]!.index));

    // Every acknowledged run is in history and was charged once; nothing else was.
    const history = await b.database.db.select({ id: toolRuns.id }).from(toolRuns).where(eq(toolRuns.userId, user.id));
    expect(new Set(history.map((row) => row.id))).toEqual(new Set(succeeded.map((answer) => answer.body.historyId)));
    const [counters] = await b.database.db.select().from(userActions).where(eq(userActions.userId, user.id));
    expect(counters?.text_compare).toBe(0);

    // The jobs the killed worker held were finished by the other worker.
    const retaken = await queryRows<{ id: string }>(a.database.db, sql`
      SELECT DISTINCT id FROM test_job_log WHERE state = 'active' AND app LIKE ${`%:${second.pid}`}
         AND id IN (SELECT unnest(${`{${held.join(',')}}`}::uuid[]))`);
    expect(retaken.map((row) => row.id).sort()).toEqual([...held].sort());
    // Answered jobs are deleted: the queue keeps no user text once the API has the result.
    await vi.waitFor(async () => {
      const [left] = await queryRows<{ count: number }>(a.database.db, sql`SELECT count(*)::int AS count FROM pgboss.job`);
      expect(left?.count).toBe(0);
    }, 5000);
  }, 120_000);
});
