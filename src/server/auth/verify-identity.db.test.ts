import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { currentTotp } from '../testing/current-totp';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

/** With two-factor on, deleting the account or turning two-factor off needs the password and a current code. */
describe('two-factor protects irreversible account changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signUpWithTwoFactor(name: string) {
    const client = server.client();
    const email = uniqueEmail(name);
    const { user } = await client.signUp(email, STRONG_PASSWORD);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const code = () => currentTotp(server.auth, totpURI);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await code() })).status).toBe(200);
    return { client, user, email, code };
  }

  async function errorOf(response: Response) {
    return ((await response.json()) as { error: { code: string; message: string } }).error;
  }

  it('refuses to delete the account without a valid code, then deletes it with one', async () => {
    const { client, user, email, code } = await signUpWithTwoFactor('delete-2fa');
    const attempt = (json: unknown) => client.request('DELETE', '/api/account', { json });

    const noCode = await attempt({ confirm: email, password: STRONG_PASSWORD });
    expect(noCode.status).toBe(403);
    expect((await errorOf(noCode)).message).toMatch(/code from your authenticator app/);
    const wrongCode = await attempt({ confirm: email, password: STRONG_PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(await errorOf(wrongCode)).toMatchObject({ code: 'invalid_two_factor_code' });
    const wrongPassword = await attempt({ confirm: email, password: 'not-my-password-at-all', code: await code() });
    expect(wrongPassword.status).toBe(401);
    expect(await server.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const deleted = await attempt({ confirm: email, password: STRONG_PASSWORD, code: await code() });
    expect(deleted.status).toBe(200);
    expect(await server.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('refuses to turn two-factor off with the password alone, then turns it off with a code', async () => {
    const { client, user, code } = await signUpWithTwoFactor('disable-2fa');
    const disable = (json: unknown) => client.post('/api/auth/two-factor/disable', json);

    const noCode = await disable({ password: STRONG_PASSWORD });
    expect(noCode.status).toBe(403);
    expect(await errorOf(noCode)).toMatchObject({ code: 'two_factor_required' });
    const wrongCode = await disable({ password: STRONG_PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(401);
    const wrongPassword = await disable({ password: 'not-my-password-at-all', code: await code() });
    expect(wrongPassword.status).toBe(401);
    expect(await errorOf(wrongPassword)).toMatchObject({ code: 'invalid_password' });
    const [still] = await server.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(still?.on).toBe(true);

    expect((await disable({ password: STRONG_PASSWORD, code: await code() })).status).toBe(200);
    const [after] = await server.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(after?.on).toBe(false);
  });
});
