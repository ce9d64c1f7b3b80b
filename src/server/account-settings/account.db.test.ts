import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, sessions, subscriptions, toolRuns, users } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('/api/account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signUp(name: string) {
    const client = server.client();
    const email = uniqueEmail(name);
    const { user } = await client.signUp(email, STRONG_PASSWORD);
    return { client, user, email };
  }

  const patch = (client: ReturnType<TestServer['client']>, json: unknown) => client.request('PATCH', '/api/account/profile', { json });

  it('updates the profile and refuses a taken username or a bad website with a clear 4xx', async () => {
    const { client } = await signUp('profile');
    const saved = await patch(client, { displayName: 'Ada L.', username: 'ada_lovelace_1', bio: 'Maths', location: 'London', website: 'https://ada.example.org' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ profile: { username: 'ada_lovelace_1', website: 'https://ada.example.org' } });

    const other = await signUp('other');
    const taken = await patch(other.client, { username: 'ADA_lovelace_1' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'username_taken' } });
    const badSite = await patch(other.client, { website: 'javascript:alert(1)' });
    expect(badSite.status).toBe(400);
    expect(((await badSite.json()) as { error: { message: string } }).error.message).toMatch(/http/);
    expect((await other.client.request('PATCH', '/api/account/profile', { body: 'not json' })).status).toBe(400);
  });

  it('stores an avatar under DATA_DIR and serves it back; refuses other types and big files', async () => {
    const { client } = await signUp('avatar');
    const form = new FormData();
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    const uploaded = await client.request('POST', '/api/account/avatar', { body: form });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
    const served = await server.client().get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const text = new FormData();
    text.set('avatar', new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    expect((await client.request('POST', '/api/account/avatar', { body: text })).status).toBe(415);
    const big = new FormData();
    big.set('avatar', new File([PNG, new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await client.request('POST', '/api/account/avatar', { body: big })).status).toBe(413);
    expect((await server.client().get('/api/account/avatars/..%2Fsecret')).status).toBe(404);
  });

  it('keeps no history when the privacy setting is off', async () => {
    const { client, user } = await signUp('privacy');
    expect(await (await client.get('/api/account/privacy')).json()).toEqual({ keepHistory: true });
    await client.request('PUT', '/api/account/privacy', { json: { keepHistory: false } });
    const run = await client.post('/api/tools/ai-detector', { text: 'do not remember me' });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ historyId: null, remaining: 9 });
    expect(await server.db.select().from(toolRuns).where(eq(toolRuns.userId, user.id))).toHaveLength(0);
  });

  it('exports all data as JSON without secrets', async () => {
    const { client, email } = await signUp('export');
    await client.post('/api/tools/ai-detector', { text: 'in the export' });
    const response = await client.get('/api/account/export');
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ user: { email }, profile: expect.any(Object), history: [expect.objectContaining({ toolId: 'ai-detector' })] });
    expect(JSON.stringify(data)).not.toMatch(/token|password/i);
  });

  it('refuses to delete the account without the right password, and says why', async () => {
    const { client, user, email } = await signUp('keep');
    const attempt = (json: unknown) => client.request('DELETE', '/api/account', { json });
    const noPassword = await attempt({ confirm: email });
    expect(noPassword.status).toBe(401);
    expect(await noPassword.json()).toMatchObject({ error: { code: 'password_required', message: 'Enter your password to confirm.' } });
    const wrong = await attempt({ confirm: email, password: 'not-my-password-at-all' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password', message: 'That password is not right.' } });
    expect(await server.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('deletes the account after typed confirmation and the password, cancelling a paid plan first', async () => {
    const { client, user, email } = await signUp('delete');
    await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'D' } });
    expect((await client.request('DELETE', '/api/account', { json: { confirm: 'yes', password: STRONG_PASSWORD } })).status).toBe(400);

    const deleted = await client.request('DELETE', '/api/account', { json: { confirm: email, password: STRONG_PASSWORD } });
    expect(deleted.status).toBe(200);
    for (const table of [users]) expect(await server.db.select().from(table).where(eq(table.id, user.id))).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
    expect(await server.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id))).toHaveLength(0);
    expect((await client.get('/api/me')).status).toBe(401);
  });
});
