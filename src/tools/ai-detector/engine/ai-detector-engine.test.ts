import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { createAiDetectorEngine } from './ai-detector-engine';
import type { LogprobProvider } from './binoculars-score';
import { aiDetectorContract } from '../contract';
import type { IdentifiedLanguage } from './identify-language';
import { HUMAN_LIKE, MACHINE_LIKE } from './test-texts';

const english = async (): Promise<IdentifiedLanguage> => ({ language: { code: 'eng', bcp47: 'en', name: 'English' }, model: 'en' });
const engine = createAiDetectorEngine({ identifyLanguage: english });
const run = (text: string, responses: 'basic' | 'advanced' = 'advanced') => engine.run(engine.inputSchema.parse({ text }), { responses });

/** A fake server whose text looks as predictable to it as its own output would (ratio = 0.5). */
function fakeProvider(ratio: number): LogprobProvider {
  return {
    name: 'fake',
    scoreTokens: async () =>
      Array.from({ length: 40 }, () => ({ logprob: -ratio * Math.log(4), topLogprobs: [Math.log(0.25), Math.log(0.25), Math.log(0.25), Math.log(0.25)] })),
  };
}

describe('aiDetectorEngine', () => {
  it('scores machine-like text above human-like text, with verdicts at the extremes', async () => {
    const machine = await run(MACHINE_LIKE);
    const human = await run(HUMAN_LIKE);
    expect(machine.aiProbability).toBeGreaterThan(human.aiProbability ?? 1);
    expect(machine.verdict).toBe('likely AI');
    expect(human.verdict).toBe('likely human');
    expect(machine.mode).toBe('embedded');
    expect(machine.signals.length).toBe(8);
    expect(machine.signals[0]?.description).toMatch(/points to (AI|human)$/);
  });

  it('refuses a short text instead of guessing: at the schema under 50 words, in the engine for short Chinese', async () => {
    const short = 'This sentence is far too short to say anything about who wrote it.';
    expect(engine.inputSchema.safeParse({ text: short }).error?.issues.map((issue) => issue.message)).toEqual([
      'The AI detector needs at least 50 words to judge a text; this one has 13. Add more of the text (a paragraph or more) and check again.',
    ]);
    await expect(engine.run({ text: short }, { responses: 'basic' })).rejects.toBeInstanceOf(ToolInputError);
    const chinese = createAiDetectorEngine({ identifyLanguage: async () => ({ language: { code: 'zho', bcp47: 'zh', name: 'Chinese' }, model: 'zh' }) });
    const seventyCharacters = '我们今天去公园散步天气很好大家都很开心'.repeat(4).slice(0, 70);
    await expect(chinese.run({ text: seventyCharacters }, { responses: 'basic' })).rejects.toThrow(/at least 100 words/);
  });

  it('returns sentence spans that lie inside the text, in order, with probabilities', async () => {
    const result = await run(HUMAN_LIKE);
    expect(result.sentences.length).toBeGreaterThan(4);
    let end = 0;
    for (const sentence of result.sentences) {
      expect(sentence.offset).toBeGreaterThanOrEqual(end);
      expect(HUMAN_LIKE.slice(sentence.offset, sentence.offset + sentence.length).trim()).toHaveLength(sentence.length);
      expect(sentence.aiProbability).toBeGreaterThanOrEqual(0);
      expect(sentence.aiProbability).toBeLessThanOrEqual(1);
      end = sentence.offset + sentence.length;
    }
  });

  it('highlights the machine-written half of a mixed text above the human half', async () => {
    const text = `${HUMAN_LIKE} ${MACHINE_LIKE}`;
    const result = await run(text);
    const meanOf = (half: 'human' | 'ai'): number => {
      const picked = result.sentences.filter((sentence) => (sentence.offset > HUMAN_LIKE.length) === (half === 'ai'));
      return picked.reduce((sum, sentence) => sum + sentence.aiProbability, 0) / picked.length;
    };
    expect(meanOf('ai') - meanOf('human')).toBeGreaterThan(0.2);
  });

  it('keeps per-sentence detail for advanced responses only', async () => {
    const basic = await run(MACHINE_LIKE, 'basic');
    expect(basic.sentences).toEqual([]);
    expect(basic.signals).toHaveLength(3);
  });

  it('gives the same result every time', async () => {
    expect(await run(MACHINE_LIKE)).toEqual(await run(MACHINE_LIKE));
  });

  it('combines a log-probability provider with the embedded score and says so', async () => {
    const embedded = await run(HUMAN_LIKE);
    const combined = createAiDetectorEngine({ identifyLanguage: english, logprobProvider: fakeProvider(0.5) });
    const result = await combined.run({ text: HUMAN_LIKE }, { responses: 'advanced' });
    expect(result.mode).toBe('embedded+binoculars');
    expect(result.binoculars?.score).toBeCloseTo(0.5, 6);
    // A very predictable text by the server's measure pulls the human-looking score towards AI.
    expect(result.aiProbability).toBeGreaterThan(embedded.aiProbability ?? 1);
    expect(result.sentences.length).toBe(embedded.sentences.length);
  });

  it('falls back to the embedded model when the provider fails', async () => {
    const failing = createAiDetectorEngine({
      identifyLanguage: english,
      logprobProvider: { name: 'down', scoreTokens: async () => Promise.reject(new Error('connection refused')) },
    });
    const result = await failing.run({ text: MACHINE_LIKE }, { responses: 'basic' });
    expect(result.mode).toBe('embedded');
    expect(result.notes.join(' ')).toMatch(/down.*connection refused/);
    expect(result.aiProbability).toBe((await run(MACHINE_LIKE, 'basic')).aiProbability);
  });

  it('answers exactly what the contract describes, for advanced, basic and combined runs', async () => {
    const combined = createAiDetectorEngine({ identifyLanguage: english, logprobProvider: fakeProvider(0.5) });
    const results = [
      await run(MACHINE_LIKE, 'advanced'),
      await run(HUMAN_LIKE, 'basic'),
      await combined.run({ text: MACHINE_LIKE }, { responses: 'advanced' }),
    ];
    expect(results[0]!.sentences.length).toBeGreaterThan(0);
    expect(results[2]!.binoculars).toBeDefined();
    // Parsing strips unknown keys, so equality also catches a field the engine sends but the contract lacks.
    for (const result of results) expect(aiDetectorContract.result.parse(result)).toEqual(result);
  });

  it('rejects empty, binary and over-long text at the schema with the shared messages, and counts words for the plan limit', () => {
    const messageOf = (input: unknown) => engine.inputSchema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ text: '   ' })).toBe('The text is empty: give a text to check.');
    expect(messageOf({ text: '\u0000\u0001\u0002binary\u0003\u0004' })).toMatch(/^The text looks like binary data/);
    expect(messageOf({ text: 'x'.repeat(500_001) })).toBe('The text may have at most 500,000 characters.');
    expect(engine.inputSchema.safeParse({ text: `${HUMAN_LIKE}\n\n`.repeat(1000) }).success).toBe(true);
    // One word 100,000 times is no prose to judge (contract.test.ts).
    expect(messageOf({ text: 'word '.repeat(100_000) })).toMatch(/^This text repeats the same few words \(1 different word\)/u);
    expect(engine.inputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(engine.inputSchema.safeParse({}).success).toBe(false);
    expect(engine.inputSchema.safeParse({ text: '\u0000\u0001\u0002binary\u0003\u0004' }).success).toBe(false);
    expect(engine.inputSchema.safeParse({ text: 'x'.repeat(500_001) }).success).toBe(false);
    expect(engine.countInputWords({ text: 'one two three' })).toBe(3);
  });
});
