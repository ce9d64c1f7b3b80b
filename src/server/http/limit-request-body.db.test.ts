import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index';
import { findPlan } from '../../domain/plans';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import type { TestClient } from '../testing/test-client';
import { createTestEngines } from '../testing/test-engines';
import { DEFAULT_BODY_LIMIT_BYTES, toolBodyLimitBytes } from './limit-request-body';

interface ErrorJson {
  error: { code: string; message: string; limit?: number };
}

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body produced chunk by chunk on demand, so a test can see how much of it the server read. */
function lazyBody(totalBytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

describe('request body limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedInClient() {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('limits'), STRONG_PASSWORD);
    return { client, userId: user.id };
  }

  /** Sends a streamed body (no Content-Length, like a chunked upload) with the client's cookies. */
  function sendStream(client: TestClient, method: string, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return server.app.request(`${server.config.baseUrl}${path}`, {
      method,
      headers: { cookie, origin: server.config.baseUrl, 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  it('sizes tool bodies from the plan: 1 MB floor for Free and Pro, 16 MB ceiling for Ultimate', () => {
    expect(toolBodyLimitBytes(findPlan('Free'))).toBe(1 * MB);
    expect(toolBodyLimitBytes(findPlan('Pro'))).toBe(1 * MB);
    expect(toolBodyLimitBytes(findPlan('Ultimate'))).toBe(16 * MB);
  });

  it('refuses a 50 MB streamed tool body with 413 after reading little more than the limit', async () => {
    const { client, userId } = await signedInClient();
    const body = lazyBody(50 * MB);
    const response = await sendStream(client, 'POST', '/api/tools/ai-detector', body.stream);
    expect(response.status).toBe(413);
    const json = (await response.json()) as ErrorJson;
    expect(json.error).toMatchObject({ code: 'payload_too_large', limit: 1 * MB });
    expect(json.error.message).toMatch(/1 MB.*Free plan/);
    // Stopped at the limit: the other 49 MB were never read, let alone held in memory.
    expect(body.pulled()).toBeLessThanOrEqual(1 * MB + 4 * CHUNK);
    const me = (await (await client.get('/api/me')).json()) as { remaining: Record<string, number>; user: { id: string } };
    expect(me.user.id).toBe(userId);
    expect(me.remaining.ai_detection).toBe(10);
  });

  it('refuses a declared 50 MB tool body without reading any of it', async () => {
    const client = server.client();
    const body = lazyBody(50 * MB);
    const response = await sendStream(client, 'POST', '/api/tools/ai-detector', body.stream, { 'content-length': String(50 * MB) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('still runs a normal tool request, and lets an Ultimate user send more than 1 MB', async () => {
    const { client, userId } = await signedInClient();
    expect((await client.post('/api/tools/ai-detector', { text: 'A normal request.' })).status).toBe(200);

    const twoMegabytes = { text: 'word '.repeat((2 * MB) / 5) };
    const refused = await client.post('/api/tools/ai-detector', twoMegabytes);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as ErrorJson).error.code).toBe('payload_too_large');

    await server.db.insert(subscriptions).values({ userId, package: 'Ultimate', isActive: true });
    // Written behind the app's back (billing routes announce it themselves): usage is cached between requests.
    await server.forgetCachedAccounts();
    const accepted = await client.post('/api/tools/ai-detector', twoMegabytes);
    expect(accepted.status).toBe(200);
  });

  it('refuses a large body on other routes with the default 1 MB limit, and passes normal ones', async () => {
    const { client } = await signedInClient();
    const large = { bio: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES) };
    const profile = await client.request('PATCH', '/api/account/profile', { json: large });
    expect(profile.status).toBe(413);
    const json = (await profile.json()) as ErrorJson;
    expect(json.error).toMatchObject({ code: 'payload_too_large', limit: DEFAULT_BODY_LIMIT_BYTES });
    expect(json.error.message).toMatch(/1 MB/);

    const signIn = await sendStream(server.client(), 'POST', '/api/auth/sign-in/email', lazyBody(50 * MB).stream);
    expect(signIn.status).toBe(413);
    expect(((await signIn.json()) as ErrorJson).error.code).toBe('payload_too_large');

    const normal = await client.request('PATCH', '/api/account/profile', { json: { bio: 'Writes about rivers.' } });
    expect(normal.status).toBe(200);
  });
});
