import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActions, users } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

/** Bodies with characters JSON.stringify would escape differently: written by hand, as an attacker would. */
const raw = (json: string) => ({ body: json, headers: { 'content-type': 'application/json' } });

describe('stored fields: NUL, lone surrogates and unbounded lengths are a 400, never a 500 or a lock-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedIn() {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('fields'), STRONG_PASSWORD);
    return { client, userId: user.id };
  }

  async function expectRefused(response: Response, code: string) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    return body.error;
  }

  it('refuses a NUL in the account name and in profile fields, naming the field', async () => {
    const { client } = await signedIn();
    const error = await expectRefused(await client.request('POST', '/api/auth/update-user', raw('{"name":"Ada\\u0000"}')), 'invalid_text');
    expect(error.message).toMatch(/"name" contains a NUL character/);
    await expectRefused(await client.request('PATCH', '/api/account/profile', raw('{"bio":"x\\u0000y"}')), 'invalid_text');
    await expectRefused(await client.request('PATCH', '/api/account/profile', raw('{"displayName":"half \\ud800"}')), 'invalid_text');
  });

  it('refuses {"name": null} and a 12,000-character name, and the account keeps working', async () => {
    const { client, userId } = await signedIn();
    await expectRefused(await client.request('POST', '/api/auth/update-user', { json: { name: null } }), 'invalid_input');
    const error = await expectRefused(await client.request('POST', '/api/auth/update-user', { json: { name: 'n'.repeat(12_000) } }), 'invalid_input');
    expect(error.message).toBe('name: The name may have at most 100 characters.');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.request('POST', '/api/auth/update-user', { json: { name: 'Ada Lovelace' } })).status).toBe(200);
    const [row] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('Ada Lovelace');
  });

  it('refuses a 12,000-character name at sign-up', async () => {
    const response = await server.client().post('/api/auth/sign-up/email', { email: uniqueEmail('long'), password: STRONG_PASSWORD, name: 'n'.repeat(12_000) });
    await expectRefused(response, 'invalid_input');
  });

  it('accepts only web and inline-image addresses as the avatar image', async () => {
    const { client } = await signedIn();
    for (const image of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd']) {
      await expectRefused(await client.request('POST', '/api/auth/update-user', { json: { image } }), 'invalid_input');
    }
    for (const image of ['https://example.org/me.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect((await client.request('POST', '/api/auth/update-user', { json: { image } })).status).toBe(200);
    }
  });

  it('refuses a NUL in a reset token, in the body or in the address', async () => {
    const client = server.client();
    await expectRefused(await client.request('POST', '/api/auth/reset-password', raw(`{"token":"abc\\u0000","newPassword":"${STRONG_PASSWORD}"}`)), 'invalid_text');
    await expectRefused(await client.get('/api/auth/reset-password/abc%00def?callbackURL=/'), 'invalid_text');
  });

  it('refuses a NUL in a saved document and in a history id', async () => {
    const { client } = await signedIn();
    await expectRefused(await client.request('POST', '/api/documents', raw('{"title":"T\\u0000","text":"Some text to keep."}')), 'invalid_text');
    await expectRefused(await client.get('/api/history/%00'), 'invalid_text');
  });

  it('refuses a tool run with a NUL or a lone surrogate before charging it', async () => {
    const { client, userId } = await signedIn();
    const counters = async () => (await server.db.select().from(userActions).where(eq(userActions.userId, userId)))[0];
    const before = await counters();
    await expectRefused(await client.request('POST', '/api/tools/grammar-checker', raw('{"text":"A text\\u0000 here."}')), 'invalid_text');
    await expectRefused(await client.request('POST', '/api/tools/ai-detector', raw('{"text":"A text \\udfff here."}')), 'invalid_text');
    expect(await counters()).toEqual(before);
  });

  it('refuses malformed JSON on any route with 400', async () => {
    const { client } = await signedIn();
    for (const [method, path] of [['POST', '/api/auth/update-user'], ['PATCH', '/api/account/profile'], ['POST', '/api/documents'], ['POST', '/api/billing/change-plan']]) {
      const response = await client.request(method!, path!, raw('{"name": '));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/invalid_json|invalid_input/);
    }
  });
});
