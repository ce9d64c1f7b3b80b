import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import { createTestEngines } from '../../../server/testing/test-engines';
import type { TestClient } from '../../../server/testing/test-client';
import { MAX_RESUMES, MAX_RESUMES_FREE } from './resume-routes';

const RESUME = {
  basics: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', customField: 'kept' },
  work: [{ name: 'Analytical Engines Ltd', position: 'Programmer', startDate: '1842-09', highlights: ['Wrote the first program'] }],
  skills: [{ name: 'Mathematics', keywords: ['Algorithms', 'Bernoulli numbers'] }],
};

interface SavedResume {
  id: string;
  name: string;
  template: string;
  paper: string;
  resume: Record<string, unknown>;
  updatedAt: string;
}

describe('/api/resumes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedIn(plan: 'Free' | 'Pro' = 'Free'): Promise<TestClient> {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('resume'), STRONG_PASSWORD);
    if (plan !== 'Free') await server.db.insert(subscriptions).values({ userId: user.id, package: plan, isActive: true, createdAt: new Date(Date.now() + 1000) });
    return client;
  }

  async function create(client: TestClient, body: unknown): Promise<SavedResume> {
    const response = await client.post('/api/resumes', body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { resume: SavedResume }).resume;
  }

  it('keeps named versions: create, read back, edit, duplicate, list, delete', async () => {
    const client = await signedIn('Pro');
    const saved = await create(client, { name: 'Data analyst – Acme', resume: RESUME });
    expect(saved).toMatchObject({ name: 'Data analyst – Acme', template: 'classic', paper: 'a4' });
    expect(saved).not.toHaveProperty('userId');

    const read = (await (await client.get(`/api/resumes/${saved.id}`)).json()) as { resume: SavedResume };
    // Fields JSON Resume does not name survive too: the schema allows extra properties.
    expect(read.resume.resume).toEqual(RESUME);

    const edited = await client.request('PATCH', `/api/resumes/${saved.id}`, { json: { template: 'modern', paper: 'letter', resume: { ...RESUME, basics: { name: 'Ada King' } } } });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { resume: SavedResume }).resume).toMatchObject({ name: 'Data analyst – Acme', template: 'modern', paper: 'letter', resume: { basics: { name: 'Ada King' } } });

    await create(client, { name: 'Data analyst – Acme (copy)', template: 'modern', paper: 'letter', resume: RESUME });
    const list = (await (await client.get('/api/resumes')).json()) as { items: SavedResume[]; limit: number };
    expect(list.items.map((item) => item.name)).toEqual(['Data analyst – Acme (copy)', 'Data analyst – Acme']);
    expect(list.items[0]).not.toHaveProperty('resume');
    expect(list.limit).toBe(MAX_RESUMES);

    expect((await client.delete(`/api/resumes/${saved.id}`)).status).toBe(200);
    expect((await client.get(`/api/resumes/${saved.id}`)).status).toBe(404);
  });

  it('lets a Free account keep one resume and says how to keep versions', async () => {
    const client = await signedIn();
    const saved = await create(client, { name: 'Mine', resume: RESUME });
    const second = await client.post('/api/resumes', { name: 'Another', resume: RESUME });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'resume_limit', message: expect.stringMatching(/Pro/) } });
    // Saving over the one it has is always free.
    expect((await client.request('PATCH', `/api/resumes/${saved.id}`, { json: { name: 'Renamed' } })).status).toBe(200);
    const list = (await (await client.get('/api/resumes')).json()) as { items: SavedResume[]; limit: number };
    expect(list).toMatchObject({ items: [{ name: 'Renamed' }], limit: MAX_RESUMES_FREE });
  });

  it("never shows or changes another user's resume: it answers like a missing one", async () => {
    const owner = await signedIn();
    const saved = await create(owner, { name: 'Mine', resume: RESUME });
    const other = await signedIn();
    expect((await other.get(`/api/resumes/${saved.id}`)).status).toBe(404);
    expect((await other.request('PATCH', `/api/resumes/${saved.id}`, { json: { name: 'Stolen' } })).status).toBe(404);
    expect((await other.delete(`/api/resumes/${saved.id}`)).status).toBe(404);
    expect((await other.get('/api/resumes/not-a-uuid')).status).toBe(404);
    const still = (await (await owner.get(`/api/resumes/${saved.id}`)).json()) as { resume: SavedResume };
    expect(still.resume.name).toBe('Mine');
  });

  it('refuses bad input with a 400 naming the field, and visitors without an account with 401/403', async () => {
    const client = await signedIn();
    const noName = await client.post('/api/resumes', { name: ' ', resume: RESUME });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ error: { code: 'invalid_input', message: expect.stringMatching(/name/) } });
    const badEmail = await client.post('/api/resumes', { name: 'x', resume: { basics: { email: 'not-an-email' } } });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { error: { message: string } }).error.message).toMatch(/resume\.basics\.email/);
    const badDate = await client.post('/api/resumes', { name: 'x', resume: { work: [{ startDate: 'last spring' }] } });
    expect(((await badDate.json()) as { error: { message: string } }).error.message).toMatch(/work\.0\.startDate/);
    expect((await client.post('/api/resumes', { name: 'x', template: 'fancy' })).status).toBe(400);
    expect((await client.request('PATCH', '/api/resumes/00000000-0000-4000-8000-000000000000', { json: {} })).status).toBe(400);

    const visitor = server.client();
    expect((await visitor.get('/api/resumes')).status).toBe(401);
    await visitor.post('/api/tools/ai-detector', { text: 'A few words to check.' });
    const guest = await visitor.post('/api/resumes', { name: 'x' });
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({ error: { code: 'account_required' } });
  });
});
