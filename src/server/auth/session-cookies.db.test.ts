import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

/** The attributes of each cookie a response sets, by cookie name. */
function readSetCookies(response: Response): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    cookies.set(pair.slice(0, pair.indexOf('=')).trim(), attributes.map((attribute) => attribute.trim().toLowerCase()));
  }
  return cookies;
}

describe.each([
  { site: 'https', baseUrl: 'https://write.example.org', prefix: '__Secure-', secure: true },
  { site: 'plain http (a local install)', baseUrl: 'http://localhost:3000', prefix: '', secure: false },
])('session cookies on $site', ({ baseUrl, prefix, secure }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines(), config: { baseUrl, trustedOrigins: [] } });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('are HttpOnly and SameSite=Lax, and Secure with the __Secure- prefix on https', async () => {
    const client = server.client();
    const email = uniqueEmail('cookies');
    await client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD });
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const set = readSetCookies(signIn);
    const token = set.get(`${prefix}scribewell.session_token`);
    expect(token, [...set.keys()].join(', ')).toBeDefined();
    expect(token).toContain('httponly');
    expect(token).toContain('samesite=lax');
    expect(token!.includes('secure')).toBe(secure);
    // A guest's session is made the same way.
    const guest = readSetCookies(await server.client().post('/api/tools/text-compare', { original: 'One two three.', revised: 'One two four.' }));
    const guestToken = guest.get(`${prefix}scribewell.session_token`);
    expect(guestToken).toContain('httponly');
    expect(guestToken!.includes('secure')).toBe(secure);
  });

  it('are cleared under the names the browser holds when the account is deleted', async () => {
    const client = server.client();
    const email = uniqueEmail('deleted');
    await client.signUp(email, STRONG_PASSWORD);
    expect([...client.cookies.keys()]).toContain(`${prefix}scribewell.session_token`);
    const deleted = await client.request('DELETE', '/api/account', { json: { confirm: email, password: STRONG_PASSWORD } });
    expect(deleted.status).toBe(200);
    const cleared = readSetCookies(deleted).get(`${prefix}scribewell.session_token`);
    expect(cleared).toContain('max-age=0');
    // A browser only lets a Secure cookie replace a __Secure- one.
    expect(cleared!.includes('secure')).toBe(secure);
    expect([...client.cookies.keys()].filter((name) => name.includes('session_token'))).toEqual([]);
  });
});
