import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, toolRuns } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import type { TestClient } from '../testing/test-client';

interface HistoryPage {
  items: { id: string; toolId: string; preview: string; createdAt: string; wordCount: number }[];
  nextCursor: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('history', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedIn(): Promise<{ client: TestClient; userId: string }> {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('history'), STRONG_PASSWORD);
    return { client, userId: user.id };
  }

  async function insertRun(userId: string, daysAgo: number, text: string, toolId = 'ai-detector') {
    await server.db.insert(toolRuns).values({
      userId,
      toolId,
      input: { text },
      result: { echo: text },
      wordCount: 1,
      durationMs: 3,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
  }

  it('lists the caller’s runs newest first, with a preview but without the bodies', async () => {
    const { client } = await signedIn();
    await client.post('/api/tools/ai-detector', { text: 'first   text\nwith lines' });
    await client.post('/api/tools/plagiarism', { text: 'second text' });
    const page = (await (await client.get('/api/history')).json()) as HistoryPage;
    expect(page.items.map((item) => item.preview)).toEqual(['second text', 'first text with lines']);
    expect(page.items[0]).not.toHaveProperty('input');
    expect(page.items[0]).not.toHaveProperty('result');
    expect(page.nextCursor).toBeNull();

    const filtered = (await (await client.get('/api/history?tool=ai-detector')).json()) as HistoryPage;
    expect(filtered.items.map((item) => item.toolId)).toEqual(['ai-detector']);
  });

  it('returns one run in full and deletes it', async () => {
    const { client } = await signedIn();
    const run = (await (await client.post('/api/tools/ai-detector', { text: 'keep me' })).json()) as { historyId: string };
    const detail = await client.get(`/api/history/${run.historyId}`);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ id: run.historyId, input: { text: 'keep me' }, result: { echo: 'keep me' } });

    const deleted = await client.delete(`/api/history/${run.historyId}`);
    expect(deleted.status).toBe(200);
    expect((await client.get(`/api/history/${run.historyId}`)).status).toBe(404);
  });

  it('hides runs older than the plan’s depth: 7 days on Free, 90 on Pro, everything on Ultimate', async () => {
    const { client, userId } = await signedIn();
    await insertRun(userId, 2, 'two days');
    await insertRun(userId, 30, 'a month');
    await insertRun(userId, 200, 'long ago');
    const previews = async () =>
      ((await (await client.get('/api/history')).json()) as HistoryPage).items.map((item) => item.preview);
    expect(await previews()).toEqual(['two days']);

    await server.db.insert(subscriptions).values({ userId, package: 'Pro', isActive: true });
    expect(await previews()).toEqual(['two days', 'a month']);

    await server.db.insert(subscriptions).values({ userId, package: 'Ultimate', isActive: true, createdAt: new Date(Date.now() + 1000) });
    expect(await previews()).toEqual(['two days', 'a month', 'long ago']);
  });

  it('pages with a cursor without skipping or repeating runs', async () => {
    const { client, userId } = await signedIn();
    for (let index = 0; index < 5; index += 1) await insertRun(userId, 1 + index / 100, `run ${index}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = (await (await client.get(`/api/history${query}`)).json()) as HistoryPage;
      seen.push(...page.items.map((item) => item.preview));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['run 0', 'run 1', 'run 2', 'run 3', 'run 4']);
  });

  it('answers 400 for a bad query and 404 for an id that is not a run', async () => {
    const { client } = await signedIn();
    expect((await client.get('/api/history?limit=0')).status).toBe(400);
    expect((await client.get('/api/history?tool=nope')).status).toBe(400);
    expect((await client.get('/api/history?cursor=garbage')).status).toBe(400);
    expect((await client.get('/api/history/not-a-uuid')).status).toBe(404);
  });

  it("keeps users apart: another user's run is a 404 on GET and DELETE", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const run = (await (await alice.client.post('/api/tools/ai-detector', { text: 'alice only' })).json()) as { historyId: string };

    expect(((await (await bob.client.get('/api/history')).json()) as HistoryPage).items).toEqual([]);
    const get = await bob.client.get(`/api/history/${run.historyId}`);
    expect(get.status).toBe(404);
    expect(((await get.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await bob.client.delete(`/api/history/${run.historyId}`)).status).toBe(404);
    expect((await alice.client.get(`/api/history/${run.historyId}`)).status).toBe(200);
  });

  it('requires a session', async () => {
    expect((await server.client().get('/api/history')).status).toBe(401);
  });
});
