import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createDatabase } from '../db/create-database';
import { migrateDatabase } from '../db/migrate-database';
import { scheduleGuestCleanup } from './guests/delete-abandoned-guests';
import { createApp } from './app';
import { answerClientErrors } from './http/answer-client-errors';
import { configureServerTimeouts } from './http/configure-server-timeouts';
import { createEnginePorts } from './engines/create-engine-ports';
import { loadEnginesInWorkers } from './engines/run-engines-in-workers';
import { warmUpEngines } from './engines/warm-up-engines';
import { rehearseToolRuns } from './engines/rehearse-tool-runs';
import { loadConfig } from './config/load-config';
import { returnFreeMemoryAfterWarmUp, startReturningFreeMemory } from './memory/return-free-memory';
import { resolveSharedAuthSecret } from './config/resolve-shared-auth-secret';
import { startToolQueue } from './jobs/start-tool-queue';
import { runEntryPoint, stopOnSignals } from './process-lifecycle';

/** `node --import tsx src/server/main.ts`: migrate, then serve the API and the built web app on PORT. */
async function main() {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  config.authSecret = await resolveSharedAuthSecret(database, config.authSecret, config.dataDir);
  const { findEngine, setup, warmUps } = await loadEnginesInWorkers(createEnginePorts({ config, db: database.db }));
  // TOOL_QUEUE=postgres: runs become jobs for worker processes (docs/scale.md); otherwise the engines as they are.
  const toolQueue = await startToolQueue(config, database, findEngine);
  const { app } = createApp({ database, config, engines: toolQueue.findEngine, toolSetup: setup, serveWeb: true });
  const stopGuestCleanup = scheduleGuestCleanup(database.db);
  const freeMemory = startReturningFreeMemory();

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const storage = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.info(`[server] ${config.brandName} listening on http://localhost:${info.port} (${storage}); public URL ${config.baseUrl}`);
    // Loading the models leaves the most freed memory behind: hand it back once they are warm.
    // Then one small run per tool through the whole HTTP path, so the first visitor pays for none of it.
    const rehearse = () => rehearseToolRuns({ fetch: app.fetch, baseUrl: config.baseUrl, db: database.db, listeningUrl: `http://127.0.0.1:${info.port}` }, warmUps);
    // WARM_UP=0 leaves each tool's load to its first run: restarts that serve no visitor (development, the
    // crash tests' kill-and-restart rounds) skip loading every model they would not use.
    if (toolQueue.runsEngines && process.env.WARM_UP !== '0') void warmUpEngines(warmUps, console.info, rehearse).then(() => returnFreeMemoryAfterWarmUp(freeMemory));
  });
  answerClientErrors(configureServerTimeouts(server as Server));

  // Open event streams would keep close() waiting forever; give requests a moment, then go.
  stopOnSignals({
    label: 'server',
    message: 'shutting down',
    graceMs: 5000,
    stop: async () => {
      stopGuestCleanup();
      freeMemory.stop();
      server.close();
      await toolQueue.stop();
      await database.close();
    },
  });
}

runEntryPoint('server', main);
