import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestServer, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

describe('a session cookie the server does not accept', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const countUsers = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;

  it.each([
    ['unsigned junk', 'scribewell.session_token', 'junk'],
    ['a forged signature', 'scribewell.session_token', 'abc.def'],
    ['the https name on http', '__Secure-scribewell.session_token', 'junk'],
    ['a junk cookie cache', 'scribewell.session_data', 'junk'],
  ])('never becomes a new guest through sign-in/anonymous (%s): 401 session_expired, cookie cleared', async (_name, cookie, value) => {
    const client = server.client();
    client.cookies.set(cookie, value);
    const before = await countUsers();
    const refused = await client.post('/api/auth/sign-in/anonymous', {});
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'session_expired',
      message: expect.stringMatching(/session has ended/),
    });
    expect(refused.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^${cookie.replace(/[.]/g, '\\.')}=; .*Max-Age=0`)));
    expect(client.cookies.has(cookie)).toBe(false);
    expect(await countUsers()).toBe(before);
    // Asked again without it, a guest starts in the open.
    expect((await client.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    expect(await countUsers()).toBe(before + 1);
  });

  it('is answered as signed out where no guest would start', async () => {
    const client = server.client();
    client.cookies.set('scribewell.session_token', 'junk');
    const me = await client.get('/api/me');
    expect(me.status).toBe(401);
    expect(((await me.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
