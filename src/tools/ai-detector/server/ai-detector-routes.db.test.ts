import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import type { TestClient } from '../../../server/testing/test-client';
import { startFakeLogprobServer, type FakeLogprobServer } from '../engine/fake-logprob-server';

interface DetectBody {
  result: {
    aiProbability: number | null;
    verdict: string;
    language: { code: string; name: string; support: string };
    sentences: Array<{ offset: number; length: number; aiProbability: number }>;
    signals: Array<{ label: string; pointsTo: string }>;
    mode: string;
    notes: string[];
  };
  remaining: number;
}

const ESSAY =
  'The committee met on Tuesday to review the budget for next year. Most members agreed that the library needs new computers, ' +
  'but nobody could say where the money would come from. Sarah suggested a bake sale, which got a laugh. In the end we voted to ' +
  'ask the city council for a small grant and to delay the roof repair until spring. I think that was the right call, honestly, ' +
  'even if the roof leaks a bit in March. Jim will write the letter to the council by Friday and send a copy to everyone.';

describe('AI detector through POST /api/tools/ai-detector (server configured with OPENAI_BASE_URL)', () => {
  let server: TestServer;
  let fake: FakeLogprobServer;

  beforeAll(async () => {
    fake = await startFakeLogprobServer();
    server = await createTestServer({ config: { openai: { baseUrl: fake.baseUrl, apiKey: undefined, model: 'tiny-llm' } } });
  });
  afterAll(async () => {
    await server?.destroy();
    await fake?.close();
  });

  async function signedIn(plan?: 'Pro'): Promise<TestClient> {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail('detector'), STRONG_PASSWORD);
    if (plan) await server.db.insert(subscriptions).values({ userId: user.id, package: plan, isActive: true, createdAt: new Date(Date.now() + 1000) });
    return client;
  }

  async function detect(client: TestClient, text: string): Promise<DetectBody> {
    const response = await client.post('/api/tools/ai-detector', { text });
    expect(response.status).toBe(200);
    return (await response.json()) as DetectBody;
  }

  it('gives advanced plans the pinned fields with a score per sentence, in the combined mode', async () => {
    const { result } = await detect(await signedIn('Pro'), ESSAY);
    expect(result.aiProbability).toBeGreaterThanOrEqual(0);
    expect(result.aiProbability).toBeLessThanOrEqual(1);
    expect(['likely human', 'mixed', 'likely AI']).toContain(result.verdict);
    expect(result.language).toMatchObject({ code: 'eng', name: 'English', support: 'trained' });
    expect(result.mode).toBe('embedded+binoculars');
    expect(fake.requests.at(-1)?.body).toMatchObject({ prompt: ESSAY, echo: true, model: 'tiny-llm' });
    // Every sentence is located in the text the user sent, in order, without overlaps.
    expect(result.sentences.length).toBeGreaterThanOrEqual(5);
    let end = 0;
    for (const sentence of result.sentences) {
      expect(sentence.offset).toBeGreaterThanOrEqual(end);
      expect(sentence.aiProbability).toBeGreaterThanOrEqual(0);
      expect(sentence.aiProbability).toBeLessThanOrEqual(1);
      end = sentence.offset + sentence.length;
    }
    expect(ESSAY.slice(result.sentences[0]!.offset, result.sentences[0]!.offset + result.sentences[0]!.length)).toBe(
      'The committee met on Tuesday to review the budget for next year.',
    );
    expect(result.signals.length).toBeGreaterThan(3);
  });

  it('gives Free (basic) responses the headline only: no sentences, three signals', async () => {
    const { result, remaining } = await detect(await signedIn(), ESSAY);
    expect(remaining).toBe(9);
    expect(result.aiProbability).toEqual(expect.any(Number));
    expect(result.sentences).toEqual([]);
    expect(result.signals).toHaveLength(3);
  });

  it('refuses a text under 50 words with a clear 400 before charging a request', async () => {
    const client = await signedIn();
    const response = await client.post('/api/tools/ai-detector', { text: 'Just a few words here.' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/at least 50 words to judge a text; this one has 5/),
    });
    expect((await detect(client, ESSAY)).remaining).toBe(9);
  });

  it('still answers from the embedded model when the log-probability server fails', async () => {
    fake.failWith = 500;
    try {
      const { result } = await detect(await signedIn(), ESSAY);
      expect(result.mode).toBe('embedded');
      expect(result.aiProbability).toEqual(expect.any(Number));
      expect(result.notes.join(' ')).toMatch(/failed: HTTP 500/);
    } finally {
      fake.failWith = undefined;
    }
  });

  it('rejects an empty text with 400 and tells the page the Binoculars mode is on', async () => {
    const client = server.client();
    const response = await client.post('/api/tools/ai-detector', { text: '   ' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const config = (await (await client.get('/api/config')).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ tools: { 'ai-detector': { logprobs: true }, plagiarism: { webSearch: false } } });
  });
});
