import { afterEach, describe, expect, it } from 'vitest';
import type { FakeProviderServer } from '../fake-provider-server';
import { chooseDeeplEndpoint } from './deepl-endpoint';
import { createDeeplEngine } from './deepl-engine';
import { startFakeDeepl } from './fake-deepl-server';

let fake: FakeProviderServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const request = { source: 'en', target: 'es', formality: 'default' as const };

async function startEngine(key = 'key-1:fx', glossaryPairs?: string[]) {
  fake = await startFakeDeepl({ apiKey: key, glossaryPairs });
  return { fake, engine: createDeeplEngine({ apiKey: key, apiUrl: fake.url }) };
}

describe('DeepL engine', () => {
  it('uses the free endpoint for a ":fx" key and the pro one otherwise', () => {
    expect(chooseDeeplEndpoint('abc:fx')).toBe('https://api-free.deepl.com');
    expect(chooseDeeplEndpoint('abc')).toBe('https://api.deepl.com');
  });

  it('lists its pairs by ISO 639-1 code', async () => {
    const { engine } = await startEngine();
    const pairs = await engine.listPairs();
    expect(pairs).toContainEqual(['en', 'es']);
    expect(pairs).toContainEqual(['es', 'ja']);
    expect(pairs).not.toContainEqual(['en', 'en']);
  });

  it('translates with the key in the header, and brings placeholders and markup-like text back intact', async () => {
    const { fake, engine } = await startEngine();
    const reply = await engine.translate({ ...request, target: 'en', segments: ['Hello ⟦0⟧ & <world>.'] });
    expect(reply.segments).toEqual(['Hola ⟦0⟧ & <mundo>.']);
    const sent = fake.requests.find((each) => each.path === '/v2/translate')?.body;
    expect(sent).toMatchObject({ text: ['Hello <x i="0"/> &amp; &lt;world&gt;.'], target_lang: 'EN-US', tag_handling: 'xml' });
  });

  it('applies a glossary through the API, created once for repeated runs', async () => {
    const { fake, engine } = await startEngine();
    const glossary = [{ source: 'server', target: 'equipo' }];
    const first = await engine.translate({ ...request, glossary, segments: ['The server is down.'] });
    await engine.translate({ ...request, glossary, segments: ['The server.'] });
    expect(first).toMatchObject({ segments: ['El equipo está caído.'], glossaryHandled: true });
    expect(fake.requests.filter((each) => each.path === '/v2/glossaries')).toHaveLength(1);
  });

  it('leaves the glossary to the pipeline when DeepL has none for the pair', async () => {
    const { engine } = await startEngine('key-1:fx', []);
    const reply = await engine.translate({ ...request, glossary: [{ source: 'server', target: 'equipo' }], segments: ['The server.'] });
    expect(reply).toMatchObject({ segments: ['El servidor.'], glossaryHandled: false });
  });

  it('asks for formality and says whether the target language has it', async () => {
    const { engine } = await startEngine();
    expect(await engine.translate({ ...request, formality: 'more', segments: ['Hello.'] })).toMatchObject({ segments: ['Hola. (usted)'], formalityHandled: true });
    expect((await engine.translate({ ...request, target: 'en', formality: 'more', segments: ['Hello.'] })).formalityHandled).toBe(false);
  });

  it('explains a key DeepL refuses, and what to set when there is none', async () => {
    fake = await startFakeDeepl({ apiKey: 'right:fx' });
    const engine = createDeeplEngine({ apiKey: 'wrong:fx', apiUrl: fake.url });
    expect(await engine.unavailableReason()).toMatch(/HTTP 403.*DEEPL_API_KEY/);
    expect(await createDeeplEngine(undefined).unavailableReason()).toMatch(/DEEPL_API_KEY/);
  });
});
