import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { askChatModel, askChatModelForJson } from './ask-chat-model';
import { extractJsonObject } from './extract-json';
import { startFakeChatServer, type FakeChatServer } from './fake-chat-server';

const answerSchema = z.object({ answer: z.string() });
const messages = [{ role: 'user' as const, content: 'What is the powerhouse of the cell?' }];

describe('extractJsonObject', () => {
  it('reads a bare object, a fenced one and one inside a sentence', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('Sure!\n```json\n{"a":2}\n```\nHope it helps.')).toEqual({ a: 2 });
    expect(extractJsonObject('Here it is: {"a":3}. Done')).toEqual({ a: 3 });
  });

  it('refuses a reply without an object', () => {
    expect(() => extractJsonObject('The mitochondrion.')).toThrow();
  });
});

describe('askChatModel', () => {
  let fake: FakeChatServer;
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('posts the messages with the model, the key and JSON asked for, and returns the checked object', async () => {
    fake.failWith = undefined;
    fake.content = '```json\n{"answer":"mitochondria"}\n```';
    const reply = await askChatModelForJson({ baseUrl: `${fake.baseUrl}/`, apiKey: 'k', model: 'tiny' }, messages, answerSchema, 'the JSON answer');
    expect(reply).toEqual({ ok: true, value: { answer: 'mitochondria' } });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer k');
    expect(request.body).toMatchObject({ model: 'tiny', temperature: 0, messages });
  });

  it('turns every failure into a sentence that says what to check', async () => {
    const server = { baseUrl: fake.baseUrl, model: 'tiny' };
    fake.content = 'I think it is the mitochondria.';
    expect(await askChatModelForJson(server, messages, answerSchema, 'the JSON answer')).toEqual({
      ok: false,
      error: `the model tiny at ${fake.baseUrl} did not answer with the JSON answer it was asked for.`,
    });
    fake.content = '{"verdict":"mitochondria"}';
    expect(await askChatModelForJson(server, messages, answerSchema, 'the JSON answer')).toMatchObject({ ok: false, error: expect.stringContaining('wrong shape') });
    fake.failWith = 401;
    expect(await askChatModel(server, messages)).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 401 (check the API key)') });
    fake.failWith = undefined;
    fake.content = '';
    expect(await askChatModel(server, messages)).toMatchObject({ ok: false, error: expect.stringContaining('empty answer') });
  });

  it('gives up after the timeout, and says so', async () => {
    fake.content = '{"answer":"late"}';
    fake.delayMs = 2_000;
    try {
      expect(await askChatModel({ baseUrl: fake.baseUrl }, messages, { timeoutMs: 100 })).toEqual({
        ok: false,
        error: `the model server at ${fake.baseUrl} did not answer within 0.1 seconds.`,
      });
    } finally {
      fake.delayMs = 0;
    }
  });

  it('says when the server cannot be reached', async () => {
    const reply = await askChatModel({ baseUrl: 'http://127.0.0.1:9/v1' }, messages, { timeoutMs: 2_000 });
    expect(reply).toMatchObject({ ok: false, error: expect.stringContaining('Could not reach the model server at http://127.0.0.1:9/v1') });
  });

  it("rethrows the caller's abort instead of answering", async () => {
    fake.delayMs = 2_000;
    const controller = new AbortController();
    const asking = askChatModel({ baseUrl: fake.baseUrl }, messages, { signal: controller.signal });
    controller.abort(new Error('request closed'));
    try {
      await expect(asking).rejects.toThrow('request closed');
    } finally {
      fake.delayMs = 0;
    }
  });
});
