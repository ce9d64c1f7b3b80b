import { serve } from '@hono/node-server';
import { createDatabase } from '../../src/db/create-database';
import { migrateDatabase } from '../../src/db/migrate-database';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/load-config';
import { loadEngines } from '../../src/server/engines/compose-engines';
import { createEnginePorts } from '../../src/server/engines/create-engine-ports';
import { loadEnginesInWorkers } from '../../src/server/engines/run-engines-in-workers';
import { TestClient } from '../../src/server/testing/test-client';
import { setAllowance } from '../../src/server/usage/set-allowance';

/**
 * The real app as main.ts builds it (engines in their worker lanes, not warmed; BENCH_ENGINES=in-process
 * composes them on the main thread instead, to see what the lane costs a tiny run), with one signed-up
 * user whose text-compare counter cannot run out during the bench. Prints {port, cookie} once listening.
 */
const config = loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR, PORT: '0' });
config.authSecret = 'bench-secret-that-is-long-enough-for-better-auth';
config.authRateLimit = { max: 1_000_000, windowSeconds: 60 };
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const ports = createEnginePorts({ config, db: database.db });
const { findEngine, setup } = process.env.BENCH_ENGINES === 'in-process' ? await loadEngines(ports) : await loadEnginesInWorkers(ports);
const { app } = createApp({ database, config, engines: findEngine, toolSetup: setup });

const client = new TestClient(app, config.baseUrl);
const email = `bench.${Date.now().toString(36)}@example.com`;
const password = 'violet-Harbour-42-quietly';
const { user } = await client.signUp(email, password);
// Sign-up may not sign in (it answers the same for a registered e-mail), so sign in explicitly.
const signIn = await client.post('/api/auth/sign-in/email', { email, password });
if (signIn.status !== 200) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
await setAllowance(database.db, user.id, { text_compare: 1_000_000_000 });
const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

serve({ fetch: app.fetch, port: 0 }, (info) => console.log(JSON.stringify({ port: info.port, cookie, origin: config.baseUrl })));

// A clean exit on SIGTERM, so `--cpu-prof` (BENCH_PROFILE=1) gets to write its profile.
process.on('SIGTERM', () => process.exit(0));
