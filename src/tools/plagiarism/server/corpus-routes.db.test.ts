import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlagiarismResult } from '../contract';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import { readCorpusAdmins } from './corpus-admins';

const ARTICLE =
  'Tide pools form where the sea leaves water behind in hollows of the rock at low tide, and the anemones, limpets and small crabs ' +
  'that live there must survive hours of sun, rain and changing salt before the next tide covers them again.';
const ADMIN = uniqueEmail('corpus-admin');

describe('corpus import from the page (ADMIN_EMAILS)', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Read when the routes are built, so it is set before the server starts.
    process.env.ADMIN_EMAILS = ` someone@example.org, ${ADMIN.toUpperCase()} `;
    server = await createTestServer();
  });
  afterAll(async () => {
    delete process.env.ADMIN_EMAILS;
    await server?.destroy();
  });

  it('reads the admin list case- and space-insensitively, and has nobody when unset', () => {
    expect([...readCorpusAdmins(' A@x.org ,b@y.org,, ')]).toEqual(['a@x.org', 'b@y.org']);
    expect(readCorpusAdmins('').size).toBe(0);
  });

  it('lets a listed admin import .txt and .jsonl files through the CLI import, and every check then compares against them', async () => {
    const admin = server.client();
    await admin.signUp(ADMIN, STRONG_PASSWORD);
    expect(await (await admin.get('/api/documents/corpus')).json()).toEqual({ corpus: 0, canImport: true });

    const files = [
      { name: 'tide-pools.txt', text: ARTICLE },
      { name: 'more.jsonl', text: `${JSON.stringify({ title: 'Kelp', text: 'Kelp forests grow in cold, nutrient-rich water.' })}\nnot json\n` },
      { name: 'notes.pdf', text: '%PDF' },
    ];
    const response = await admin.post('/api/documents/corpus', { files });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      read: 4,
      added: 2,
      unchanged: 0,
      rejected: [
        { origin: 'more.jsonl:2', error: 'not valid JSON' },
        { origin: 'notes.pdf', error: 'not a .txt, .md or .jsonl file' },
      ],
    });
    expect(((await (await admin.post('/api/documents/corpus', { files: files.slice(0, 1) })).json()) as { unchanged: number }).unchanged).toBe(1);

    const guest = server.client();
    const check = (await (await guest.post('/api/tools/plagiarism', { text: ARTICLE })).json()) as { result: PlagiarismResult };
    expect(check.result.similarity).toBe(100);
    expect(check.result.matches[0]!.source).toEqual({ title: 'tide pools', origin: 'corpus' });
    expect(check.result.comparedWith).toMatchObject({ corpus: 2 });
  });

  it('refuses everyone else with 403 (401 without a session) and a bad upload with 400', async () => {
    const user = server.client();
    await user.signUp(uniqueEmail('not-admin'), STRONG_PASSWORD);
    expect(await (await user.get('/api/documents/corpus')).json()).toMatchObject({ canImport: false });
    const refused = await user.post('/api/documents/corpus', { files: [{ name: 'a.txt', text: 'hello' }] });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/ADMIN_EMAILS/);
    expect((await server.client().post('/api/documents/corpus', { files: [{ name: 'a.txt', text: 'x' }] })).status).toBe(401);

    const admin = server.client();
    expect((await admin.post('/api/auth/sign-in/email', { email: ADMIN, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await admin.post('/api/documents/corpus', { files: [] })).status).toBe(400);
    expect((await admin.post('/api/documents/corpus', { nothing: true })).status).toBe(400);
  });
});
