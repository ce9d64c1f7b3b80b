import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

describe('session tokens stay in HttpOnly cookies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function tokensOf(userId: string) {
    return (await server.db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row);
  }

  it('answers no session token in any body outside sign-in and sign-up, and revokes another device by id', async () => {
    const email = uniqueEmail('tokens');
    const laptop = server.client();
    const { user } = await laptop.signUp(email, STRONG_PASSWORD);
    const phone = server.client();
    expect((await phone.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(200);
    await laptop.post('/api/tools/text-compare', { original: 'a b', revised: 'a c' });
    const tokens = (await tokensOf(user.id)).map((row) => row.token);
    expect(tokens).toHaveLength(2);

    const bodies: [string, string][] = [];
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions', '/api/me', '/api/history', '/api/account/export']) {
      const response = await laptop.get(path);
      expect(response.status, path).toBe(200);
      bodies.push([path, await response.text()]);
    }
    const listed = JSON.parse(bodies[1]![1]) as { id: string; userAgent?: string }[];
    expect(listed).toHaveLength(2);
    for (const [path, body] of bodies) for (const token of tokens) expect(body, path).not.toContain(token);

    // The phone's session, by the id the list gives: revoked, and another account cannot touch it.
    const current = (JSON.parse(bodies[0]![1]) as { session: { id: string } }).session.id;
    const phoneSession = listed.find((session) => session.id !== current)!;
    const stranger = server.client();
    await stranger.signUp(uniqueEmail('stranger'), STRONG_PASSWORD);
    expect((await stranger.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await phone.get('/api/me')).status).toBe(200);
    const revoked = await laptop.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(revoked.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);

    // A password change signs the other sessions out and starts a new one: its token stays in the cookie too.
    const changed = await laptop.post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'amber-Falcon-88-slowly', revokeOtherSessions: true });
    expect(changed.status).toBe(200);
    const changedBody = await changed.text();
    for (const { token } of await tokensOf(user.id)) expect(changedBody).not.toContain(token);
    expect((await laptop.get('/api/me')).status).toBe(200);
  });
});
