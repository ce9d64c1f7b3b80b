import { describe, expect, it } from 'vitest';
import { hasUnclosedQuotation, isLoneRunBeforeLink } from './title-boundary-doubts';

describe('a quotation left open (session 45)', () => {
  it('finds a guillemet or a curly quote opened and not closed', () => {
    expect(hasUnclosedQuotation('Jean Dupont, « Le roman noir, Paris, Gallimard, 2005.')).toBe(true);
    expect(hasUnclosedQuotation('Lind A, “Tides again, Nature 3 (2001).')).toBe(true);
  });
  it('passes nested and closed guillemets, and a pair of like curly quotes', () => {
    expect(hasUnclosedQuotation('Jean Dupont, « Le mot « liberté » chez Sartre », Les Temps modernes, 1990.')).toBe(false);
    expect(hasUnclosedQuotation('Lind A, ”Tides again” Nature 3 (2001).')).toBe(false);
  });
});

describe('a lone run of words before a link (session 45)', () => {
  it('is a guess whether the words are read as the title or the author', () => {
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'Maria Garcia Lopez', URL: 'https://example.org/page' })).toBe(true);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', author: [{ family: 'Lind', given: 'Ada' }], URL: 'https://example.org/page' })).toBe(true);
  });
  it('is no guess with a date, a container, or both a title and an author', () => {
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'Tide tables', issued: { 'date-parts': [[2001]] }, URL: 'https://example.org/' })).toBe(false);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'Tide tables', author: [{ family: 'Lind' }], URL: 'https://example.org/' })).toBe(false);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'book', title: 'Tide tables' })).toBe(false);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'GEXF File Format', URL: 'https://example.org/' })).toBe(false);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'The Tide Number Page', URL: 'https://example.org/' })).toBe(false);
    expect(isLoneRunBeforeLink({ id: 'a', type: 'webpage', title: 'Tide tables of the north', URL: 'https://example.org/' })).toBe(false);
  });
});
