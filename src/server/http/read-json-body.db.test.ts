import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../platform/contract-kit/find-deep-nesting';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import type { TestClient } from '../testing/test-client';

/** ~10 KB that overflowed the stack of jsonb serialisation and of structured cloning (issue 31). */
const HOSTILE = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
const nest = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

interface ErrorJson {
  error: { code: string; message: string };
}

describe('JSON bodies are bounded in depth and size before any schema or store sees them', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
    client = server.client();
    await client.signUp(uniqueEmail('deep'), STRONG_PASSWORD);
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const send = (method: string, path: string, body: string) => client.request(method, path, { body, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a saved resume', 'POST', '/api/resumes', `{"name": "CV", "resume": {"basics": {"name": "Ada"}, "x": ${HOSTILE}}}`],
    ['a saved bibliography', 'POST', '/api/bibliographies', `{"name": "Refs", "style": "apa", "items": [{"id": "a", "type": "book", "x": ${HOSTILE}}]}`],
    ['a tool run (a field the schema would drop)', 'POST', '/api/tools/ai-detector', `{"text": "Hello there.", "x": ${HOSTILE}}`],
    ['a privacy setting', 'PUT', '/api/account/privacy', `{"keepHistory": true, "x": ${HOSTILE}}`],
    ['a saved document', 'POST', '/api/documents', `{"title": "t", "text": "Some text.", "x": ${HOSTILE}}`],
    ['a Better Auth route', 'POST', '/api/auth/update-user', `{"name": "Ada", "x": ${HOSTILE}}`],
  ])('answers 400 invalid_input naming the cap for %s nested 5,000 deep, and stays up', async (_name, method, path, body) => {
    const response = await send(method, path, body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain(`more than ${MAX_JSON_DEPTH} levels deep`);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('saves nothing from a refused body, and still saves open-standard extras nested within the cap', async () => {
    await send('POST', '/api/resumes', `{"name": "CV", "resume": {"x": ${HOSTILE}}}`);
    expect(((await (await client.get('/api/resumes')).json()) as { items: unknown[] }).items).toHaveLength(0);
    // The body, the resume and the field are three levels; the field's arrays fill the rest of the cap.
    const within = await send('POST', '/api/resumes', `{"name": "CV", "resume": {"basics": {"name": "Ada"}, "x": ${nest(MAX_JSON_DEPTH - 2)}}}`);
    expect(within.status).toBe(201);
    const over = await send('POST', '/api/resumes', `{"name": "CV", "resume": {"basics": {"name": "Ada"}, "x": ${nest(MAX_JSON_DEPTH - 1)}}}`);
    expect(over.status).toBe(400);
  });

  it('keeps the codes for malformed and oversized bodies: 400 invalid_json, 413 payload_too_large', async () => {
    const malformed = await send('POST', '/api/resumes', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorJson).error.code).toBe('invalid_json');
    const big = await send('POST', '/api/resumes', JSON.stringify({ name: 'CV', resume: { summary: 'x'.repeat(1_100_000) } }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorJson).error.code).toBe('payload_too_large');
  });
});
