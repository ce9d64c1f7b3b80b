import { describe, expect, it } from 'vitest';
import { translateContract, translateInputSchema, type TranslateInput } from '../contract';
import { createTranslateEngine } from './engine';
import { segmentSentences } from './pipeline/segment-sentences';
import { TranslationProviderError } from './engines/provider-error';
import { translateText } from './translate-text';
import type { EngineRequest, TranslationEngine } from './translation-engine';

/** Upper-cases letters outside placeholders: easy to check what the engine saw and what came back. */
function createShoutingEngine(id: TranslationEngine['id'], pairs: Array<[string, string]>, calls: EngineRequest[] = []): TranslationEngine {
  return {
    id,
    listPairs: async () => pairs,
    unavailableReason: async () => undefined,
    translate: async (request) => {
      calls.push(request);
      return { segments: request.segments.map((segment) => segment.replace(/\p{Ll}+/gu, (word) => word.toUpperCase())), formalityHandled: false };
    },
  };
}

const parse = (input: TranslateInput) => translateInputSchema.parse(input);

describe('segmentSentences', () => {
  it('splits sentences and lines, not abbreviations or quotes that go on', () => {
    const text = 'Mr. Smith arrived. He said "Hi!" and left.\nNew line? Yes.';
    expect(segmentSentences(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Mr. Smith arrived.', 'He said "Hi!" and left.', 'New line?', 'Yes.']);
  });
});

describe('translateText', () => {
  it('keeps spacing between sentences and protected spans as written', async () => {
    const calls: EngineRequest[] = [];
    const result = await translateText(parse({ text: 'See https://ex.com/a now.  Run `npm test`.\n\nBye!', source: 'en', target: 'es' }), {
      engines: [createShoutingEngine('apertium', [['en', 'es']], calls)],
    });
    expect(result.translation).toBe('SEE https://ex.com/a NOW.  RUN `npm test`.\n\nBYE!');
    expect(result.segments.map((segment) => segment.source)).toEqual(['See https://ex.com/a now.', 'Run `npm test`.', 'Bye!']);
    expect(calls[0]?.segments[0]).not.toContain('https://');
    expect(() => translateContract.result.parse(result)).not.toThrow();
  });

  it('forces glossary terms, plurals included, through an engine that cannot take them', async () => {
    const result = await translateText(parse({ text: 'The servers are down. The server is old.', source: 'en', target: 'es', glossary: [{ source: 'server', target: 'servidor' }, { source: 'cloud', target: 'nube' }] }), {
      engines: [createShoutingEngine('apertium', [['en', 'es']])],
    });
    expect(result.translation).toContain('servidores');
    expect(result.translation).toContain('servidor IS');
    expect(result.glossaryApplied).toEqual([{ source: 'server', target: 'servidor', count: 2 }]);
    expect(result.notes.join(' ')).toMatch(/"cloud"/);
  });

  it('prefers a configured neural engine for auto, and obeys an explicit choice', async () => {
    const engines = [createShoutingEngine('apertium', [['en', 'es']]), createShoutingEngine('libretranslate', [['en', 'es'], ['en', 'de']])];
    expect((await translateText(parse({ text: 'Hello.', source: 'en', target: 'es' }), { engines })).engine).toBe('libretranslate');
    expect((await translateText(parse({ text: 'Hello.', source: 'en', target: 'es', engine: 'apertium' }), { engines })).engine).toBe('apertium');
  });

  it('answers 422 unsupported_pair in end-user words: what does work here, and who can add more', async () => {
    const engine = createTranslateEngine([createShoutingEngine('apertium', [['en', 'es'], ['en', 'fr'], ['es', 'en']])]);
    const run = engine.run(parse({ text: 'Hello.', source: 'en', target: 'de' }), { responses: 'basic' });
    await expect(run).rejects.toMatchObject({ name: 'ToolInputError', code: 'unsupported_pair', status: 422 });
    await expect(run).rejects.toThrow('This site cannot translate English → German yet. From English it translates into French and Spanish. It does not translate into German yet.');
    await expect(run).rejects.toThrow(/administrator can add more languages/);
    await expect(run).rejects.not.toThrow(/DEEPL_API_KEY|_URL/);
  });

  it('detects the source language and says so', async () => {
    const result = await translateText(parse({ text: 'Je voudrais un café, s’il vous plaît. Merci beaucoup.', target: 'es' }), {
      engines: [createShoutingEngine('apertium', [['fr', 'es']])],
    });
    expect(result.source).toEqual({ code: 'fr', detected: true });
    expect(result.notes).toContain('Detected: French.');
  });

  it('reports progress chunk by chunk and notes formality it could not set', async () => {
    const progress: Array<[number, number]> = [];
    const result = await translateText(parse({ text: 'One. Two. Three.', source: 'en', target: 'es', formality: 'more' }), {
      engines: [createShoutingEngine('apertium', [['en', 'es']])],
      chunkSize: 2,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress).toEqual([[2, 3], [3, 3]]);
    expect(result.notes.join(' ')).toMatch(/formality/);
  });

  it('refuses a target that is the source language', async () => {
    await expect(translateText(parse({ text: 'Hello.', source: 'en', target: 'en-GB' }), { engines: [] })).rejects.toThrow(/already in English/);
  });
});

describe('translateText when a provider fails', () => {
  const failing: TranslationEngine = {
    id: 'deepl',
    listPairs: async () => [['en', 'es']],
    unavailableReason: async () => undefined,
    translate: async () => {
      throw new TranslationProviderError('DeepL answered HTTP 456 (the quota is used up).', 456);
    },
  };

  it('lets the next engine with the pair take over under "auto", and says so', async () => {
    const result = await translateText(parse({ text: 'Hello.', source: 'en', target: 'es' }), { engines: [failing, createShoutingEngine('apertium', [['en', 'es']])] });
    expect(result).toMatchObject({ translation: 'HELLO.', engine: 'apertium' });
    expect(result.notes[0]).toMatch(/deepl engine failed.*quota.*apertium translated/);
  });

  it('answers a service error naming the provider when that engine was chosen', async () => {
    const run = translateText(parse({ text: 'Hello.', source: 'en', target: 'es', engine: 'deepl' }), { engines: [failing, createShoutingEngine('apertium', [['en', 'es']])] });
    await expect(run).rejects.toMatchObject({ name: 'ToolServiceError', message: expect.stringMatching(/HTTP 456.*choose another engine/) });
  });
});
