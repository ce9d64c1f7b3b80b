import { createDatabase } from '../db/create-database';
import { migrateDatabase } from '../db/migrate-database';
import { loadConfig } from './config/load-config';
import { createEnginePorts } from './engines/create-engine-ports';
import { loadEnginesInWorkers } from './engines/run-engines-in-workers';
import { warmUpEngines } from './engines/warm-up-engines';
import { openJobQueue } from './jobs/open-job-queue';
import { returnFreeMemoryAfterWarmUp, startReturningFreeMemory } from './memory/return-free-memory';
import { startToolWorker } from './jobs/work-tool-jobs';
import { runEntryPoint, stopOnSignals } from './process-lifecycle';

/**
 * `npm run worker`: takes tool jobs from the PostgreSQL queue (TOOL_QUEUE=postgres on the API; see
 * docs/scale.md). Same settings as the API: DATABASE_URL, and the provider settings its engines use.
 * Engines are composed exactly as the API composes them, so a job gives the answer the API would.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('npm run worker needs DATABASE_URL: workers take jobs from PostgreSQL.');
  const database = await createDatabase({ databaseUrl: config.databaseUrl });
  // Harmless when the API already migrated (it runs under a lock); lets a worker start first.
  await migrateDatabase(database);
  // Composed as main.ts composes them (engines in worker-thread lanes, with their time budgets).
  const engines = await loadEnginesInWorkers(createEnginePorts({ config, db: database.db }));
  const { findEngine, warmUps } = engines;
  // A worker takes jobs once its models are loaded: the first job after a start is then as fast as any.
  const freeMemory = startReturningFreeMemory();
  if (config.toolQueue.workerWarmUp) {
    await warmUpEngines(warmUps);
    void returnFreeMemoryAfterWarmUp(freeMemory);
  }
  const queue = await openJobQueue(config.databaseUrl, config.toolQueue, 'worker');
  const worker = await startToolWorker(queue, database, findEngine);
  console.info(`[worker] taking tool jobs, ${config.toolQueue.workerConcurrency} at a time (pid ${process.pid})`);

  // Jobs still held after the deadline are retried elsewhere once they expire.
  stopOnSignals({
    label: 'worker',
    message: 'finishing the jobs in hand',
    graceMs: config.toolQueue.jobExpireSeconds * 1000,
    stop: async () => {
      freeMemory.stop();
      await worker.stop();
      await engines.stop();
      await queue.stop();
      await database.close();
    },
  });
}

runEntryPoint('worker', main);
