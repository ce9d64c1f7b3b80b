import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../db/testing/create-test-database';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config/load-config';
import { loadEngines, type FindEngine } from '../engines/compose-engines';
import { createEnginePorts } from '../engines/create-engine-ports';
import type { MailMessage } from '../mail/mailer';
import { TestClient } from './test-client';

export interface TestServerOptions {
  /** Defaults to the real engines, composed as the server composes them. */
  engines?: FindEngine;
  config?: Partial<Config>;
  heartbeatMs?: number;
  /** How long a session stays cached; statement-count tests lengthen it so a slow machine cannot expire it mid-test. */
  sessionCacheTtlMs?: number;
}

/**
 * The real app on a throwaway database (PGlite in memory, or a fresh PostgreSQL database when
 * DATABASE_URL is set). Mail is captured in `mail`. Share one per test file: PGlite takes seconds to start.
 */
export async function createTestServer(options: TestServerOptions = {}) {
  const testDatabase = await createTestDatabase();
  // The test-mode checkout is on, as in the e2e server; a test of the unconfigured server turns it off.
  const base = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'scribewell-test-')), BILLING_SANDBOX: 'true' });
  const config: Config = {
    ...base,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    authRateLimit: { max: 10_000, windowSeconds: 60 },
    guestRateLimit: { max: 10_000, windowSeconds: 60 },
    ...options.config,
  };
  const mail: MailMessage[] = [];
  // The real engines, composed as the server composes them, unless the test brings its own.
  const composed = await loadEngines(createEnginePorts({ config, db: testDatabase.database.db }));
  const scribewell = createApp({
    database: testDatabase.database,
    config,
    engines: options.engines ?? composed.findEngine,
    toolSetup: composed.setup,
    heartbeatMs: options.heartbeatMs,
    sessionCacheTtlMs: options.sessionCacheTtlMs,
    mailer: {
      async sendMail(message) {
        mail.push(message);
      },
    },
  });
  return {
    ...scribewell,
    config,
    database: testDatabase.database,
    db: testDatabase.database.db,
    /** Counts the SQL statements a request sends (`server.statements.record(() => client.post(…))`). */
    statements: testDatabase.statements,
    mail,
    /** A browser-like client with its own cookie jar. */
    client: () => new TestClient(scribewell.app, config.baseUrl),
    destroy: () => testDatabase.destroy(),
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

let emailSequence = 0;
/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(name = 'user'): string {
  emailSequence += 1;
  return `${name}.${Date.now().toString(36)}${emailSequence}@example.com`;
}

export const STRONG_PASSWORD = 'violet-Harbour-42-quietly';
