import { beforeAll, describe, expect, it } from 'vitest';
import { loadCld3Model, readCld3Model } from './model';
import { loadCld3Package } from './package';
import { createCld3Scorer, type Cld3Result, type Cld3Scorer } from './scorer';

/**
 * Texts that exercise each step: scripts and their spans, lower-casing, non-letters, the text cut at
 * a NUL or at a non-interchange character, Emscripten's lone surrogates, repetition squeezed out,
 * and the snippets of a text over 2,000 bytes.
 */
const TEXTS = [
  '',
  '0123456789 42',
  '!?.,;:()[]{} — … «»',
  'The quick brown fox jumps over the lazy dog.',
  'LE CŒUR A SES RAISONS QUE LA RAISON NE CONNAÎT POINT.',
  'Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin.',
  'Это просто тест, не более того.',
  'Η γλώσσα μου έδωσαν ελληνική.',
  'これは日本語の文章です。',
  '나는 한국어를 조금 할 수 있어요.',
  '我们今天去公园散步吧。',
  'مرحبا بالعالم، كيف حالك؟',
  'ผมชอบกินข้าว',
  'Hello Привет שלום mixed scripts in one text',
  'lone \ud800 surrogate and one at the end \udc00',
  'a NUL\u0000 ends the C string cld3 is given',
  'a control \u0001 character ends the interchange-valid text',
  'abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc abc',
  'Ein Satz, der sich wiederholt. '.repeat(40) + 'Une phrase française à la fin du texte.',
  longText(),
];

/** Over 2,000 bytes of words that do not repeat (repetition would be squeezed out): the snippet path. */
function longText(): string {
  let seed = 12345;
  const letter = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return 'aäbcdeéfghijklmnoöpqrsßtuüvwxyz'[(seed >>> 16) % 31] ?? 'a';
  };
  const words = Array.from({ length: 450 }, (_, index) => Array.from({ length: 3 + (index % 7) }, letter).join(''));
  return `Dies ist ein langer Text: ${words.join(' ')}.`;
}

describe('createCld3Scorer', () => {
  let scorer: Cld3Scorer;
  let findWithPackage: (text: string) => Cld3Result;
  beforeAll(async () => {
    scorer = createCld3Scorer(await loadCld3Model());
    findWithPackage = await loadCld3Package();
  }, 60_000);

  it('answers exactly as the package’s WebAssembly: language, probability to the bit, reliability', () => {
    expect(new TextEncoder().encode(TEXTS[TEXTS.length - 1]).length).toBeGreaterThan(2000);
    for (const text of TEXTS) expect(scorer.findLanguage(text), JSON.stringify(text.slice(0, 40))).toEqual(findWithPackage(text));
  });

  it('names the language of clear sentences, with cld3’s codes', () => {
    expect(scorer.languages).toHaveLength(109);
    expect(scorer.languages).toContain('ja-Latn');
    expect(scorer.findLanguage('Le cœur a ses raisons que la raison ne connaît point.')).toMatchObject({ language: 'fr', isReliable: true });
    expect(scorer.findLanguage('Это просто тест, не более того.').language).toBe('ru');
    expect(scorer.findLanguage('これは日本語の文章です。').language).toBe('ja');
  });
});

describe('readCld3Model', () => {
  it('fails loudly when the package script holds no cld3 WebAssembly', () => {
    expect(() => readCld3Model('var Module = {};')).toThrow(/cld3 model: .* was not found/);
    // A valid but empty module: no data section, so nothing of the model.
    const empty = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]).toString('base64');
    expect(() => readCld3Model(`var wasmBinaryFile="data:application/octet-stream;base64,${empty}";`)).toThrow(/cld3 model: a data section was not found/);
  });
});
