import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCld3Model, type Cld3Embedding, type Cld3Model } from './model';
import { Cld3Network } from './network';
import { NgramFeatures } from './ngram-features';
import { ScriptFeatures } from './script-features';
import { createCld3SimdLayers } from './simd-kernels';
import { Cld3TextCleaner } from './text';
import { encodeSigned, encodeUnsigned } from './wasm-module-builder';

/** Texts in several scripts, short and long (the snippet path), a NUL and a lone surrogate. */
const TEXTS = [
  '',
  'The quick brown fox jumps over the lazy dog.',
  'Le cœur a ses raisons que la raison ne connaît point.',
  'Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin.',
  'Это просто тест, не более того.',
  'Η γλώσσα μου έδωσαν ελληνική.',
  'これは日本語の文章です。',
  '나는 한국어를 조금 할 수 있어요.',
  '我们今天去公园散步吧。',
  'مرحبا بالعالم، كيف حالك؟',
  'हिन्दी पाठ और বাংলা লেখা',
  'Hello Привет שלום mixed scripts in one text',
  'lone \ud800 surrogate, a NUL\u0000 ends it',
  'Un texto en español que se repite bastante. '.repeat(60),
  Array.from({ length: 400 }, (_, index) => `palavra${(index * 7919) % 1000} outra`).join(' '),
];

/** The bits of each label's score, so that -0 and 0, or two NaNs, are told apart. */
const scoreBits = (network: Cld3Network): number[] => [...new Uint32Array(network.copyScores().buffer)];

/** A small deterministic generator (no Math.random: a failure must replay). */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Random features for every table: rows, and float32 multipliers of either sign, some large enough to make many hidden units positive. */
function addRandomFeatures(networks: readonly Cld3Network[], embeddings: readonly Cld3Embedding[], random: () => number, scale: number): void {
  for (const network of networks) network.clearInputs();
  for (const space of embeddings) {
    const count = Math.floor(random() * 60);
    const rows = new Int32Array(count);
    const multipliers = new Float64Array(count);
    for (let index = 0; index < count; index++) {
      rows[index] = Math.floor(random() * space.rows);
      multipliers[index] = Math.fround((random() - 0.4) * scale);
    }
    for (const network of networks) network.addEmbeddings(space, rows, multipliers, count);
  }
}

describe('the WebAssembly SIMD dense layers', () => {
  let model: Cld3Model;
  beforeAll(async () => {
    model = await loadCld3Model();
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('give the JavaScript layers’ scores to the bit on random features', () => {
    const simd = new Cld3Network(model);
    const scalar = new Cld3Network(model, { simd: false });
    expect(simd.usesSimd).toBe(true);
    expect(scalar.usesSimd).toBe(false);
    const random = createRandom(20240611);
    for (let round = 0; round < 300; round++) {
      addRandomFeatures([simd, scalar], model.embeddings, random, round % 3 === 0 ? 1 : 0.01);
      simd.computeScores();
      scalar.computeScores();
      expect(scoreBits(simd), `round ${round}`).toEqual(scoreBits(scalar));
      expect(simd.computeProbability(simd.findBestLabel())).toBe(scalar.computeProbability(scalar.findBestLabel()));
    }
  });

  it('give the JavaScript layers’ scores to the bit on real texts, with more rows than a batch', () => {
    const simd = new Cld3Network(model);
    const scalar = new Cld3Network(model, { simd: false });
    const byName = (name: string): Cld3Embedding => {
      const found = model.embeddings.find((embedding) => embedding.name === name);
      if (!found) throw new Error(name);
      return found;
    };
    const cleaner = new Cld3TextCleaner(model);
    const ngrams = new NgramFeatures();
    const relevantScripts = byName('relevant-scripts');
    const textScript = byName('text-script');
    const scripts = new ScriptFeatures(relevantScripts, model.skipToLetter, model.letterScripts);
    const networks = [simd, scalar];
    // The n-gram lists of a real text stay below a batch, so a long list of repeated real features stands in.
    const manyRows = new Int32Array(3000).map((_, index) => (index * 7) % 1000);
    const manyMultipliers = new Float64Array(3000).map((_, index) => Math.fround(0.001 * ((index % 13) - 6)));
    for (const text of [...TEXTS, 'batches']) {
      const sentence = cleaner.cleanText(text);
      for (const network of networks) network.clearInputs();
      ngrams.markWords(sentence);
      for (const [name, size] of [['bigrams', 2], ['quadgrams', 4], ['trigrams', 3], ['unigrams', 1]] as const) {
        const space = byName(name);
        const count = ngrams.countNgrams(size, space);
        for (const network of networks) network.addEmbeddings(space, ngrams.rows, ngrams.multipliers, count);
      }
      const relevant = scripts.countRelevantScripts(sentence, relevantScripts);
      const script = scripts.findTextScript(sentence);
      for (const network of networks) {
        network.addEmbeddings(relevantScripts, scripts.rows, scripts.multipliers, relevant);
        network.addEmbedding(textScript, script, textScript.scales[script] ?? 0);
        if (text === 'batches') network.addEmbeddings(byName('bigrams'), manyRows, manyMultipliers, manyRows.length);
        network.computeScores();
      }
      expect(scoreBits(simd), JSON.stringify(text.slice(0, 40))).toEqual(scoreBits(scalar));
    }
  });

  it('fall back to the JavaScript layers where WebAssembly SIMD does not validate', () => {
    const simd = new Cld3Network(model);
    vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
    expect(createCld3SimdLayers(model)).toBeNull();
    const fallback = new Cld3Network(model);
    expect(fallback.usesSimd).toBe(false);
    const random = createRandom(7);
    for (let round = 0; round < 20; round++) {
      addRandomFeatures([simd, fallback], model.embeddings, random, 0.05);
      simd.computeScores();
      fallback.computeScores();
      expect(scoreBits(fallback)).toEqual(scoreBits(simd));
    }
  });
});

describe('the LEB128 encoders', () => {
  it('write the spec’s bytes', () => {
    expect(encodeUnsigned(0)).toEqual([0]);
    expect(encodeUnsigned(127)).toEqual([0x7f]);
    expect(encodeUnsigned(128)).toEqual([0x80, 0x01]);
    expect(encodeUnsigned(624485)).toEqual([0xe5, 0x8e, 0x26]);
    expect(encodeUnsigned(0xffffffff)).toEqual([0xff, 0xff, 0xff, 0xff, 0x0f]);
    expect(encodeSigned(0)).toEqual([0]);
    expect(encodeSigned(63)).toEqual([0x3f]);
    expect(encodeSigned(64)).toEqual([0xc0, 0x00]);
    expect(encodeSigned(-1)).toEqual([0x7f]);
    expect(encodeSigned(-64)).toEqual([0x40]);
    expect(encodeSigned(-65)).toEqual([0xbf, 0x7f]);
    expect(encodeSigned(-123456)).toEqual([0xc0, 0xbb, 0x78]);
    expect(encodeSigned(0x7fffffff)).toEqual([0xff, 0xff, 0xff, 0xff, 0x07]);
  });
});
