import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import { TestClient } from '../testing/test-client';

/** Each session is read once and then cached for a moment: these check that nothing ended outlives its end. */
describe('session cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  /** One account signed in on two devices, both with a session that is cached by now. */
  async function signInTwice(instance: { app: TestServer['app'] } = server) {
    const email = uniqueEmail('cache');
    const laptop = server.client();
    await laptop.signUp(email, STRONG_PASSWORD);
    const phone = new TestClient(instance.app, server.config.baseUrl);
    expect((await phone.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);
    return { email, laptop, phone };
  }

  function copyOf(client: TestClient, app = server.app) {
    const copy = new TestClient(app, server.config.baseUrl);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  }

  it('refuses a signed-out session on the very next request, even replayed', async () => {
    const { laptop } = await signInTwice();
    const stolen = copyOf(laptop);
    expect((await stolen.get('/api/me')).status).toBe(200);
    expect((await laptop.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await stolen.get('/api/me')).status).toBe(401);
    expect((await stolen.get('/api/history')).status).toBe(401);
  });

  it('refuses the other devices right after "sign out everywhere else"', async () => {
    const { laptop, phone } = await signInTwice();
    expect((await laptop.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
  });

  it('refuses a revoked device and every device after a password change that signs others out', async () => {
    const { laptop, phone } = await signInTwice();
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'amber-Lantern-77-slowly',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/history')).status).toBe(401);
  });

  it('shows a new name on the next request', async () => {
    const { laptop } = await signInTwice();
    expect((await laptop.post('/api/auth/update-user', { name: 'Grace Hopper' })).status).toBe(200);
    const me = (await (await laptop.get('/api/me')).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Grace Hopper');
  });

  it('tells a second instance on the same database, which then refuses the revoked session', async () => {
    const second = createApp({ database: server.database, config: server.config, engines: createTestEngines() });
    const { laptop, phone } = await signInTwice(second);
    expect((await laptop.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    // Well inside the cache's lifetime, so only the notification can explain the refusal.
    await expect.poll(async () => (await phone.get('/api/me')).status, { timeout: 1000, interval: 25 }).toBe(401);
  });
});
