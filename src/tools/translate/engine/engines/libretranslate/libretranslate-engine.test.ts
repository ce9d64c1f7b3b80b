import { afterEach, describe, expect, it } from 'vitest';
import type { FakeProviderServer } from '../fake-provider-server';
import { TranslationProviderError } from '../provider-error';
import { startFakeLibreTranslate } from './fake-libretranslate-server';
import { createLibreTranslateEngine } from './libretranslate-engine';

let fake: FakeProviderServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const request = { source: 'en', target: 'es', formality: 'default' as const };

describe('LibreTranslate engine', () => {
  it('lists the pairs the instance has, by ISO 639-1 code', async () => {
    fake = await startFakeLibreTranslate();
    const engine = createLibreTranslateEngine({ url: fake.url });
    expect(await engine.unavailableReason()).toBeUndefined();
    const pairs = await engine.listPairs();
    expect(pairs).toContainEqual(['en', 'es']);
    expect(pairs).toContainEqual(['en', 'zh']);
    expect(pairs).not.toContainEqual(['es', 'fr']);
  });

  it('translates segments in one batch, keeping order, blanks and placeholders', async () => {
    fake = await startFakeLibreTranslate({ apiKey: 'secret' });
    const engine = createLibreTranslateEngine({ url: `${fake.url}/`, apiKey: 'secret' });
    const reply = await engine.translate({ ...request, segments: ['Hello world. ', '', 'The server is down: ⟦0⟧.'] });
    expect(reply.segments).toEqual(['Hola mundo. ', '', 'El servidor está caído: ⟦0⟧.']);
    const posts = fake.requests.filter((each) => each.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ q: ['Hello world.', 'The server is down: ⟦0⟧.'], api_key: 'secret', format: 'text' });
  });

  it("sends the instance's own code for a language (zh → zh-Hans)", async () => {
    fake = await startFakeLibreTranslate();
    const engine = createLibreTranslateEngine({ url: fake.url });
    await engine.translate({ ...request, target: 'zh', segments: ['Hello'] });
    expect(fake.requests.at(-1)?.body).toMatchObject({ target: 'zh-Hans' });
  });

  it('says what to set when it is not configured, and lists no pairs', async () => {
    const engine = createLibreTranslateEngine(undefined);
    expect(await engine.unavailableReason()).toMatch(/LIBRETRANSLATE_URL=/);
    expect(await engine.listPairs()).toEqual([]);
  });

  it('explains a refused key and an unreachable server', async () => {
    fake = await startFakeLibreTranslate({ apiKey: 'secret' });
    const engine = createLibreTranslateEngine({ url: fake.url, apiKey: 'wrong' });
    const error = await engine.translate({ ...request, segments: ['Hello'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationProviderError);
    expect((error as Error).message).toMatch(/HTTP 403: Invalid API key.*LIBRETRANSLATE_API_KEY/);

    const down = createLibreTranslateEngine({ url: 'http://127.0.0.1:9' });
    expect(await down.unavailableReason()).toMatch(/Could not reach LibreTranslate at http:\/\/127\.0\.0\.1:9/);
  });
});
