import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { userActions } from '../../src/db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../src/db/testing/create-test-database';
import { createApp, type ScribewellApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config/load-config';
import { resolveSharedAuthSecret } from '../../src/server/config/resolve-shared-auth-secret';
import { readStreamUntil } from '../../src/server/testing/read-stream-until';
import { STRONG_PASSWORD, uniqueEmail } from '../../src/server/testing/create-test-server';
import { TestClient } from '../../src/server/testing/test-client';
import { createTestEngines } from '../../src/server/testing/test-engines';

interface Instance {
  name: string;
  database: Database;
  config: Config;
  scribewell: ScribewellApp;
  client(cookies?: Map<string, string>): TestClient;
}

/** One app instance as main.ts starts it: its own connection pool, the secret read from the shared database. */
async function startInstance(name: string, url: string): Promise<Instance> {
  const database = await createDatabase({ databaseUrl: url });
  const base = loadConfig({ DATABASE_URL: url, BILLING_SANDBOX: 'true' });
  const config: Config = {
    ...base,
    authSecret: await resolveSharedAuthSecret(database, undefined, base.dataDir),
    authRateLimit: { max: 5, windowSeconds: 60 },
    guestRateLimit: { max: 10_000, windowSeconds: 60 },
  };
  const scribewell = createApp({ database, config, engines: createTestEngines(), mailer: { sendMail: async () => {} } });
  return {
    name,
    database,
    config,
    scribewell,
    client(cookies) {
      const client = new TestClient(scribewell.app, config.baseUrl);
      for (const [key, value] of cookies ?? []) client.cookies.set(key, value);
      return client;
    },
  };
}

/** Two instances of the app on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!process.env.DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    shared = await createTestDatabase();
    [a, b] = await Promise.all([startInstance('A', shared.url!), startInstance('B', shared.url!)]);
  });
  afterAll(async () => {
    await Promise.all([a?.database.close(), b?.database.close()]);
    await shared?.destroy();
  });

  it('agree on one generated AUTH_SECRET, so each accepts the other’s cookies', async () => {
    expect(a.config.authSecret).toBe(b.config.authSecret);
    const onA = a.client();
    const email = uniqueEmail('shared-cookie');
    await onA.signUp(email, STRONG_PASSWORD);
    const me = await b.client(onA.cookies).get('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('gives exactly 100 of 1,000 concurrent tool runs, spread over both, to an account with 100 left', async () => {
    const onA = a.client();
    const { user } = await onA.signUp(uniqueEmail('allowance'), STRONG_PASSWORD);
    await a.database.db.update(userActions).set({ text_compare: 100 }).where(eq(userActions.userId, user.id));
    const onB = b.client(onA.cookies);
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, async (_, index) => {
        const response = await (index % 2 ? onA : onB).post('/api/tools/text-compare', { original: 'one two', revised: `one ${index}` });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.filter((status) => status === 402)).toHaveLength(900);
    const [counters] = await b.database.db.select().from(userActions).where(eq(userActions.userId, user.id));
    expect(counters?.text_compare).toBe(0);
  }, 120_000);

  it('delivers a usage event published by A to a browser connected to B', async () => {
    const onA = a.client();
    await onA.signUp(uniqueEmail('events'), STRONG_PASSWORD);
    const stream = await b.client(onA.cookies).get('/api/events');
    expect(stream.status).toBe(200);
    const received = readStreamUntil(stream.body!, /event: usage\n/, 5000);
    // The subscription on B is registered before the stream opens; A's run then notifies through PostgreSQL.
    expect((await onA.post('/api/tools/text-compare', { original: 'a b', revised: 'a c' })).status).toBe(200);
    expect(await received).toMatch(/event: usage/);
  });

  it('holds the sign-in rate limit across both instances', async () => {
    const attempt = (instance: Instance) =>
      instance.client().request('POST', '/api/auth/sign-in/email', {
        json: { email: uniqueEmail('nobody'), password: 'whatever-it-is-123' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(index % 2 ? a : b).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('refuses a cookie signed with another secret instead of minting a guest', async () => {
    const outsider = await createDatabase({ databaseUrl: shared.url });
    try {
      const base = loadConfig({ DATABASE_URL: shared.url });
      const foreign = createApp({
        database: outsider,
        config: { ...base, authSecret: 'a-different-secret-that-is-long-enough-too' },
        engines: createTestEngines(),
        mailer: { sendMail: async () => {} },
      });
      const elsewhere = new TestClient(foreign.app, base.baseUrl);
      await elsewhere.signUp(uniqueEmail('foreign'), STRONG_PASSWORD);
      const refused = await a.client(elsewhere.cookies).post('/api/tools/text-compare', { original: 'a', revised: 'b' });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('session_expired');
    } finally {
      await outsider.close();
    }
  });
});
