import { afterEach, describe, expect, it } from 'vitest';
import { engineInfoSchema } from '../contract';
import type { FakeProviderServer } from './engines/fake-provider-server';
import { startFakeLibreTranslate } from './engines/libretranslate/fake-libretranslate-server';
import { createTranslationEngines, listEngines } from './list-engines';
import type { TranslationEngine } from './translation-engine';

let fake: FakeProviderServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function stubEngine(id: TranslationEngine['id'], pairs: Array<[string, string]>, reason?: string): TranslationEngine {
  return { id, listPairs: async () => pairs, unavailableReason: async () => reason, translate: async () => ({ segments: [] }) };
}

describe('listEngines', () => {
  it('reports each engine with its availability, pairs and the line that enables it', async () => {
    const infos = await listEngines([
      stubEngine('deepl', [], 'DeepL is not configured. Set DEEPL_API_KEY…'),
      stubEngine('libretranslate', [['en', 'es']]),
      stubEngine('apertium', []),
    ]);
    expect(infos).toEqual([
      { id: 'deepl', available: false, pairs: [], message: 'DeepL is not configured. Set DEEPL_API_KEY…' },
      { id: 'libretranslate', available: true, pairs: [['en', 'es']] },
      { id: 'apertium', available: false, pairs: [], message: 'apertium has no language pairs installed.' },
    ]);
    for (const info of infos) expect(engineInfoSchema.parse(info)).toEqual(info);
  });

  it('builds the providers from the host settings, in the order auto prefers, once per configuration', async () => {
    fake = await startFakeLibreTranslate();
    const ports = { translation: { libreTranslate: { url: fake.url } } };
    const engines = createTranslationEngines(ports);
    expect(engines.map((engine) => engine.id)).toEqual(['deepl', 'libretranslate', 'model', 'apertium']);
    expect(createTranslationEngines({ translation: { libreTranslate: { url: fake.url } } })).toBe(engines);
    const [deepl, libre, model] = await listEngines(engines.slice(0, 3));
    expect(deepl).toMatchObject({ available: false, message: expect.stringMatching(/DEEPL_API_KEY/) });
    expect(libre).toMatchObject({ available: true, pairs: expect.arrayContaining([['en', 'es']]) });
    expect(model).toMatchObject({ available: false, message: expect.stringMatching(/OPENAI_BASE_URL/) });
  });
});
