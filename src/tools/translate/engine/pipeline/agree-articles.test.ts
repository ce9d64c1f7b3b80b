import { describe, expect, it } from 'vitest';
import { agreeArticles } from './agree-articles';

describe('agreeArticles', () => {
  it('gives a forced term the article of its gender and number', () => {
    expect(agreeArticles('El factura es tarde.', [{ text: 'factura', plural: false, gender: 'f' }], 'es')).toBe('La factura es tarde.');
    expect(agreeArticles('Los minino sueños.', [{ text: 'minino', plural: false, gender: 'm' }], 'es')).toBe('El minino sueños.');
    expect(agreeArticles('Vi una servidores.', [{ text: 'servidores', plural: true, gender: 'm' }], 'es')).toBe('Vi unos servidores.');
    expect(agreeArticles('Il fatture.', [{ text: 'fatture', plural: true, gender: 'f' }], 'it')).toBe('Le fatture.');
    expect(agreeArticles('O faturas.', [{ text: 'faturas', plural: true, gender: 'f' }], 'pt')).toBe('As faturas.');
  });

  it('follows Italian sound rules and leaves elision alone', () => {
    expect(agreeArticles('il studente', [{ text: 'studente', plural: false, gender: 'm' }], 'it')).toBe('lo studente');
    expect(agreeArticles('il esami', [{ text: 'esami', plural: true, gender: 'm' }], 'it')).toBe('gli esami');
    expect(agreeArticles('la agua', [{ text: 'agua', plural: false, gender: 'f' }], 'es')).toBe('la agua');
  });

  it('without a gender, moves only the number, and never guesses one from French "les"', () => {
    expect(agreeArticles('los factura', [{ text: 'factura', plural: false }], 'es')).toBe('el factura');
    expect(agreeArticles('les facture', [{ text: 'facture', plural: false }], 'fr')).toBe('les facture');
    expect(agreeArticles('le factures', [{ text: 'factures', plural: true }], 'fr')).toBe('les factures');
  });

  it('touches only an article right before the term, in languages it knows', () => {
    expect(agreeArticles('Del factura y la mesa.', [{ text: 'factura', plural: false, gender: 'f' }], 'es')).toBe('Del factura y la mesa.');
    expect(agreeArticles('Der Rechnung', [{ text: 'Rechnung', plural: false, gender: 'f' }], 'de')).toBe('Der Rechnung');
  });
});
