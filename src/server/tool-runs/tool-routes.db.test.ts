import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolRuns, userActions } from '../../db/schema/index';
import type { Counter } from '../../domain/tools';
import { setAllowance } from '../usage/set-allowance';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createEchoEngine, createTestEngines } from '../testing/test-engines';
import type { TestClient } from '../testing/test-client';

interface ErrorJson {
  error: { code: string; message: string; [key: string]: unknown };
}

describe('POST /api/tools/:toolId', () => {
  let server: TestServer;
  let failing: { calls: number };
  let slowRuns: { started: number };
  beforeAll(async () => {
    failing = { calls: 0 };
    slowRuns = { started: 0 };
    const crashingEngine = {
      ...createEchoEngine('resume-builder'),
      run: async () => {
        failing.calls += 1;
        throw new Error('simulated engine failure');
      },
    };
    // Runs until the request is cancelled, like a long analysis the user walks away from.
    const slowEngine = {
      ...createEchoEngine('math-problem-assistance'),
      run: (_input: unknown, context: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          slowRuns.started += 1;
          context.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    server = await createTestServer({
      engines: createTestEngines({ 'resume-builder': crashingEngine, 'math-problem-assistance': slowEngine }),
    });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedInClient(): Promise<{ client: TestClient; userId: string }> {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('tools'), STRONG_PASSWORD);
    return { client, userId: user.id };
  }

  async function readCounter(userId: string, counter: Counter) {
    const [row] = await server.db.select().from(userActions).where(eq(userActions.userId, userId));
    return row?.[counter];
  }

  it('runs a tool: 200 with result, remaining and historyId, and records the run', async () => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/tools/ai-detector', { text: 'Some words to look at.' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { echo: string; responses: string }; remaining: number; historyId: string };
    expect(body).toEqual({ result: { echo: 'Some words to look at.', responses: 'basic' }, remaining: 9, historyId: expect.any(String) });
    const [run] = await server.db.select().from(toolRuns).where(eq(toolRuns.id, body.historyId));
    expect(run).toMatchObject({ userId, toolId: 'ai-detector', wordCount: 5, input: { text: 'Some words to look at.' } });
    expect(await readCounter(userId, 'ai_detection')).toBe(9);
  });

  it('runs the real text-compare engine through the API', async () => {
    const { client } = await signedInClient();
    const response = await client.post('/api/tools/text-compare', {
      original: 'The quick brown fox jumps.',
      revised: 'The quick red fox jumps.',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { similarity: number; changes: { type: string; text: string }[] }; remaining: number };
    expect(body.remaining).toBe(9);
    expect(body.result.similarity).toBeGreaterThan(0);
    expect(body.result.similarity).toBeLessThan(100);
    expect(body.result.changes).toContainEqual(expect.objectContaining({ type: 'delete', text: expect.stringContaining('brown') }));
    expect(body.result.changes).toContainEqual(expect.objectContaining({ type: 'insert', text: expect.stringContaining('red') }));
  });

  it.each([
    ['an empty body', undefined, /empty/],
    ['a body that is not JSON', '{"text": ', /not valid JSON/],
    ['input that fails the schema', JSON.stringify({ text: 42 }), /text/],
    ['an empty text', JSON.stringify({ text: '' }), /Enter some text/],
  ])('answers 400 invalid_input for %s without using the allowance', async (_name, body, message) => {
    const { client, userId } = await signedInClient();
    const response = await client.request('POST', '/api/tools/ai-detector', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('invalid_input');
    expect(json.error.message).toMatch(message);
    expect(await readCounter(userId, 'ai_detection')).toBe(10);
  });

  it('answers 400 when the engine rejects the input, and refunds the request', async () => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/tools/ai-detector', { text: 'reject me' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toEqual({ code: 'invalid_input', message: 'This text cannot be processed.' });
    expect(await readCounter(userId, 'ai_detection')).toBe(10);
  });

  it('answers 413 input_too_complex when the engine gives up on the work (a math time-out), and refunds the request', async () => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/tools/ai-detector', { text: 'too complex' });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error).toEqual({ code: 'input_too_complex', message: 'This took too long to work out.' });
    expect(await readCounter(userId, 'ai_detection')).toBe(10);
  });

  it('counts a run stopped at its time budget (it held an engine thread that long), says so, and keeps no history of it', async () => {
    const { client, userId } = await signedInClient();
    const response = await client.post('/api/tools/ai-detector', { text: 'over budget' });
    expect(response.status).toBe(413);
    const { error } = (await response.json()) as ErrorJson & { error: { counted?: boolean; remaining?: number } };
    expect(error).toMatchObject({ code: 'input_too_complex', counted: true, remaining: 9 });
    expect(error.message).toMatch(/was counted/);
    expect(await readCounter(userId, 'ai_detection')).toBe(9);
    const history = await client.get('/api/history');
    expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(0);
  });

  it('answers 404 not_found for a tool that does not exist', async () => {
    const { client } = await signedInClient();
    const response = await client.post('/api/tools/mind-reader', { text: 'hello' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).error.code).toBe('not_found');
  });

  it('answers 404 tool_unavailable for a catalogued tool without an engine', async () => {
    const { client } = await signedInClient();
    const response = await client.post('/api/tools/translate', { text: 'hello' });
    expect(response.status).toBe(404);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('tool_unavailable');
    expect(json.error.message).toMatch(/Translate is not available/);
  });

  it("answers 413 word_limit_exceeded above the Free plan's 500 words, with limit and words", async () => {
    const { client, userId } = await signedInClient();
    const atLimit = await client.post('/api/tools/ai-detector', { text: 'word '.repeat(500) });
    expect(atLimit.status).toBe(200);
    const response = await client.post('/api/tools/ai-detector', { text: 'word '.repeat(501) });
    expect(response.status).toBe(413);
    const json = (await response.json()) as ErrorJson;
    expect(json.error).toMatchObject({ code: 'word_limit_exceeded', limit: 500, words: 501 });
    expect(await readCounter(userId, 'ai_detection')).toBe(9);
  });

  it('answers 402 allowance_exhausted at 0 and leaves the counter at 0', async () => {
    const { client, userId } = await signedInClient();
    await setAllowance(server.db, userId, { grammar_check: 1 });
    expect((await client.post('/api/tools/grammar-checker', { text: 'one' })).status).toBe(200);
    const response = await client.post('/api/tools/grammar-checker', { text: 'two' });
    expect(response.status).toBe(402);
    const json = (await response.json()) as ErrorJson;
    expect(json.error).toMatchObject({ code: 'allowance_exhausted', limit: 10, remaining: 0 });
    expect(await readCounter(userId, 'grammar_check')).toBe(0);
  });

  it('lets exactly 10 of 50 simultaneous requests through with 10 remaining, ending at 0', async () => {
    const { client, userId } = await signedInClient();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => client.post('/api/tools/ai-detector', { text: `request ${index}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    const remainingValues = await Promise.all(
      responses.filter((response) => response.status === 200).map(async (response) => ((await response.json()) as { remaining: number }).remaining),
    );
    expect(remainingValues.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await readCounter(userId, 'ai_detection')).toBe(0);
    const runs = await server.db.select().from(toolRuns).where(eq(toolRuns.userId, userId));
    expect(runs).toHaveLength(10);
  });

  it('refunds the request when the engine fails, and records no history', async () => {
    const { client, userId } = await signedInClient();
    const callsBefore = failing.calls;
    const response = await client.post('/api/tools/resume-builder', { text: 'my resume' });
    expect(response.status).toBe(500);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('tool_failed');
    expect(json.error.message).toMatch(/not counted/);
    expect(failing.calls).toBe(callsBefore + 1);
    expect(await readCounter(userId, 'resume')).toBe(10);
    expect(await server.db.select().from(toolRuns).where(eq(toolRuns.userId, userId))).toHaveLength(0);
  });

  it('does not count a slow run the caller gives up on', async () => {
    const { client, userId } = await signedInClient();
    const startedBefore = slowRuns.started;
    const controller = new AbortController();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const pending = server.app.request(`${server.config.baseUrl}/api/tools/math-problem-assistance`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.config.baseUrl },
      body: JSON.stringify({ text: 'solve x' }),
      signal: controller.signal,
    });
    await expect.poll(() => slowRuns.started).toBe(startedBefore + 1);
    controller.abort();
    await Promise.resolve(pending).catch(() => undefined);
    expect(await readCounter(userId, 'math')).toBe(10);
    expect(await server.db.select().from(toolRuns).where(eq(toolRuns.userId, userId))).toHaveLength(0);
  });

  it('refills the counters to the allowance once the monthly period has ended', async () => {
    const { client, userId } = await signedInClient();
    await setAllowance(server.db, userId, { ai_detection: 0, plagiarism: 3, periodEnd: sql`now() - interval '1 minute'` });
    const response = await client.post('/api/tools/ai-detector', { text: 'new month' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { remaining: number }).remaining).toBe(9);
    const [row] = await server.db.select().from(userActions).where(eq(userActions.userId, userId));
    expect(row).toMatchObject({ ai_detection: 9, plagiarism: 10 });
    expect(row!.periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    const me = (await (await client.get('/api/me')).json()) as { remaining: Record<string, number> };
    expect(me.remaining.ai_detection).toBe(9);
  });

  it('refills only once when simultaneous requests find the period over', async () => {
    const { client, userId } = await signedInClient();
    await setAllowance(server.db, userId, { ai_detection: 0, periodEnd: sql`now() - interval '1 day'` });
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => client.post('/api/tools/ai-detector', { text: 'race' })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    expect(await readCounter(userId, 'ai_detection')).toBe(0);
  });
});
