import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { grammarCheckerEngine } from './engine';
import { type GrammarInput, type GrammarResult, grammarCheckerContract } from '../contract';
import { stopGrammarWorkers, warmGrammarChecker } from './workers/engine-workers';

// These run the real harper.js worker: loading it takes ~10 s once per file. The first check also
// loads the tagger, tone and style lexicons (~10 s more idle); on a machine shared with other slow
// files that pushed the first test past its 30 s, so the warm-up runs one real check as well.
beforeAll(async () => {
  await warmGrammarChecker();
  await grammarCheckerEngine.run(grammarCheckerEngine.inputSchema.parse({ text: 'This are a warm-up.' }), { responses: 'advanced' });
}, 180_000);
afterAll(() => stopGrammarWorkers());

async function check(text: string, extra: Partial<GrammarInput> = {}, responses: 'basic' | 'advanced' = 'advanced'): Promise<GrammarResult> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, ...extra });
  return grammarCheckerEngine.run(input, { responses });
}

function spans(result: GrammarResult, text: string) {
  return result.issues.map((i) => [text.slice(i.offset, i.offset + i.length), i.rule, i.replacements[0]]);
}

describe('grammar checker engine', () => {
  it('fixes the agreement errors harper misses', async () => {
    const text = 'This are good. The students writes well. Researchers has found it. We should includes it.';
    const result = await check(text);
    expect(result.corrected).toBe('This is good. The students write well. Researchers have found it. We should include it.');
  });

  it('does not turn "have went there" into "their", and still fixes "went"', async () => {
    const text = 'I have went there twice.';
    const result = await check(text);
    // Our participle-after-have rule and harper's SimplePastToPastParticiple make the same fix; ours wins the span.
    expect(spans(result, text).map(([word, , fix]) => [word, fix])).toContainEqual(['went', 'gone']);
    expect(result.issues.some((i) => i.replacements.includes('their'))).toBe(false);
    expect(result.corrected).toBe('I have gone there twice.');
    // With a finished time the present perfect itself is wrong (rules/past-time-tense.ts): the simple past.
    const finished = await check('I have went there yesterday.');
    expect(finished.issues.some((i) => i.replacements.includes('their'))).toBe(false);
    expect(finished.corrected).toBe('I went there yesterday.');
  });

  it('keeps harper spelling fixes and reports UTF-16 offsets after an emoji', async () => {
    const text = '😀 I recieve teh mail.';
    const result = await check(text);
    const typo = result.issues.find((i) => text.slice(i.offset, i.offset + i.length) === 'teh');
    expect(typo?.replacements[0]).toBe('the');
    expect(result.corrected).toBe('😀 I receive the mail.');
  });

  it('prefers our fix where harper only complains ("We is")', async () => {
    const text = 'We is ready.';
    const result = await check(text);
    expect(spans(result, text)).toContainEqual(['is', 'plural-subject-agreement', 'are']);
    expect(result.corrected).toBe('We are ready.');
  });

  it('reports style without changing the text', async () => {
    const text = 'The ball was thrown by the boy. At the end of the day, it is very important in order to win.';
    const result = await check(text);
    const rules = result.issues.map((i) => i.rule);
    expect(rules).toEqual(expect.arrayContaining(['passive-voice', 'cliche', 'weasel-word', 'wordiness']));
    expect(result.corrected).toBe(text);
  });

  it('applies the chosen domain list and the writer’s own terms', async () => {
    const text = 'Open the Javascript file and click on Save. Our scribe well app uses a whitelist.';
    const result = await check(text, {
      domain: 'technical',
      terms: { prefer: ['Scribewell'], avoid: [{ term: 'app', replacement: 'application' }] },
    });
    expect(result.corrected).toBe('Open the JavaScript file and click Save. Our Scribewell application uses a whitelist.');
    expect(result.issues.find((i) => i.rule === 'terminology/technical' && i.replacements[0] === 'allowlist')).toBeDefined();
  });

  it('flags inconsistent spellings towards the majority', async () => {
    const text = 'Send an email. Then send another email. Reply by e-mail.';
    const result = await check(text);
    expect(spans(result, text)).toContainEqual(['e-mail', 'terminology/consistency', 'email']);
  });

  it('checks German spelling with the German dictionary, accepting compounds', async () => {
    const text = 'Das ist ein Tesst. Die Arbeitszeit ist lang, und wir gehen nach Hause.';
    const result = await check(text);
    expect(result.language.code).toBe('de');
    expect(spans(result, text)).toEqual([['Tesst', 'spelling/de', 'Test']]);
    expect(result.readability.calibrated).toBe(false);
  });

  it('honours an explicit language', async () => {
    const text = 'El niño estaa en la casa.';
    const result = await check(text, { language: 'es' });
    expect(result.language).toMatchObject({ code: 'es', detected: false });
    expect(spans(result, text).map((s) => s[0])).toEqual(['estaa']);
  });

  it('accepts British and American spellings under plain "en", and only American ones under "en-US"', async () => {
    const text = 'My favourite colour is grey, and I realised it at the theatre.';
    expect((await check(text, { language: 'en' })).corrected).toBe(text);
    expect((await check(text, { language: 'en-GB' })).corrected).toBe(text);
    expect((await check(text, { language: 'en-US' })).corrected).toContain('favorite');
    // A real misspelling is still fixed under plain "en".
    expect((await check('I recieve the letter.', { language: 'en' })).corrected).toBe('I receive the letter.');
  });

  it('says plainly when a language has no checker', async () => {
    const result = await check('Questo è un testo italiano abbastanza lungo per essere riconosciuto.', { language: 'it' });
    expect(result.issues).toEqual([]);
    expect(result.notices[0]).toMatch(/not available for Italian/);
  });

  it('gives basic responses one suggestion and no per-sentence tone', async () => {
    const text = 'I recieve mail. It is great!';
    const basic = await check(text, {}, 'basic');
    const advanced = await check(text, {}, 'advanced');
    expect(basic.tone.sentences).toBeUndefined();
    expect(advanced.tone.sentences).toHaveLength(2);
    expect(Math.max(...basic.issues.map((i) => i.replacements.length))).toBe(1);
    expect(Math.max(...advanced.issues.map((i) => i.replacements.length))).toBeGreaterThan(1);
  });

  it('answers in the shape of its contract, basic and advanced', async () => {
    const text = 'I recieve mail. It is great! The ball was thrown by the boy, and we is ready.';
    for (const responses of ['basic', 'advanced'] as const) {
      for (const extra of [{}, { language: 'de' }, { language: 'it' }]) {
        const result = await check(text, extra, responses);
        // Parsing strips what the contract does not name, so equality also catches a field added without it.
        expect(grammarCheckerContract.result.parse(result)).toEqual(result);
      }
    }
  });

  it('refuses blank and binary input in its schema, with the kit’s messages', () => {
    expect(grammarCheckerEngine.inputSchema.safeParse({ text: ' \n ' }).error?.issues[0]?.message).toBe(
      'The text is empty: give a text to check.',
    );
    expect(grammarCheckerEngine.inputSchema.safeParse({ text: '\u0000\u0001\u0002\u0003'.repeat(100) }).error?.issues[0]?.message).toMatch(
      /looks like binary data/,
    );
  });

  it('rejects bad input with a clear message', async () => {
    await expect(check('')).rejects.toThrow(/empty/);
    await expect(check('\u0000\u0001\u0002\u0003'.repeat(100))).rejects.toThrow(/binary/);
    await expect(check('a'.repeat(1_000_000))).rejects.toThrow(ToolInputError);
    await expect(check('a'.repeat(1_000_000))).rejects.toThrow(/no words of normal length/);
  });

  it('survives an over-long token inside real text', async () => {
    const text = `The students writes ${'z'.repeat(100_000)} every day.`;
    const result = await check(text);
    expect(result.corrected.startsWith('The students write ')).toBe(true);
  });

  it('counts the words of the text against the plan', () => {
    expect(grammarCheckerEngine.countInputWords({ text: 'One two, three.' })).toBe(3);
  });
});
