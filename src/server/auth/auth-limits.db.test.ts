import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../testing/current-totp';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import type { TestClient } from '../testing/test-client';

const WRONG_PASSWORD = 'not-my-password-at-all-9';

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('sign-in and password limits, sign-up without enumeration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      engines: createTestEngines(),
      config: { accountSignInRateLimit: { max: 3, windowSeconds: 900 }, passwordCheckRateLimit: { max: 3, windowSeconds: 900 } },
    });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const signInFrom = (ip: string, email: string, password: string) =>
    server.client().request('POST', '/api/auth/sign-in/email', { json: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('answers a sign-up with a taken e-mail like a new one (status, body), signs in only a new account, and e-mails the owner instead', async () => {
    const taken = uniqueEmail('taken');
    await server.client().signUp(taken, STRONG_PASSWORD);
    const mailBefore = server.mail.length;

    const freshClient = server.client();
    const strangerClient = server.client();
    const fresh = await freshClient.post('/api/auth/sign-up/email', { email: uniqueEmail('fresh'), password: STRONG_PASSWORD });
    const again = await strangerClient.post('/api/auth/sign-up/email', { email: taken, password: 'another-Lantern-77-softly' });
    expect(again.status).toBe(fresh.status);
    expect(again.status).toBe(200);
    // One request, one password hash: the new account is signed in by its sign-up (issue 37); the
    // stranger gets no session, the same outcome the old sign-up-then-sign-in gave them.
    const sessionCookie = (response: Response) => response.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie));
    expect(sessionCookie(fresh)).toBe(true);
    expect(sessionCookie(again)).toBe(false);
    expect(((await (await freshClient.get('/api/auth/get-session')).json()) as { user?: unknown } | null)?.user).toBeTruthy();
    expect(await (await strangerClient.get('/api/auth/get-session')).json()).toBeNull();
    const shape = (body: Record<string, unknown>) => ({ keys: Object.keys(body).sort(), token: body.token, userKeys: Object.keys(body.user as object).sort() });
    expect(shape((await again.json()) as Record<string, unknown>)).toEqual(shape((await fresh.json()) as Record<string, unknown>));

    const sent = server.mail.slice(mailBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: taken, subject: expect.stringMatching(/already have/) });
    expect(sent[0]!.text).toContain('/login');
    // The owner's password still works; the stranger's does not.
    expect((await signInFrom('192.0.2.1', taken, STRONG_PASSWORD)).status).toBe(200);
    expect((await signInFrom('192.0.2.1', taken, 'another-Lantern-77-softly')).status).toBe(401);
  });

  it('limits sign-in per account across addresses, without touching other accounts', async () => {
    const victim = uniqueEmail('victim');
    await server.client().signUp(victim, STRONG_PASSWORD);
    // A right password starts the count over: only failed guesses add up.
    expect((await signInFrom('198.51.100.9', victim, WRONG_PASSWORD)).status).toBe(401);
    expect((await signInFrom('198.51.100.9', victim, STRONG_PASSWORD)).status).toBe(200);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await signInFrom(ip, victim, WRONG_PASSWORD)).status).toBe(401);
    const limited = await signInFrom('198.51.100.4', victim, STRONG_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(limited)).message).toMatch(/this account.*15 minutes/);
    // Case does not open a new window.
    expect((await signInFrom('198.51.100.5', victim.toUpperCase(), STRONG_PASSWORD)).status).toBe(429);

    const bystander = uniqueEmail('bystander');
    await server.client().signUp(bystander, STRONG_PASSWORD);
    expect((await signInFrom('198.51.100.4', bystander, STRONG_PASSWORD)).status).toBe(200);
  });

  it('limits password re-checks per account, whatever the address', async () => {
    const client = server.client();
    const email = uniqueEmail('recheck');
    await client.signUp(email, STRONG_PASSWORD);
    const verify = (password: string, ip: string) =>
      client.request('POST', '/api/auth/verify-password', { json: { password }, headers: { 'x-forwarded-for': ip } });
    // The sign-up's sign-in does not count: only re-checks do.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await verify(WRONG_PASSWORD, ip)).status).toBe(400);
    const limited = await verify(STRONG_PASSWORD, '203.0.113.4');
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/password checks/) });
    expect((await client.post('/api/auth/change-password', { currentPassword: WRONG_PASSWORD, newPassword: 'fresh-Meadow-93-slowly' })).status).toBe(429);
    // Deleting the account re-checks the password too: the same count, from any address.
    const deletion = await client.request('DELETE', '/api/account', { json: { confirm: email, password: STRONG_PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(deletion.status).toBe(429);
    expect(await errorOf(deletion)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/password checks on this account/) });
    expect((await client.get('/api/me')).status).toBe(200);

    // Someone else's re-checks are their own.
    const other = server.client();
    await other.signUp(uniqueEmail('recheck-other'), STRONG_PASSWORD);
    expect((await other.post('/api/auth/verify-password', { password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('allows 5 two-factor codes per sign-in challenge, then asks to start again', async () => {
    const client = server.client();
    const email = uniqueEmail('totp');
    await client.signUp(email, STRONG_PASSWORD);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await currentTotp(server.auth, totpURI) })).status).toBe(200);

    const device: TestClient = server.client();
    const challenge = await device.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(await challenge.json()).toMatchObject({ twoFactorRedirect: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await device.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    }
    const sixth = await device.post('/api/auth/two-factor/verify-totp', { code: await currentTotp(server.auth, totpURI) });
    expect(sixth.status).toBe(400);
    expect((await errorOf(sixth)).message).toMatch(/Too many attempts/);
  });

  it('refuses a session cookie it no longer accepts instead of turning it into a fresh guest', async () => {
    const client = server.client();
    client.cookies.set('scribewell.session_token', 'forged-or-revoked.token');
    const refused = await client.post('/api/tools/text-compare', { original: 'a b', revised: 'a c' });
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({ code: 'session_expired', message: expect.stringMatching(/session has ended/) });
    // The dead cookie is cleared, so running the tool again starts a guest in the open.
    expect(client.cookies.has('scribewell.session_token')).toBe(false);
    const guest = await client.post('/api/tools/text-compare', { original: 'a b', revised: 'a c' });
    expect(guest.status).toBe(200);
    expect(client.cookies.has('scribewell.session_token')).toBe(true);
  });
});
