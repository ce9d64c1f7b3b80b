import { detectAll } from 'tinyld/heavy';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeTinyLdDictionary, encodeTinyLdDictionary, readPackageDictionary, type TinyLdDictionary } from './tinyld-dictionary';
import { createTinyLdScorer } from './tinyld-scorer';

/** Texts that exercise each step: chunking, cleaning, unique n-grams, accents, scripts, ties, limits. */
const TEXTS = [
  '',
  '   ',
  '...!!??',
  '(',
  'The quick brown fox jumps over the lazy dog.',
  'Le cœur a ses raisons que la raison ne connaît point.',
  'Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin; die Luft ist kühl und es dunkelt.',
  '¿Dónde está la biblioteca? ¡No lo sé!',
  'Où est la gare ? « Là-bas », dit-il — à 2 minutes.',
  'Это просто тест, не более того.',
  'これは日本語の文章です。「こんにちは」',
  '한국어 문장입니다. 안녕하세요',
  'مرحبا بالعالم، كيف حالك؟',
  'Γειά σου κόσμε',
  'ผมชอบกินข้าว',
  'Tôi yêu tiếng Việt lắm',
  'ｔｅｓｔ　１２３ numbers 456 and ’quotes’',
  'tab\tseparated\u00a0words   with   runs',
  'emoji 😀 in a sentence 👍🏽 ok',
  'a, b. c! d? e; f: g (h) [i] {j} <k> «l» „m“ *n* \\o\\ p⋯q《r》',
  'one. two. three. four. five. six. seven. eight. nine. ten. eleven words here to make more than seven chunks.',
  'x',
  'zzzzzzzzzzzzzzzzzzzzzz',
  'Ẹ ku aarọ, bawo ni?',
  'tlhIngan Hol vIjatlh',
  // Accent folding (fold-accents.ts): letters that fold alone, decomposed input, marks of other
  // classes, letters that decompose into several (Hangul), surrogate pairs and lone whitespace.
  'Йод и ёж, мой край: подъезд',
  'Việt Nam đẹp lắm, người ở đó rất hiền',
  'cafe\u0301 de\u0301ja\u0300 vu',
  'بِسْمِ اللّٰهِ الرَّحْمٰنِ الرَّحِيمِ',
  'اللَّه اللّه',
  '각 나라의 말 ㄱㄴ',
  'Ǆemal ǅ ǆ ﬁnal ﬀ Å Ω K',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 text 𝕒𝕓 and \ud800 lone',
  'one\u00a0two \u2003 three\u3000four \ufeff',
  'ά έ ή ί ϊ ΐ ό ύ ϋ ΰ ώ',
];

describe('createTinyLdScorer', () => {
  let dictionary: TinyLdDictionary;
  beforeAll(async () => {
    dictionary = await readPackageDictionary();
  }, 60_000);

  it('answers exactly as tinyld’s own detectAll, languages, order and accuracies', () => {
    const scorer = createTinyLdScorer(dictionary);
    for (const text of TEXTS) expect(scorer.detectAll(text), JSON.stringify(text)).toEqual(detectAll(text));
  });

  it('names French and German first on sentences in those languages', () => {
    const scorer = createTinyLdScorer(dictionary);
    expect(scorer.detectAll('Le cœur a ses raisons que la raison ne connaît point.')[0]?.lang).toBe('fr');
    expect(scorer.detectAll('Ich weiß nicht, was soll es bedeuten, dass ich so traurig bin.')[0]?.lang).toBe('de');
  });

  it('keeps every n-gram, score and language through the file format', () => {
    const decoded = decodeTinyLdDictionary(encodeTinyLdDictionary(dictionary));
    expect(decoded.languages).toEqual(dictionary.languages);
    expect(decoded.answerCodes).toEqual(dictionary.answerCodes);
    expect([...decoded.uniques]).toEqual([...dictionary.uniques]);
    expect([...decoded.shared]).toEqual([...dictionary.shared]);
    expect(decoded.offsets).toEqual(dictionary.offsets);
    expect(decoded.entryLanguages).toEqual(dictionary.entryLanguages);
    expect(decoded.entryScores).toEqual(dictionary.entryScores);
    expect(dictionary.uniques.size).toBe(42_887);
    expect(dictionary.shared.size).toBe(83_737);
  });

  it('refuses a file that is not a dictionary, or a cut one', () => {
    expect(() => decodeTinyLdDictionary(new TextEncoder().encode('ELDC and more bytes than a header'))).toThrow(/not a tinyld dictionary/);
    const bytes = encodeTinyLdDictionary(dictionary);
    expect(() => decodeTinyLdDictionary(bytes.subarray(0, bytes.length - 10))).toThrow(/truncated|entries|n-grams/);
  });
});
