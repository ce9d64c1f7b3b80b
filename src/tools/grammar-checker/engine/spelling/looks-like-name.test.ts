import { describe, expect, it } from 'vitest';
import { looksLikeName } from './looks-like-name';

function check(text: string, word: string, options?: { nounsCapitalised?: boolean }): boolean {
  const start = text.indexOf(word);
  return looksLikeName(text, start, start + word.length, options);
}

describe('looksLikeName', () => {
  it('takes a capitalised word inside a sentence, or next to another capitalised word, for a name', () => {
    expect(check('Lionel Messi y Andrés Iniesta jugaron juntos.', 'Lionel')).toBe(true);
    expect(check('Lionel Messi y Andrés Iniesta jugaron juntos.', 'Messi')).toBe(true);
    expect(check('Me alegro de que hayas encontrado trabajo en Valparaíso.', 'Valparaíso')).toBe(true);
    expect(check('Ngozi Okonjo-Iweala spoke at the WTO meeting.', 'Ngozi')).toBe(true);
    expect(check('Le bœuf de Mme Lefèvre est le meilleur.', 'Lefèvre')).toBe(true);
    // The first of a list of capitalised words, even at a sentence start.
    expect(check('Present: Aditi, Joe, Mara and Sam.', 'Aditi')).toBe(true);
    expect(check('Teh, the cat sat.', 'Teh')).toBe(false);
  });

  it('does not take a misspelt first word of a sentence for a name', () => {
    expect(check('Yesturday we went to the park.', 'Yesturday')).toBe(false);
    expect(check('It rained. Yesturday we stayed in.', 'Yesturday')).toBe(false);
    expect(check('we saw it', 'saw')).toBe(false);
  });

  it('in German, where every noun is capitalised, counts only a run of capitalised words', () => {
    expect(check('Thomas Müller und Manuel Neuer spielen für den FC Bayern.', 'Manuel', { nounsCapitalised: true })).toBe(true);
    expect(check('Wir haben einen Hundd gesehen.', 'Hundd', { nounsCapitalised: true })).toBe(false);
    // A first name opening the sentence before its verb (intl batch 38: "Jonas" had become "Jones"); a noun takes an article.
    expect(check('Jonas übernachtet heute bei seiner Freundin.', 'Jonas', { nounsCapitalised: true })).toBe(true);
    expect(check('Der Hundd übernachtet heute bei uns.', 'Hundd', { nounsCapitalised: true })).toBe(false);
    expect(check('Der Kinder spielen im Garten.', 'Kinder', { nounsCapitalised: true })).toBe(false);
    expect(check('Heute: Marx vs. Weberling im Tutorium.', 'Weberling', { nounsCapitalised: true })).toBe(true);
    expect(check('Das Duell Adorno versus Poppersen bleibt offen.', 'Adorno', { nounsCapitalised: true })).toBe(true);
    expect(check('Ich brauche Tablettten gegen Kopfweh.', 'Tablettten', { nounsCapitalised: true })).toBe(false);
  });

  it('takes the word after namens, appelé or llamado for a name', () => {
    expect(check('Unsere Nachbarin hat eine Katze namens Mieze.', 'Mieze', { nounsCapitalised: true })).toBe(true);
    expect(check('Wir hatten einen Kater namens Fussel.', 'Fussel', { nounsCapitalised: true })).toBe(true);
    expect(check('Mi tía tiene un loro llamado Paquito.', 'Paquito')).toBe(true);
    expect(check('Wir haben einen Hundd gesehen.', 'Hundd', { nounsCapitalised: true })).toBe(false);
    // A first name opening the sentence before its verb (intl batch 38: "Jonas" had become "Jones"); a noun takes an article.
    expect(check('Jonas übernachtet heute bei seiner Freundin.', 'Jonas', { nounsCapitalised: true })).toBe(true);
    expect(check('Der Hundd übernachtet heute bei uns.', 'Hundd', { nounsCapitalised: true })).toBe(false);
  });

  it('takes a capitalised word alone in quotes for a title, even in German', () => {
    expect(check('Wir haben im Kurs „Krabat“ gelesen.', 'Krabat', { nounsCapitalised: true })).toBe(true);
    expect(check('Wir haben im Kurs "Krabat" gelesen.', 'Krabat', { nounsCapitalised: true })).toBe(true);
    expect(check('Wir haben im Kurs die Krabat gelesen.', 'Krabat', { nounsCapitalised: true })).toBe(false);
  });
});
