import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../src/server/testing/create-test-server';
import { createTestEngines } from '../../src/server/testing/test-engines';

/**
 * Sign-up writes the user row, then its password (the credential account row). A process killed
 * between the two left a user who could never sign in and whose e-mail was taken for good. The
 * deterministic stand-in for that crash: the second write fails. Nothing of the account may remain.
 */
describe('sign-up is all or nothing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('leaves no user row when storing the password fails, so the same e-mail can sign up again', async () => {
    const email = uniqueEmail('half-created');
    await server.db.execute(sql`CREATE FUNCTION refuse_credentials() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash before the password is stored'; END $$`);
    await server.db.execute(sql`CREATE TRIGGER refuse_credentials BEFORE INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION refuse_credentials()`);
    let failed: Response;
    try {
      failed = await server.client().post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD });
    } finally {
      await server.db.execute(sql`DROP TRIGGER refuse_credentials ON accounts`);
      await server.db.execute(sql`DROP FUNCTION refuse_credentials()`);
    }
    expect(failed.status).not.toBe(200);
    const users = await queryRows<{ id: string }>(server.db, sql`SELECT id FROM users WHERE email = ${email}`);
    expect(users).toEqual([]);

    // With nothing left behind, the next attempt makes a whole account that can sign in.
    const { user } = await server.client().signUp(email, STRONG_PASSWORD);
    expect(user.email).toBe(email);
  });
});
