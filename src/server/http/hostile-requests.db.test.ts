import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnginePorts } from '../engines/create-engine-ports';
import { loadEnginesInWorkers, type EnginesInWorkers } from '../engines/run-engines-in-workers';
import { buildDocxBomb } from '../extract/fixtures/build-hostile-documents';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import type { TestClient } from '../testing/test-client';

/**
 * Issue 31: every request that once took the whole server down or answered 500, sent by an anonymous
 * visitor (or a new account) to the server as main.ts composes it (real engines in their worker
 * lanes). Each must answer a 4xx (or a 2xx), and afterwards the server must still answer
 * /api/health and run a light request for someone else.
 */
/** JSON text of an array nested `depth` deep (written out: JSON.stringify itself overflows on it). */
const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

describe('hostile requests', () => {
  let server: TestServer;
  let lanes: EnginesInWorkers | undefined;
  let guest: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ engines: (id) => lanes?.findEngine(id) });
    lanes = await loadEnginesInWorkers(createEnginePorts({ config: server.config, db: server.db }), { coldStartGraceMs: 60_000 });
    guest = server.client();
    member = server.client();
    await member.signUp(uniqueEmail('hostile'), STRONG_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await lanes?.stop();
    await server?.destroy();
  });

  async function expectServerWell() {
    expect((await server.client().get('/api/health')).status).toBe(200);
    const light = await server.client().post('/api/tools/text-compare', { original: 'The cat sat.', revised: 'The cat sat down.' });
    expect(light.status).toBe(200);
  }

  const postText = (client: TestClient, path: string, body: string) => client.request('POST', path, { body, headers: { 'content-type': 'application/json' } });

  it('refuses JSON nested 5,000 deep in a field the schema passes through, twice, on tools and stores', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const citation = await postText(guest, '/api/tools/citation-helper', `{"style":"apa","items":[{"id":"a","type":"book","title":"T","x":${DEEP}}]}`);
      expect(citation.status).toBeGreaterThanOrEqual(400);
      expect(citation.status).toBeLessThan(500);
      const resume = await postText(guest, '/api/tools/resume-builder', `{"resume":{"basics":{"name":"A"},"x":${DEEP}},"format":"json"}`);
      expect(resume.status).toBeGreaterThanOrEqual(400);
      expect(resume.status).toBeLessThan(500);
    }
    for (const [path, body] of [
      ['/api/resumes', `{"name":"Deep","resume":{"basics":{"name":"A"},"x":${DEEP}}}`],
      ['/api/bibliographies', `{"name":"Deep","style":"apa","items":[{"id":"a","type":"book","x":${DEEP}}]}`],
    ] as const) {
      const response = await postText(member, path, body);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    await expectServerWell();
  }, 120_000);

  it('answers power towers with a 4xx or an answer, never a 500, and stays quick for the next student', async () => {
    for (const problem of ['2^2^2^2^2^2', '10^10^10', '9^9^9^9', '2^65536']) {
      const response = await guest.post('/api/tools/math-problem-assistance', { problem });
      expect(response.status, `${problem}: ${await response.clone().text()}`).toBeLessThan(500);
    }
    const simplify = await guest.post('/api/tools/math-problem-assistance', { problem: '10^(10^10)', task: 'simplify' });
    expect(simplify.status).toBeLessThan(500);
    const next = await server.client().post('/api/tools/math-problem-assistance', { problem: '2x+3=7' });
    expect(next.status).toBe(200);
    await expectServerWell();
  }, 180_000);

  it('refuses a .docx bomb sent to translate before inflating it', async () => {
    const form = new FormData();
    form.set('file', new File([buildDocxBomb(420)], 'bomb.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    form.set('target', 'es');
    const response = await guest.request('POST', '/api/translate/document', { body: form });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expectServerWell();
  }, 120_000);
});
