import { afterEach, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../../../../../platform/model-server/fake-chat-server';
import { TranslationProviderError } from '../provider-error';
import { createModelEngine } from './model-engine';

let fake: FakeChatServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const request = { source: 'en', target: 'es', formality: 'default' as const };

async function startEngine(content: unknown) {
  fake = await startFakeChatServer();
  fake.content = JSON.stringify(content);
  return { fake, engine: createModelEngine({ baseUrl: fake.baseUrl, model: 'test-model' }) };
}

function systemPrompt(server: FakeChatServer, index = 0): string {
  const messages = server.requests[index]?.body.messages as Array<{ content: string }>;
  return messages[0]?.content ?? '';
}

describe('model engine', () => {
  it('translates segments with one prompt that asks for meaning, formatting and placeholders kept', async () => {
    const { fake, engine } = await startEngine({ translations: ['Llueve a cántaros.', 'Mira ⟦0⟧.'] });
    const reply = await engine.translate({ ...request, formality: 'more', segments: ["It's raining cats and dogs. ", 'See ⟦0⟧.'] });
    expect(reply).toMatchObject({ segments: ['Llueve a cántaros. ', 'Mira ⟦0⟧.'], formalityHandled: true });
    const prompt = systemPrompt(fake);
    expect(prompt).toMatch(/from English to Spanish/);
    expect(prompt).toMatch(/meaning, not word for word/);
    expect(prompt).toMatch(/⟦0⟧/);
    expect(prompt).toMatch(/formal register/);
    expect(fake.requests[0]?.body.messages).toContainEqual({ role: 'user', content: JSON.stringify({ segments: ["It's raining cats and dogs.", 'See ⟦0⟧.'] }) });
  });

  it('puts the glossary in the prompt, and holds a term in place where the model ignored it', async () => {
    fake = await startFakeChatServer();
    const server = fake;
    // First the model ignores the term; the retry sees it as a placeholder numbered after the segment's own.
    const answers = [{ translations: ['El ordenador en ⟦0⟧ está caído.'] }, { translations: ['El ⟦1⟧ en ⟦0⟧ está caído.'] }];
    const engine = createModelEngine(
      { baseUrl: server.baseUrl },
      { fetch: (url, init) => { server.content = JSON.stringify(answers.shift()); return fetch(url, init); } },
    );
    const reply = await engine.translate({ ...request, glossary: [{ source: 'server', target: 'servidor' }], segments: ['The server at ⟦0⟧ is down.'] });
    expect(systemPrompt(server)).toMatch(/"server" → "servidor"/);
    expect(server.requests[1]?.body.messages).toContainEqual({ role: 'user', content: JSON.stringify({ segments: ['The ⟦1⟧ at ⟦0⟧ is down.'] }) });
    expect(reply).toMatchObject({ segments: ['El servidor en ⟦0⟧ está caído.'], glossaryHandled: true });
  });

  it('falls back to one segment at a time when the model merges sentences', async () => {
    const { fake, engine } = await startEngine({ translations: ['Hola.'] });
    const reply = await engine.translate({ ...request, segments: ['Hi.', 'Hello.'] });
    expect(reply.segments).toEqual(['Hola.', 'Hola.']);
    expect(fake.requests).toHaveLength(3);
  });

  it('turns a failing model server into a clear provider error', async () => {
    const { fake, engine } = await startEngine({});
    fake.failWith = 401;
    const error = await engine.translate({ ...request, segments: ['Hi.'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationProviderError);
    expect((error as Error).message).toMatch(/test-model.*HTTP 401.*API key/);
  });

  it('is unavailable, with the line to set, when no model is configured', async () => {
    const engine = createModelEngine(undefined);
    expect(await engine.unavailableReason()).toMatch(/OPENAI_BASE_URL/);
    expect(await engine.listPairs()).toEqual([]);
  });
});
