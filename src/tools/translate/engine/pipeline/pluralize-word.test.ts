import { describe, expect, it } from 'vitest';
import { guessPlural } from './pluralize-word';

describe('guessPlural', () => {
  it.each([
    ['es', 'servidor', 'servidores'],
    ['es', 'canción', 'canciones'],
    ['es', 'tren', 'trenes'],
    ['pt', 'canção', 'canções'],
    ['pt', 'papel', 'papéis'],
    ['pt', 'nível', 'níveis'],
    ['fr', 'journal', 'journaux'],
    ['fr', 'festival', 'festivals'],
    ['fr', 'travail', 'travaux'],
    ['fr', 'genou', 'genoux'],
    ['it', 'libro', 'libri'],
    ['it', 'foto', 'foto'],
    ['ca', 'banca', 'banques'],
    ['ca', 'llengua', 'llengües'],
  ])('is sure of what spelling settles: %s %s → %s', (language, word, plural) => {
    expect(guessPlural(word, language).certain).toBe(plural);
  });

  it.each([
    ['it', 'tema', ['teme', 'temi']],
    ['it', 'banca', ['banche', 'banchi']],
    ['it', 'amico', ['amichi', 'amici']],
    ['es', 'examen', ['exámenes', 'examenes']],
    ['es', 'crisis', ['crisis', 'crisises']],
    ['pt', 'botão', ['botões', 'botães', 'botãos']],
    ['pt', 'país', ['país', 'países', 'paises']],
    ['ca', 'gas', ['gasos', 'gas']],
  ])('offers only candidates where gender or stress decides: %s %s', (language, word, candidates) => {
    const guess = guessPlural(word, language);
    expect(guess.certain).toBeUndefined();
    expect(guess.candidates).toEqual(candidates);
  });

  it('has no plural for a language it cannot inflect', () => {
    expect(guessPlural('Server', 'de')).toEqual({ candidates: [] });
  });
});
