import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

interface RunJson {
  remaining: number;
}

const CARD = { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };

/** Usage is cached between requests (usage-cache.ts): what a user sees must still be what the database holds. */
describe('cached usage, as users see it', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A lifetime no test outlasts, so these tests would catch any stale answer.
    server = await createTestServer({ engines: createTestEngines(), sessionCacheTtlMs: 60_000 });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('counts down run after run, and /api/me agrees with the last run', async () => {
    const client = server.client();
    await client.signUp(uniqueEmail('cached'), STRONG_PASSWORD);
    const remaining: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const response = await client.post('/api/tools/text-compare', { original: 'a b', revised: `a ${run}` });
      expect(response.status).toBe(200);
      remaining.push(((await response.json()) as RunJson).remaining);
    }
    expect(remaining).toEqual([9, 8, 7]);
    const me = (await (await client.get('/api/me')).json()) as { remaining: { text_compare: number } };
    expect(me.remaining.text_compare).toBe(7);
  });

  it('applies an upgrade bought a moment ago to the very next run', async () => {
    const client = server.client();
    await client.signUp(uniqueEmail('upgrade'), STRONG_PASSWORD);
    const text = 'word '.repeat(800);
    const refused = await client.post('/api/tools/ai-detector', { text });
    expect(refused.status).toBe(413);
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: CARD })).status).toBe(200);
    const accepted = await client.post('/api/tools/ai-detector', { text });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as RunJson).remaining).toBe(99);
  });

  it('keeps no history from the run right after the user turns history off', async () => {
    const client = server.client();
    await client.signUp(uniqueEmail('privacy'), STRONG_PASSWORD);
    expect((await client.post('/api/tools/text-compare', { original: 'a', revised: 'b' })).status).toBe(200);
    expect((await client.request('PUT', '/api/account/privacy', { json: { keepHistory: false } })).status).toBe(200);
    const run = (await (await client.post('/api/tools/text-compare', { original: 'a', revised: 'c' })).json()) as { historyId: string | null };
    expect(run.historyId).toBeNull();
  });
});
