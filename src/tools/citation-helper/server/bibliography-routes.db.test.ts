import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import { createTestEngines } from '../../../server/testing/test-engines';
import type { TestClient } from '../../../server/testing/test-client';
import { MAX_BIBLIOGRAPHIES } from './bibliography-routes';

const ARTICLE = {
  id: 'smith2020',
  type: 'article-journal',
  title: 'Sleep and memory in students',
  author: [{ family: 'Smith', given: 'Jane' }],
  issued: { 'date-parts': [[2020]] },
  'container-title': 'Journal of Sleep Research',
};
const BOOK = { id: 'doe2019', type: 'book', title: 'Writing well', author: [{ family: 'Doe', given: 'John' }] };

interface Bibliography {
  id: string;
  name: string;
  style: string;
  locale: string | null;
  items: Record<string, unknown>[];
  itemCount: number;
  updatedAt: string;
}

describe('/api/bibliographies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedIn(): Promise<TestClient> {
    const client = server.client();
    await client.signUp(uniqueEmail('bibliography'), STRONG_PASSWORD);
    return client;
  }

  async function create(client: TestClient, body: unknown): Promise<Bibliography> {
    const response = await client.post('/api/bibliographies', body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { bibliography: Bibliography }).bibliography;
  }

  it('keeps a named list: create, read back, edit its entries and style, list, delete', async () => {
    const client = await signedIn();
    const saved = await create(client, { name: 'Essay on sleep', style: 'apa', items: [ARTICLE] });
    expect(saved).toMatchObject({ name: 'Essay on sleep', style: 'apa', itemCount: 1, items: [ARTICLE] });
    expect(saved).not.toHaveProperty('userId');

    const read = (await (await client.get(`/api/bibliographies/${saved.id}`)).json()) as { bibliography: Bibliography };
    // Every CSL field survives, not just the ones the schema names.
    expect(read.bibliography.items[0]).toEqual(ARTICLE);

    const edited = await client.request('PATCH', `/api/bibliographies/${saved.id}`, {
      json: { style: 'modern-language-association', locale: 'en-GB', items: [ARTICLE, BOOK] },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { bibliography: Bibliography }).bibliography).toMatchObject({
      name: 'Essay on sleep',
      style: 'modern-language-association',
      locale: 'en-GB',
      itemCount: 2,
    });

    await create(client, { name: 'Second', style: 'ieee' });
    const list = (await (await client.get('/api/bibliographies')).json()) as { items: Bibliography[]; limit: number };
    expect(list.items.map((item) => [item.name, item.itemCount])).toEqual([
      ['Second', 0],
      ['Essay on sleep', 2],
    ]);
    expect(list.items[0]).not.toHaveProperty('items');
    expect(list.limit).toBe(MAX_BIBLIOGRAPHIES);

    expect((await client.delete(`/api/bibliographies/${saved.id}`)).status).toBe(200);
    expect((await client.get(`/api/bibliographies/${saved.id}`)).status).toBe(404);
  });

  it("never shows or changes another user's list: it answers like a missing one", async () => {
    const owner = await signedIn();
    const saved = await create(owner, { name: 'Mine', style: 'apa', items: [BOOK] });
    const other = await signedIn();
    expect((await other.get(`/api/bibliographies/${saved.id}`)).status).toBe(404);
    expect((await other.request('PATCH', `/api/bibliographies/${saved.id}`, { json: { name: 'Stolen' } })).status).toBe(404);
    expect((await other.delete(`/api/bibliographies/${saved.id}`)).status).toBe(404);
    expect((await other.get('/api/bibliographies/not-a-uuid')).status).toBe(404);
    const still = (await (await owner.get(`/api/bibliographies/${saved.id}`)).json()) as { bibliography: Bibliography };
    expect(still.bibliography.name).toBe('Mine');
  });

  it('refuses bad input with a clear 400, and visitors without an account with 401/403', async () => {
    const client = await signedIn();
    const noName = await client.post('/api/bibliographies', { name: '  ', style: 'apa' });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ error: { code: 'invalid_input', message: expect.stringMatching(/name/) } });
    const noType = await client.post('/api/bibliographies', { name: 'x', style: 'apa', items: [{ id: 'a', type: '' }] });
    expect(noType.status).toBe(400);
    expect(((await noType.json()) as { error: { message: string } }).error.message).toMatch(/type/);
    expect((await client.post('/api/bibliographies', { name: 'x', style: 'apa', locale: 'xx-YY' })).status).toBe(400);
    expect((await client.request('PATCH', '/api/bibliographies/00000000-0000-4000-8000-000000000000', { json: {} })).status).toBe(400);
    expect((await client.request('POST', '/api/bibliographies', { body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);

    const visitor = server.client();
    expect((await visitor.get('/api/bibliographies')).status).toBe(401);
    // A tool run makes the visitor a guest; a guest's lists would vanish with the guest, so it is told to sign up.
    await visitor.post('/api/tools/ai-detector', { text: 'A few words to check.' });
    const guest = await visitor.post('/api/bibliographies', { name: 'x', style: 'apa' });
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({ error: { code: 'account_required' } });
  });
});
