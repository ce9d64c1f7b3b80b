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
import { loadConfig } from './config/load-config';
import { resolveSharedAuthSecret } from './config/resolve-shared-auth-secret';
import { startToolQueue } from './jobs/start-tool-queue';

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

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const storage = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.info(`[server] ${config.brandName} listening on http://localhost:${info.port} (${storage}); public URL ${config.baseUrl}`);
    if (toolQueue.runsEngines) void warmUpEngines(warmUps);
  });
  answerClientErrors(configureServerTimeouts(server as Server));

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.info(`[server] ${signal}: shutting down`);
    // Open event streams would keep close() waiting forever; give requests a moment, then go.
    const forceExit = setTimeout(() => process.exit(0), 5000);
    forceExit.unref();
    stopGuestCleanup();
    server.close();
    await toolQueue.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[server] failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
