import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { setAllowance } from '../usage/set-allowance';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

interface MeJson {
  user: { id: string; isAnonymous: boolean; email: string };
  profile: { username: string } | null;
  remaining: Record<string, number>;
}

describe('guests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('lets a visitor without a session use a tool: 200, a session cookie, and 9 left', async () => {
    const visitor = server.client();
    const response = await visitor.post('/api/tools/ai-detector', { text: 'first try' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('scribewell.session_token='))).toBe(true);
    expect(((await response.json()) as { remaining: number }).remaining).toBe(9);

    const me = await visitor.get('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as MeJson;
    expect(body.user.isAnonymous).toBe(true);
    expect(body.profile).toBeNull();
    expect(body.remaining.ai_detection).toBe(9);
    expect(body.remaining.plagiarism).toBe(10);

    // The next request reuses the guest instead of creating another one.
    const second = await visitor.post('/api/tools/ai-detector', { text: 'second try' });
    expect(((await second.json()) as { remaining: number }).remaining).toBe(8);
  });

  it('creates no guest for a first request refused as too long, and the next request still gets the full allowance', async () => {
    // Limits are checked before anyone is created or charged (issue 15: bad input costs nothing).
    const visitor = server.client();
    const response = await visitor.post('/api/tools/ai-detector', { text: 'word '.repeat(600) });
    expect(response.status).toBe(413);
    expect(visitor.cookies.size).toBe(0);
    const ok = await visitor.post('/api/tools/ai-detector', { text: 'A short text that fits the Free plan. '.repeat(8) });
    expect(ok.status).toBe(200);
    const me = (await (await visitor.get('/api/me')).json()) as MeJson;
    expect(me.user.isAnonymous).toBe(true);
    expect(me.remaining.ai_detection).toBe(9);
  });

  it('does not create a guest for a request that fails validation', async () => {
    const visitor = server.client();
    const response = await visitor.post('/api/tools/ai-detector', { wrong: true });
    expect(response.status).toBe(400);
    expect(visitor.cookies.size).toBe(0);
  });

  it('keeps history and remaining counts when a guest signs up, and removes the guest', async () => {
    const visitor = server.client();
    await visitor.post('/api/tools/ai-detector', { text: 'guest run one' });
    await visitor.post('/api/tools/plagiarism', { text: 'guest run two' });
    const guest = (await (await visitor.get('/api/me')).json()) as MeJson;
    expect(guest.user.isAnonymous).toBe(true);

    const email = uniqueEmail('convert');
    await visitor.signUp(email, STRONG_PASSWORD);
    const me = (await (await visitor.get('/api/me')).json()) as MeJson;
    expect(me.user).toMatchObject({ email, isAnonymous: false });
    expect(me.profile?.username).toBe(email.split('@')[0]);
    expect(me.remaining).toMatchObject({ ai_detection: 9, plagiarism: 9, grammar_check: 10 });

    const history = (await (await visitor.get('/api/history')).json()) as { items: { preview: string }[] };
    expect(history.items.map((item) => item.preview).sort()).toEqual(['guest run one', 'guest run two']);
    expect(await server.db.select().from(users).where(eq(users.id, guest.user.id))).toHaveLength(0);
  });

  it('keeps the lower count per tool when a guest signs in to an existing account', async () => {
    const email = uniqueEmail('existing');
    const owner = server.client();
    const { user } = await owner.signUp(email, STRONG_PASSWORD);
    await setAllowance(server.db, user.id, { ai_detection: 2, plagiarism: 10 });

    const visitor = server.client();
    await visitor.post('/api/tools/plagiarism', { text: 'as a guest' });
    const signIn = await visitor.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const me = (await (await visitor.get('/api/me')).json()) as MeJson;
    expect(me.user.id).toBe(user.id);
    expect(me.remaining).toMatchObject({ ai_detection: 2, plagiarism: 9 });
  });
});

describe('guest creation limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      engines: createTestEngines(),
      config: { guestRateLimit: { max: 2, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('answers a JSON 429 once an IP has created too many guests', async () => {
    const fromIp = () =>
      server.client().request('POST', '/api/tools/ai-detector', {
        json: { text: 'hello' },
        headers: { 'x-forwarded-for': '192.0.2.44' },
      });
    expect((await fromIp()).status).toBe(200);
    expect((await fromIp()).status).toBe(200);
    const limited = await fromIp();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const { error } = (await limited.json()) as { error: { code: string; message: string; retryAfter: number; reason: string } };
    expect(error).toMatchObject({ code: 'rate_limited', reason: 'guest_limit', retryAfter });
    // The person behind a shared address learns why, how long to wait, and that an account gets round it.
    expect(error.message).toMatch(/your network/);
    expect(error.message).toMatch(/try again as a guest in (1 hour|\d+ minutes)/);
    expect(error.message).toMatch(/Create a free account/);
  });
});
