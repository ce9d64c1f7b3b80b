import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, subscriptions, userActions, users } from '../../db/schema/index';
import { COUNTERS } from '../../domain/tools';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { TestClient } from '../testing/test-client';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('accounts and auth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { google: { clientId: 'google-client-id', clientSecret: 'google-secret' } } });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('starts Google sign-in with a redirect back to the site', async () => {
    const response = await server.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.hostname).toBe('accounts.google.com');
    expect(authorize.searchParams.get('client_id')).toBe('google-client-id');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.config.baseUrl}/api/auth/callback/google`);
  });

  it('provisions a profile, a Free subscription renewing in 360 days and 10 of every counter on sign-up', async () => {
    const email = uniqueEmail('maria');
    const { user } = await server.client().signUp(email, STRONG_PASSWORD, 'Maria Lopez');

    const [profile] = await server.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ username: email.split('@')[0], displayName: 'Maria Lopez', avatarUrl: '', bio: '' });

    const rows = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ package: 'Free', isActive: true });
    const renewalInDays = (rows[0]!.nextRenewal!.getTime() - Date.now()) / DAY_MS;
    expect(renewalInDays).toBeGreaterThan(359.9);
    expect(renewalInDays).toBeLessThan(360.1);

    const [counters] = await server.db.select().from(userActions).where(eq(userActions.userId, user.id));
    for (const counter of COUNTERS) expect(counters?.[counter]).toBe(10);
  });

  it('uses the username as display name without a name, and keeps usernames unique', async () => {
    const local = `sam${Date.now().toString(36)}`;
    const first = await server.client().signUp(`${local}@example.com`, STRONG_PASSWORD);
    const second = await server.client().signUp(`${local}@example.org`, STRONG_PASSWORD);
    const [firstProfile] = await server.db.select().from(profiles).where(eq(profiles.id, first.user.id));
    const [secondProfile] = await server.db.select().from(profiles).where(eq(profiles.id, second.user.id));
    expect(firstProfile).toMatchObject({ username: local, displayName: local });
    expect(secondProfile?.username).toBe(`${local}2`);
  });

  it('rejects a weak password with the reasons', async () => {
    const response = await server.client().post('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'password1', name: 'x' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; reasons: string[] } };
    expect(body.error.code).toBe('weak_password');
    expect(body.error.reasons.length).toBeGreaterThan(0);
    for (const reason of body.error.reasons) expect(body.error.message).toContain(reason);
    expect(body.error.message).toMatch(/commonly used password/i);
  });

  it('rejects a password built from the e-mail address', async () => {
    const response = await server.client().post('/api/auth/sign-up/email', {
      email: 'jonathan.harker@example.com',
      password: 'jonathanharker',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('weak_password');
  });

  it.each([
    ['sign-up without a password', '/api/auth/sign-up/email', { email: 'a@example.com' }],
    ['sign-up without an e-mail', '/api/auth/sign-up/email', { password: STRONG_PASSWORD }],
    ['sign-in with an empty e-mail', '/api/auth/sign-in/email', { email: '', password: STRONG_PASSWORD }],
    ['sign-in without a body', '/api/auth/sign-in/email', undefined],
  ])('%s answers 400 with the specified message', async (_name, path, body) => {
    const response = await server.client().post(path, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toBe('You must provide either an email or phone number and a password');
  });

  it('signs in, reports the session at /api/me and signs out', async () => {
    const email = uniqueEmail('lee');
    await server.client().signUp(email, STRONG_PASSWORD);
    const browser = server.client();

    const wrong = await browser.post('/api/auth/sign-in/email', { email, password: 'not-the-password-at-all' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_email_or_password');

    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: unknown;
      profile: unknown;
      subscription: { nextRenewal: unknown };
      remaining: Record<string, number>;
      limits: unknown;
      periodEnd: string;
    };
    expect(body.user).toMatchObject({ email, isAnonymous: false });
    expect(body.profile).toMatchObject({ username: email.split('@')[0] });
    expect(body.subscription).toMatchObject({ package: 'Free', isActive: true });
    expect(typeof body.subscription.nextRenewal).toBe('string');
    expect(Object.keys(body.remaining).sort()).toEqual([...COUNTERS].sort());
    expect(body.limits).toEqual({ requestsPerMonth: 10, wordsPerScan: 500, history: 'limited' });
    expect(new Date(body.periodEnd).getTime()).toBeGreaterThan(Date.now());

    const signOut = await browser.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('answers 401, not 500, when the account behind a cached session was deleted', async () => {
    const browser = server.client();
    const { user } = await browser.signUp(uniqueEmail('deleted'), STRONG_PASSWORD);
    await server.db.delete(users).where(eq(users.id, user.id));
    // The dead cookie is refused (not turned into a fresh guest), then cleared.
    expect((await browser.post('/api/tools/text-compare', { original: 'a', revised: 'b' })).status).toBe(401);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  it('answers /api/me with a JSON 401 without a session', async () => {
    const response = await server.client().get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it("answers /api/me 200 {user: null} without a session when the web app's x-session-optional header asks", async () => {
    const response = await server.client().get('/api/me', { headers: { 'x-session-optional': '1' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
    const browser = server.client();
    await browser.signUp(uniqueEmail('optional'), STRONG_PASSWORD);
    const signedIn = await browser.get('/api/me', { headers: { 'x-session-optional': '1' } });
    expect(((await signedIn.json()) as { user: { email: string } | null }).user?.email).toMatch(/^optional\./);
  });

  it('signs up on any host name that reaches the server (Origin = that host), and still refuses a foreign Origin', async () => {
    const otherName = new TestClient(server.app, 'http://192.0.2.10:3000');
    const response = await otherName.post('/api/auth/sign-up/email', { email: uniqueEmail('lan'), password: STRONG_PASSWORD, name: 'Lan' });
    expect(response.status).toBe(200);
    expect(((await (await otherName.get('/api/auth/get-session')).json()) as { user?: unknown } | null)?.user).toBeTruthy();
    const foreign = await otherName.request('POST', '/api/auth/sign-up/email', {
      json: { email: uniqueEmail('csrf'), password: STRONG_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('e-mails a password-reset link that sets a new password', async () => {
    const email = uniqueEmail('reset');
    await server.client().signUp(email, STRONG_PASSWORD);
    const request = await server.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.status).toBe(200);
    const message = server.mail.find((mail) => mail.to === email);
    expect(message?.subject).toMatch(/reset/i);
    const token = /reset-password\/([^?\s]+)/.exec(message!.text)?.[1];
    expect(token).toBeTruthy();

    const weak = await server.client().post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(weak.status).toBe(400);
    const reset = await server.client().post('/api/auth/reset-password', { token, newPassword: 'amber-Lantern-77-slowly' });
    expect(reset.status).toBe(200);
    const signIn = await server.client().post('/api/auth/sign-in/email', { email, password: 'amber-Lantern-77-slowly' });
    expect(signIn.status).toBe(200);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const browser = server.client();
    await browser.signUp(uniqueEmail(), STRONG_PASSWORD);
    const response = await browser.request('POST', '/api/auth/sign-out', {
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('sign-in rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { authRateLimit: { max: 3, windowSeconds: 60 } } });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('answers the attempt over the limit with a JSON 429 and Retry-After, per IP', async () => {
    const attempt = (ip: string) =>
      server.client().request('POST', '/api/auth/sign-in/email', {
        json: { email: 'nobody@example.com', password: 'whatever-it-is-123' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt('203.0.113.7')).status).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await attempt('198.51.100.2')).status).toBe(401);
  });
});
