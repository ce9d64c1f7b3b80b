import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDetectorContract } from '../contract';
import { createConfiguredDetector } from './create-configured-detector';
import { startFakeLogprobServer, type FakeLogprobServer } from './fake-logprob-server';

const TEXT =
  'The committee met on Tuesday to review the budget for next year. Most members agreed that the library needs new computers, ' +
  'but nobody could say where the money would come from. Sarah suggested a bake sale, which got a laugh. In the end we voted to ' +
  'ask the city council for a small grant and to delay the roof repair until spring, even if the roof leaks a bit in March.';

describe('createConfiguredDetector', () => {
  let fake: FakeLogprobServer;
  beforeAll(async () => {
    fake = await startFakeLogprobServer();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('runs offline when no OpenAI-compatible server is configured', async () => {
    const engine = createConfiguredDetector({});
    const result = await engine.run({ text: TEXT }, { responses: 'basic' });
    expect(result.mode).toBe('embedded');
    expect(fake.requests).toHaveLength(0);
  });

  it('asks the configured server for echoed log-probabilities and combines them (embedded+binoculars)', async () => {
    const engine = createConfiguredDetector({ openai: { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'tiny-llm' } });
    const result = await engine.run({ text: TEXT }, { responses: 'advanced' });
    expect(result.mode).toBe('embedded+binoculars');
    expect(result.binoculars?.tokens).toBeGreaterThan(40);
    expect(aiDetectorContract.result.parse(result)).toEqual(result);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'tiny-llm', prompt: TEXT, echo: true },
    });
  });

  it('falls back to the embedded model, with a note, when the server fails', async () => {
    fake.failWith = 503;
    try {
      const engine = createConfiguredDetector({ openai: { baseUrl: fake.baseUrl, model: 'tiny-llm' } });
      const result = await engine.run({ text: TEXT }, { responses: 'basic' });
      expect(result.mode).toBe('embedded');
      expect(result.aiProbability).toEqual(expect.any(Number));
      expect(result.notes.join(' ')).toMatch(/tiny-llm\) failed: HTTP 503/);
    } finally {
      fake.failWith = undefined;
    }
  });

  it('gives up on a server that does not answer in time', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    const engine = createConfiguredDetector({
      openai: { baseUrl: 'http://127.0.0.1:9/v1' },
      timeoutMs: 50,
      fetch: hanging,
    });
    const result = await engine.run({ text: TEXT }, { responses: 'basic' });
    expect(result.mode).toBe('embedded');
    expect(result.notes.join(' ')).toMatch(/failed: .*time/i);
  });
});
