import type { Database } from '../../db/database';
import type { Config } from '../config/load-config';
import type { FindEngine } from '../engines/compose-engines';
import { createQueuedEngines } from './create-queued-engines';
import { openJobQueue } from './open-job-queue';
import { createToolJobClient } from './tool-job-client';
import { startToolWorker } from './work-tool-jobs';

export interface ToolQueueRuntime {
  /** The engines the API should use: queued ones when TOOL_QUEUE=postgres, the given ones otherwise. */
  findEngine: FindEngine;
  /** Whether this process runs engines itself (and so should warm them up). */
  runsEngines: boolean;
  stop(): Promise<void>;
}

/**
 * main.ts's one call: without TOOL_QUEUE nothing changes (engines run in-process); with it, runs become
 * jobs, and this process also takes jobs unless API_RUNS_WORKER=false.
 */
export async function startToolQueue(config: Pick<Config, 'toolQueue' | 'databaseUrl'>, database: Database, findEngine: FindEngine): Promise<ToolQueueRuntime> {
  const settings = config.toolQueue;
  if (!settings.enabled || !config.databaseUrl) return { findEngine, runsEngines: true, stop: async () => {} };
  const queue = await openJobQueue(config.databaseUrl, settings, 'api');
  const client = await createToolJobClient(queue, database);
  const worker = settings.apiRunsWorker ? await startToolWorker(queue, database, findEngine) : undefined;
  console.info(`[jobs] tool runs go through the PostgreSQL queue${worker ? '; this process takes jobs too' : ' (npm run worker takes them)'}`);
  return {
    findEngine: createQueuedEngines(findEngine, client),
    runsEngines: Boolean(worker),
    async stop() {
      await worker?.stop();
      await client.stop();
      await queue.stop();
    },
  };
}
