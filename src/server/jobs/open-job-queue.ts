import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { ToolQueueConfig } from '../config/load-config';
import { JOB_RETRY_LIMIT, TOOL_JOB_QUEUES } from './tool-job';

export interface JobQueue {
  boss: PgBoss;
  settings: ToolQueueConfig;
  /** Options every tool job is sent with. */
  sendOptions: PgBoss.SendOptions;
  stop(): Promise<void>;
}

/** Where pg-boss keeps its tables (its default, named so our own SQL against them says which schema). */
export const JOB_SCHEMA = 'pgboss';
/** pg-boss's own connections per process: it sends, fetches and completes; the app keeps its pool. */
const QUEUE_POOL_SIZE = 4;
/** Finished jobs are deleted by whoever reads them; anything left over (a crashed API) goes within the hour. */
const LEFTOVER_SECONDS = 3600;

/**
 * Connects pg-boss to PostgreSQL (installing its `pgboss` schema on first use, under its own lock, so
 * instances may start together) and makes sure the tool queues exist. `role` names the connections in
 * pg_stat_activity, which is how an operator (and the multi-instance test) tells workers apart.
 */
export async function openJobQueue(databaseUrl: string, settings: ToolQueueConfig, role: 'api' | 'worker'): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    max: QUEUE_POOL_SIZE,
    application_name: `scribewell-${role} ${hostname()}:${process.pid}`,
    // No cron jobs here; expiry checks are what matter: a dead worker's job is found within a fraction of its expiry.
    schedule: false,
    maintenanceIntervalSeconds: findMaintenanceInterval(settings.jobExpireSeconds),
    archiveCompletedAfterSeconds: LEFTOVER_SECONDS,
    deleteAfterSeconds: LEFTOVER_SECONDS,
  });
  // pg-boss reports lost connections as events; unhandled, an 'error' event would end the process.
  boss.on('error', (error) => console.error('[jobs] queue error:', error.message));
  await boss.start();
  for (const name of TOOL_JOB_QUEUES) await createQueueOnce(boss, name);
  return {
    boss,
    settings,
    sendOptions: {
      retryLimit: JOB_RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds: settings.jobExpireSeconds,
      // A job no worker took before the API stopped waiting is archived (and deleted) by maintenance.
      retentionSeconds: settings.timeoutSeconds + 60,
    },
    stop: () => boss.stop({ graceful: false, close: true, wait: true }),
  };
}

/** Expired jobs are looked for this often: a sixth of the expiry, between 1 and 60 seconds. */
export function findMaintenanceInterval(jobExpireSeconds: number): number {
  return Math.min(60, Math.max(1, Math.ceil(jobExpireSeconds / 6)));
}

/** Processes starting together may deadlock creating the queue's table: the loser waits a moment and looks again. */
async function createQueueOnce(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy: 'standard' });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}
