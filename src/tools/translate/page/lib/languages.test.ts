import { describe, expect, it } from 'vitest';
import type { EngineInfo } from '../api/translate-text';
import { findEnginesForPair, listSourceLanguages, listTargetLanguages, nameLanguage } from './languages';

const ENGINES: EngineInfo[] = [
  { id: 'apertium', available: true, pairs: [['en', 'es'], ['es', 'en'], ['en', 'ca']] },
  { id: 'deepl', available: false, pairs: [['en', 'de']], message: 'Set DEEPL_API_KEY to enable DeepL.' },
];

describe('languages', () => {
  it('names languages in English, and leaves an unknown tag as it is', () => {
    expect(nameLanguage('es')).toBe('Spanish');
    expect(nameLanguage('zz')).toBe('zz');
  });

  it('offers only what an available engine can translate', () => {
    expect(listSourceLanguages(ENGINES)).toEqual(['en', 'es']);
    expect(listTargetLanguages(ENGINES, 'en')).toEqual(['ca', 'es']);
    expect(listTargetLanguages(ENGINES, 'es')).toEqual(['en']);
    expect(listTargetLanguages(ENGINES, 'auto')).toEqual(['ca', 'en', 'es']);
  });

  it('finds the engines listing a pair, regional variants included', () => {
    expect(findEnginesForPair(ENGINES, 'en-GB', 'es').map((engine) => engine.id)).toEqual(['apertium']);
    expect(findEnginesForPair(ENGINES, 'en', 'de').map((engine) => engine.id)).toEqual(['deepl']);
    expect(findEnginesForPair(ENGINES, 'es', 'de')).toEqual([]);
  });
});
