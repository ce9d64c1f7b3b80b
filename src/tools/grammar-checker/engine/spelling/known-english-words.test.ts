import { afterAll, describe, expect, it } from 'vitest';
import { chooseEnglishDictionaries, readEnglishSpellings } from './known-english-words';
import { isHunspellAvailable, stopHunspell } from './hunspell-process';

afterAll(() => stopHunspell());

describe('English words harper lacks', () => {
  it('follows the chosen English: plain English accepts both spellings, en-US only American ones', () => {
    expect(chooseEnglishDictionaries('us', true)).toEqual(['en', 'en-gb']);
    expect(chooseEnglishDictionaries('us', false)).toEqual(['en']);
    expect(chooseEnglishDictionaries('gb', false)).toEqual(['en-gb']);
  });

  it.runIf(isHunspellAvailable())('knows ordinary and British words, offers "until" for "untill", and never asks about split words', async () => {
    const spellings = await readEnglishSpellings(['waiters', 'metres', 'untill', "her's"], ['en', 'en-gb']);
    expect(spellings.get('waiters')?.known).toBe(true);
    expect(spellings.get('metres')?.known).toBe(true);
    expect(spellings.get('untill')).toMatchObject({ known: false });
    expect(spellings.get('untill')?.suggestions[0]).toBe('until');
    // Hunspell would read "her's" as "her" + "s" and know both: the word is left to harper.
    expect(spellings.has("her's")).toBe(false);
    const american = await readEnglishSpellings(['metres'], ['en']);
    expect(american.get('metres')?.known).toBe(false);
  });
});
