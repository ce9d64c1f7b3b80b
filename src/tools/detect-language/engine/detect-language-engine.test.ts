import { beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError, type ToolRunContext } from '../../../platform/engine';
import { loadBackends } from './backends/load-backends';
import { detectLanguageEngine as engine } from './detect-language-engine';
import { type BatchResult, type DetectionResult, detectLanguageContract } from '../contract';

const basic: ToolRunContext = { responses: 'basic' };
const advanced: ToolRunContext = { responses: 'advanced' };

async function detect(text: string, context = basic): Promise<DetectionResult> {
  return (await engine.run(engine.inputSchema.parse({ text }), context)) as DetectionResult;
}

describe('detectLanguageEngine', () => {
  // Loading the five libraries takes seconds: a hook, so it does not count against a test's time.
  beforeAll(() => loadBackends());

  it('identifies a sentence with ISO 639-3 code, BCP 47 tag, name and confidence', async () => {
    // Reliable is a measured promise (right ≥ 98% on dev): a paragraph earns it, a short sentence rarely does.
    const result = await detect(
      'Le chat dort paisiblement sur le canapé du salon pendant que les enfants jouent dans le jardin avec leurs amis. ' +
        'Le soir, toute la famille se retrouve autour de la table pour dîner et raconter sa journée.',
    );
    expect(result.language).toMatchObject({ code: 'fra', bcp47: 'fr', name: 'French' });
    expect(result.language.confidence).toBeGreaterThan(0.9);
    expect(result.reliable).toBe(true);
    expect(result.script).toBe('Latn');
    expect(result.method).toBe('ensemble');
  });

  it('answers with the macrolanguage and the variant the text shows', async () => {
    const simplified = await detect('我们今天下午去图书馆学习汉语。');
    expect(simplified.language.code).toBe('zho');
    expect(simplified.variant?.code).toBe('zh-Hans');
    expect(simplified.script).toBe('Hans');
    const traditional = await detect('我們今天下午去圖書館學習漢語。');
    expect(traditional.variant?.code).toBe('zh-Hant');
    const serbian = await detect('Сви људи рађају се слободни и једнаки у достојанству и правима.');
    expect(serbian.language.code).toBe('srp');
    expect(serbian.variant?.code).toBe('sr-Cyrl');
    const british = await detect('The neighbours painted the theatre a lovely colour last autumn.');
    expect(british.variant).toMatchObject({ code: 'en-GB', evidence: expect.arrayContaining(['colour', 'theatre']) });
    const brazilian = await detect('Ela está fazendo o café da manhã enquanto fala no celular.');
    expect(brazilian.language.code).toBe('por');
    expect(brazilian.variant?.code).toBe('pt-BR');
  });

  it('lets the script decide alone where it can', async () => {
    const result = await detect('Η γλώσσα είναι ελληνική.');
    expect(result).toMatchObject({ language: { code: 'ell', confidence: 1 }, method: 'script', script: 'Grek' });
  });

  it('favours the widely used language on a short text, and is never sure and wrong about it', async () => {
    const result = await detect('merci beaucoup monsieur');
    expect(result.language.code).toBe('fra');
  });

  it('never lists Klingon or another constructed or extinct language next to a mixed text', async () => {
    const mixed =
      'Hello my friend, how are you today? Je suis très content de vous voir. Wie geht es dir heute, mein Freund? ' +
      'We will meet at the station. On se retrouve à la gare. Wir treffen uns am Bahnhof.';
    const result = await detect(mixed, advanced);
    const listed = [result.language.code, ...result.alternatives.map((alternative) => alternative.code)];
    expect(listed).not.toEqual(expect.arrayContaining(['tlh']));
    for (const code of ['tlh', 'vol', 'jbo', 'ido', 'ile', 'ina', 'lat']) expect(result.alternatives.map((a) => a.code)).not.toContain(code);
  });

  it('loads the libraries once per process, whichever engine asks first', async () => {
    expect(await loadBackends()).toBe(await loadBackends());
  });

  it('marks very short text unreliable but still answers', async () => {
    const result = await detect('ok');
    expect(result.reliable).toBe(false);
    expect(result.language.code).toMatch(/^[a-z]{3}$/);
  });

  it('gives basic responses the headline and advanced ones paragraphs and library votes', async () => {
    const text =
      'The committee approved the new budget after a long debate.\n\nLa commission a approuvé le nouveau budget après un long débat.';
    const headline = await detect(text, basic);
    expect(headline.paragraphs).toBeUndefined();
    expect(headline.votes).toBeUndefined();
    expect(headline.alternatives.length).toBeLessThanOrEqual(3);
    const full = await detect(text, advanced);
    expect(full.paragraphs?.map((paragraph) => paragraph.language.code)).toEqual(['eng', 'fra']);
    const [first] = full.paragraphs ?? [];
    expect(text.slice(first!.offset, first!.offset + first!.length)).toMatch(/^The committee.*debate\.$/);
    expect(full.votes?.map((vote) => vote.library)).toEqual(['fasttext', 'eld', 'tinyld', 'cld3', 'franc']);
  });

  it('calls half-and-half text unreliable', async () => {
    const result = await detect(
      'The committee approved the new budget after a long debate.\n\nDer Ausschuss hat den neuen Haushalt nach langer Debatte genehmigt.',
    );
    expect(result.reliable).toBe(false);
  });

  it('runs a batch as one request, with an error row for a bad text', async () => {
    const input = engine.inputSchema.parse({ texts: ['Buenos días a todos mis amigos.', '   ', 'Guten Morgen, wie geht es dir?'] });
    expect(engine.countInputWords(input)).toBe(12);
    const { results } = (await engine.run(input, basic)) as BatchResult;
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ language: { code: 'spa' } });
    expect(results[1]).toEqual({ error: { code: 'invalid_input', message: 'Text 2: The text is empty.' } });
    expect(results[2]).toMatchObject({ language: { code: 'deu' } });
  });

  it('refuses a batch in which no text has a language', async () => {
    await expect(engine.run({ texts: ['', '123'] }, basic)).rejects.toThrow(ToolInputError);
  });

  it('answers in the shape of its contract: one text or a batch, basic or advanced', async () => {
    const mixed =
      'The neighbours painted the theatre a lovely colour last autumn.\n\nLa commission a approuvé le nouveau budget après un long débat.';
    const batch = { texts: ['Buenos días a todos mis amigos.', '12 345', 'Η γλώσσα είναι ελληνική.', mixed] };
    for (const context of [basic, advanced]) {
      for (const input of [{ text: mixed }, { text: 'Η γλώσσα είναι ελληνική.' }, batch]) {
        const result = await engine.run(engine.inputSchema.parse(input), context);
        // Parsing strips what the contract does not name, so equality also catches a field added without it.
        expect(detectLanguageContract.result.parse(result)).toEqual(result);
      }
    }
  });

  it('refuses bad input with a clear message instead of crashing', async () => {
    await expect(detect('')).rejects.toThrow(/empty/);
    await expect(detect('\u0000\u0001\u0002\u0003\uFFFD\uFFFD binary')).rejects.toThrow(/binary/);
    await expect(detect('x'.repeat(1024 * 1024))).rejects.toThrow(ToolInputError);
  });

  it('answers a megabyte of real text from its beginning', async () => {
    const result = await detect('Il pleut sur la ville et les passants se pressent. '.repeat(20_000));
    expect(result.language.code).toBe('fra');
  });

  it('validates the input shape', () => {
    expect(engine.inputSchema.safeParse({ text: 'a', texts: ['b'] }).success).toBe(false);
    expect(engine.inputSchema.safeParse({}).success).toBe(false);
    expect(engine.inputSchema.safeParse({ texts: [] }).success).toBe(false);
    expect(engine.inputSchema.safeParse({ text: 'a', extra: 1 }).success).toBe(false);
    expect(engine.inputSchema.safeParse({ text: ' ' }).error?.issues[0]?.message).toBe('The text is empty: give a text to check.');
    // A bad text of a batch is that text's error row, not the batch's refusal.
    expect(engine.inputSchema.safeParse({ texts: ['', '\u0000\u0001\u0002\u0003'] }).success).toBe(true);
    expect(engine.countInputWords({ text: 'one two three' })).toBe(3);
  });
});
