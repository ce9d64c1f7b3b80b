import { describe, expect, it } from 'vitest';
import { chooseLanguage, parseLanguageTag } from './choose-language';

describe('choosing the checking language', () => {
  it('parses codes and tags people send', () => {
    expect(parseLanguageTag('en-GB')).toEqual({ code: 'en', dialect: 'gb' });
    expect(parseLanguageTag('eng')).toEqual({ code: 'en', dialect: 'us' });
    expect(parseLanguageTag('deu')).toEqual({ code: 'de', dialect: undefined });
    expect(parseLanguageTag('fr_CA')).toEqual({ code: 'fr', dialect: undefined });
  });

  it('uses the requested language without detecting', async () => {
    expect(await chooseLanguage('es', 'This is English.')).toMatchObject({ code: 'es', detected: false });
  });

  it('detects German, French and Spanish', async () => {
    expect((await chooseLanguage(undefined, 'Das ist ein kurzer Test, der auf Deutsch geschrieben ist.')).code).toBe('de');
    expect((await chooseLanguage('auto', 'Ceci est un petit texte écrit en français pour le test.')).code).toBe('fr');
    expect((await chooseLanguage(undefined, 'Esto es un texto corto escrito en español para la prueba.')).code).toBe('es');
  }, 60_000);

  it('picks British English from British spellings', async () => {
    expect(await chooseLanguage(undefined, 'The colour of my neighbour’s car is grey, and I realised it at the theatre.')).toMatchObject({ code: 'en', dialect: 'gb' });
  }, 60_000);

  it('falls back to English for text too short to tell', async () => {
    expect(await chooseLanguage(undefined, 'Hi there')).toMatchObject({ code: 'en', detected: true });
  });
});

describe('choosing the checking language for misspelt text', () => {
  it('keeps checking misspelt English as English', async () => {
    expect((await chooseLanguage(undefined, '😀 I recieve teh mail.')).code).toBe('en');
  }, 60_000);

  it('accepts a clearly detected language we cannot check', async () => {
    const italian = 'Questo è un testo italiano abbastanza lungo, scritto per essere riconosciuto senza dubbi dal rilevatore.';
    expect((await chooseLanguage(undefined, italian)).code).toBe('it');
  }, 60_000);
});
