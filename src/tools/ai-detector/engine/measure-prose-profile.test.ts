import { describe, expect, it } from 'vitest';
import { EMPTY_PROSE_PROFILE, holdsList, measureLengthJump, measureProseProfile } from './measure-prose-profile';
import { splitSentences } from './split-sentences';
import { tokenizeText, type ModelLanguage } from './tokenize-text';

const profile = (text: string, language: ModelLanguage) =>
  measureProseProfile(splitSentences(text).map((span) => tokenizeText(span.text, language)), language);

describe('measureProseProfile', () => {
  it('counts sentences opening with a connective, hedges per 100 words and sentences with a list', () => {
    const result = profile('However, the plan may work. It is cheap, quick and simple. Prices often rise.', 'en');
    expect(result.connectiveStartRate).toBeCloseTo(1 / 3, 6);
    // "may" and "often" in 14 words.
    expect(result.hedgeRate).toBeCloseTo((2 * 100) / 14, 6);
    expect(result.listRate).toBeCloseTo(1 / 3, 6);
  });

  it('uses each language’s lists: Zudem, De plus, Además open; kann, souvent, suele hedge', () => {
    expect(profile('Zudem kann das Wetter wechseln. Es regnet.', 'de').connectiveStartRate).toBeCloseTo(1 / 2, 6);
    expect(profile('De plus, il pleut souvent ici.', 'fr').hedgeRate).toBeCloseTo(100 / 6, 6);
    expect(profile('Además, suele llover en abril, mayo y junio.', 'es').listRate).toBe(1);
  });

  it('gives languages without a trained model, and texts without words, an empty profile', () => {
    expect(profile('However, the plan may work.', 'other')).toEqual(EMPTY_PROSE_PROFILE);
    expect(profile('... !!!', 'en')).toEqual(EMPTY_PROSE_PROFILE);
  });
});

describe('holdsList', () => {
  const and = new Set(['and', 'or']);
  it('needs a comma, then one to four words, then the conjunction', () => {
    expect(holdsList(['red', ',', 'green', 'and', 'blue'], and)).toBe(true);
    expect(holdsList(['yes', ',', 'and', 'then'], and)).toBe(false);
    expect(holdsList(['one', ',', 'a', 'b', 'c', 'd', 'e', 'and', 'f'], and)).toBe(false);
    expect(holdsList(['one', ',', 'two', ';', 'and', 'three'], and)).toBe(false);
  });
});

describe('measureLengthJump', () => {
  it('is the mean change between neighbouring sentence lengths over the mean length', () => {
    expect(measureLengthJump([10, 20, 10])).toBeCloseTo(10 / (40 / 3), 6);
    expect(measureLengthJump([12, 12, 12])).toBe(0);
    expect(measureLengthJump([30])).toBe(0);
  });
});
