import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { FASTTEXT_MODEL_URL, FASTTEXT_TOP_K } from './fasttext-backend';
import { BucketTable, readFastTextModel, type FastTextModel } from './fasttext-model';
import { loadFastTextPackage } from './fasttext-package';
import { createFastTextScorer, type FastTextPrediction, type FastTextScorer } from './fasttext-scorer';

/** Texts that exercise each step: separators, lines, labels, the end-of-sentence word, UTF-8 edge cases, length. */
const TEXTS = [
  '',
  ' ',
  'a',
  'The quick brown fox jumps over the lazy dog.',
  'Le cœur a ses raisons que la raison ne connaît point.',
  'Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin.',
  'Это просто тест, не более того.',
  'これは日本語の文章です。',
  'مرحبا بالعالم، كيف حالك؟',
  'ผมชอบกินข้าว',
  'two\nlines: only the first is read',
  '\nstarts with a newline',
  'tabs\tand\rcarriage\vreturns\ffeeds',
  'a NUL\u0000inside',
  'stops at the token </s> and ignores the rest of the line',
  '__label__en is a label, not a word',
  'no-break\u00a0space and ideographic\u3000space stay inside words',
  'lone \ud800 surrogate',
  'lone at the end \udc00',
  'emoji 😀 and ñandú',
  'x'.repeat(3000),
];

describe('createFastTextScorer', () => {
  let model: FastTextModel;
  let scorer: FastTextScorer;
  let predictWithPackage: (text: string) => FastTextPrediction[];
  beforeAll(async () => {
    model = readFastTextModel(await readFile(new URL(FASTTEXT_MODEL_URL)));
    scorer = createFastTextScorer(model);
    const predict = await loadFastTextPackage();
    predictWithPackage = (text) => predict(text, FASTTEXT_TOP_K);
  }, 60_000);

  it('answers exactly as the package’s WebAssembly: labels, order and probabilities to the bit', () => {
    for (const text of TEXTS) expect(scorer.predict(text, FASTTEXT_TOP_K), JSON.stringify(text.slice(0, 40))).toEqual(predictWithPackage(text));
  });

  it('names the language of a sentence first, with the 176 labels of lid.176', () => {
    expect(scorer.labels).toHaveLength(176);
    expect(scorer.predict('Le cœur a ses raisons que la raison ne connaît point.', 3)[0]?.label).toBe('fr');
    expect(scorer.predict('これは日本語の文章です。', 1)).toEqual([expect.objectContaining({ label: 'ja' })]);
  });

  it('gives k answers at most, best first, and none under the threshold', () => {
    const found = scorer.predict('The quick brown fox jumps over the lazy dog.', 5);
    expect(found).toHaveLength(5);
    expect(found.map((entry) => entry.probability)).toEqual([...found.map((entry) => entry.probability)].sort((a, b) => b - a));
    expect(scorer.predict('The quick brown fox jumps over the lazy dog.', 176, 0.5).map((entry) => entry.label)).toEqual(['en']);
    expect(() => scorer.predict('text', 0)).toThrow(RangeError);
  });
});

describe('readFastTextModel', () => {
  it('reads lid.176.ftz: 7,235 words, 176 labels, 16 dimensions, character 2- to 4-grams', async () => {
    const model = readFastTextModel(await readFile(new URL(FASTTEXT_MODEL_URL)));
    expect({ words: model.wordCount, labels: model.labels.length, dimension: model.dimension, minN: model.minN, maxN: model.maxN }).toEqual({
      words: 7235,
      labels: 176,
      dimension: 16,
      minN: 2,
      maxN: 4,
    });
    expect(model.labels.slice(0, 3)).toEqual(['en', 'ru', 'de']);
  });

  it('refuses a file that is not a fastText model, or is cut short, with a RangeError', async () => {
    const bytes = await readFile(new URL(FASTTEXT_MODEL_URL));
    expect(() => readFastTextModel(new Uint8Array(100))).toThrow(/not a fastText file/);
    expect(() => readFastTextModel(bytes.subarray(0, bytes.length - 10))).toThrow(RangeError);
    expect(() => readFastTextModel(Buffer.concat([bytes, Buffer.from([0])]))).toThrow(/unexpected bytes/);
  });
});

describe('BucketTable', () => {
  it('finds every kept bucket and nothing else, across collisions', () => {
    const entries = new Map(Array.from({ length: 500 }, (_, index) => [index * 4096 + 7, index] as const));
    const table = new BucketTable(entries, 4096 * 500 + 8);
    for (const [bucket, row] of entries) expect(table.get(bucket)).toBe(row);
    for (const bucket of [0, 6, 8, 4096, 4096 * 499 + 6]) expect(table.get(bucket)).toBe(-1);
  });
});
