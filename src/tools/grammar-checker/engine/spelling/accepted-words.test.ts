import { describe, expect, it } from 'vitest';
import { isAcceptedWord } from './accepted-words';

describe('isAcceptedWord', () => {
  it('accepts sports the Diccionario lists, in Spanish only', () => {
    expect(isAcceptedWord('es', 'pádel')).toBe(true);
    expect(isAcceptedWord('es', 'Bádminton')).toBe(true);
    expect(isAcceptedWord('fr', 'pádel')).toBe(false);
    expect(isAcceptedWord('es', 'padle')).toBe(false);
  });

  it('accepts Latin American dishes in Spanish, in any letter case', () => {
    expect(isAcceptedWord('es', 'ceviche')).toBe(true);
    expect(isAcceptedWord('es', 'Arepas')).toBe(true);
    expect(isAcceptedWord('es', 'chiles')).toBe(true);
    expect(isAcceptedWord('es', 'Choripanes')).toBe(true);
    expect(isAcceptedWord('es', 'pelis')).toBe(true);
    expect(isAcceptedWord('es', 'enólogo')).toBe(true);
    expect(isAcceptedWord('es', 'Enoturismo')).toBe(true);
  });

  it('accepts the colloquial German plural "Jungs", not a misspelling of it', () => {
    expect(isAcceptedWord('de', 'Jungs')).toBe(true);
    expect(isAcceptedWord('de', 'Jongs')).toBe(false);
  });

  it('leaves misspellings and other languages alone', () => {
    expect(isAcceptedWord('es', 'cevice')).toBe(false);
    expect(isAcceptedWord('de', 'ceviche')).toBe(false);
    expect(isAcceptedWord('fr', 'quen')).toBe(false);
  });

  it('accepts chat abbreviations in the language that uses them', () => {
    expect(isAcceptedWord('fr', 'qqch')).toBe(true);
    expect(isAcceptedWord('fr', 'crous')).toBe(true);
    expect(isAcceptedWord('de', 'vllt')).toBe(true);
    expect(isAcceptedWord('es', 'tqm')).toBe(true);
    expect(isAcceptedWord('es', 'vllt')).toBe(false);
  });
});
