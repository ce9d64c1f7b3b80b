import { eld } from 'eld/large';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactEldDatabase, decodeEldDatabase, type EldDatabase, encodeEldDatabase } from './eld-compact-store';
import { createEldScorer, type EldScorer } from './eld-scorer';

const eldModule = (path: string) => new URL(path, import.meta.resolve('eld/large')).href;

/** Texts that exercise each step: separators, byte widths, word cuts, the 350/380-byte and 1,000-character limits. */
const TEXTS = [
  '',
  '   ',
  '42 + 17 = 59',
  'Ja',
  'The committee reviews the results of the survey every spring.',
  'ça va très bien, merci !',
  "l'homme qu’il a vu, rock'n'roll",
  'Ελληνικά κείμενα για δοκιμή',
  'हिन्दी में एक छोटा सा वाक्य',
  '中文句子测试 and some English',
  '🙂 emoji 👍🏽 only?',
  'https://example.com user@example.com 12345',
  'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaftskapitänswitwe und mehr',
  'x'.repeat(1500),
  'La commissione esamina ogni primavera i risultati del sondaggio e pubblica una breve relazione. '.repeat(12),
  'Καλημέρα σας, τι κάνετε σήμερα; '.repeat(20),
];

/** eld's own answer in the scorer's shape. */
function detectWithEld(text: string): Array<readonly [string, number]> {
  const result = eld.detect(text);
  return result.language ? Object.entries(result.getScores()) : [];
}

describe('createEldScorer', () => {
  let scorer: EldScorer;
  beforeAll(async () => {
    const [{ ngramsData }, { separators }, { dictionary }] = (await Promise.all([
      import(eldModule('../ngrams/large.js')),
      import(eldModule('../regexPatterns.js')),
      import(eldModule('../dictionary.js')),
    ])) as [{ ngramsData: EldDatabase }, { separators: RegExp }, { dictionary: string[] }];
    // Through the file format, as the engines read it.
    scorer = createEldScorer(decodeEldDatabase(encodeEldDatabase(compactEldDatabase(ngramsData))), { separators, byteCharacters: dictionary });
  }, 120_000);

  it('gives eld’s own scores, languages and order, for every kind of text', () => {
    for (const text of TEXTS) expect(scorer.score(text), JSON.stringify(text.slice(0, 40))).toEqual(detectWithEld(text));
  });

  it('names German first on a German sentence and nothing on digits alone', () => {
    expect(scorer.score('Der Wetterbericht sagt für morgen starken Regen voraus.')[0]?.[0]).toBe('de');
    expect(scorer.score('42 + 17 = 59')).toEqual([]);
  });
});
