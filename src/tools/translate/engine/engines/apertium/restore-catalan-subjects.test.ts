import { describe, expect, it } from 'vitest';
import type { WordReading } from '../../pipeline/noun-facts';
import { listCatalanWords, readEnglishSubject, restoreCatalanSubjects } from './restore-catalan-subjects';

const reading = (lemma: string, ...tags: string[]): WordReading => ({ lemma, tags });
// What apertium-fra-cat's Catalan analyser answers for these words (lt-proc, Debian's package).
const READINGS = new Map<string, WordReading[]>([
  ['et', [reading('et', 'prn', 'pro', 'p2', 'mf', 'sg')]],
  ['li', [reading('li', 'prn', 'pro', 'p3', 'mf', 'sg')]],
  ['el', [reading('el', 'det', 'def', 'm', 'sg'), reading('el', 'prn', 'pro', 'p3', 'm', 'sg')]],
  ['trucaré', [reading('trucar', 'vblex', 'fti', 'p1', 'sg')]],
  ['vam', [reading('anar', 'vblex', 'pri', 'p1', 'pl')]],
  ['vaig', [reading('anar', 'vblex', 'pri', 'p1', 'sg')]],
  ['va', [reading('anar', 'vblex', 'pri', 'p3', 'sg')]],
  ['vas', [reading('vas', 'n', 'm', 'sg'), reading('anar', 'vblex', 'pri', 'p2', 'sg')]],
  ['estimes', [reading('estima', 'n', 'f', 'pl'), reading('estimar', 'vblex', 'pri', 'p2', 'sg')]],
  ['vols', [reading('voler', 'vblex', 'pri', 'p2', 'sg')]],
  ['si', [reading('si', 'cnjadv')]],
  ['quan', [reading('quan', 'cnjadv')]],
  ['que', [reading('que', 'cnjsub'), reading('que', 'rel', 'an', 'mf', 'sp')]],
  ['no', [reading('no', 'adv')]],
  ['jo', [reading('jo', 'prn', 'tn', 'p1', 'mf', 'sg')]],
  ['veure', [reading('veure', 'vblex', 'inf')]],
  ['deixar', [reading('deixar', 'vblex', 'inf')]],
  ['ahir', [reading('ahir', 'adv')]],
  ['he', [reading('He', 'np', 'cog', 'mf', 'sp'), reading('haver', 'vbhaver', 'pri', 'p1', 'sg')]],
  ['estat', [reading('ser', 'vbser', 'pp', 'm', 'sg'), reading('estat', 'n', 'm', 'sg'), reading('estar', 'vblex', 'pp', 'm', 'sg')]],
  ['esperant', [reading('esperar', 'vblex', 'ger')]],
  ['estic', [reading('estar', 'vblex', 'pri', 'p1', 'sg')]],
  ['escrivint', [reading('escriure', 'vblex', 'ger')]],
  ['canto', [reading('cant', 'n', 'm', 'sg'), reading('cantar', 'vblex', 'pri', 'p1', 'sg')]],
]);

describe('Catalan subject pronouns before the hop into French', () => {
  it('puts the pronoun the verb ending says before clitics that open a clause', () => {
    expect(restoreCatalanSubjects('Et trucaré.', READINGS)).toBe('Jo et trucaré.');
    expect(restoreCatalanSubjects('No et trucaré.', READINGS)).toBe('Jo no et trucaré.');
    expect(restoreCatalanSubjects('Li vam veure ahir.', READINGS)).toBe('Nosaltres li vam veure ahir.');
    expect(restoreCatalanSubjects("Sé que m'estimes.", new Map([...READINGS, ["m'", [reading('em', 'prn', 'pro', 'p1', 'mf', 'sg')]]]))).toBe(
      "Sé que tu m'estimes.",
    );
  });

  it("writes it before a sentence's first verb too, a surname reading of the capital aside", () => {
    expect(restoreCatalanSubjects('He estat malalt.', READINGS)).toBe('Jo he estat malalt.');
    expect(restoreCatalanSubjects('Canto és bonic.', READINGS)).toBe('Canto és bonic.');
  });

  it('fills a later clause whose verb has no subject, after a comma or a conjunction', () => {
    expect(restoreCatalanSubjects('Si vols, et trucaré.', READINGS)).toBe('Si tu vols, jo et trucaré.');
    expect(restoreCatalanSubjects('Quan li vaig veure, et trucaré.', READINGS)).toBe('Quan jo li vaig veure, jo et trucaré.');
  });

  it('leaves third persons, written subjects, sentence-initial verbs and an article before a noun', () => {
    expect(restoreCatalanSubjects('Li va veure ahir.', READINGS)).toBe('Li va veure ahir.');
    expect(restoreCatalanSubjects('Jo et trucaré.', READINGS)).toBe('Jo et trucaré.');
    expect(restoreCatalanSubjects('Vam veure.', READINGS)).toBe('Vam veure.');
    // "El vas" may be "the vase": with only an article-like clitic before it, a word that can be a noun is left.
    expect(restoreCatalanSubjects('El vas donar.', READINGS)).toBe('El vas donar.');
    expect(restoreCatalanSubjects('Et trucaré.', new Map())).toBe('Et trucaré.');
  });

  it('asks the analyser about each word once, an elided clitic on its own', () => {
    expect(listCatalanWords("Sé que m'estimes, que m'estimes.")).toEqual(['sé', 'que', "m'", 'estimes']);
  });
});

describe('he and she from the English sentence', () => {
  it('reads "He" or "She" opening the English sentence, and nothing else', () => {
    expect(readEnglishSubject('She told him the truth.')).toBe('ella');
    expect(readEnglishSubject('"He said so."')).toBe('ell');
    expect(readEnglishSubject('They left.')).toBeUndefined();
    expect(readEnglishSubject('Shell companies are legal.')).toBeUndefined();
  });

  it('puts it before a third-person verb that opens the line only', () => {
    expect(restoreCatalanSubjects('Li va veure ahir.', READINGS, 'ella')).toBe('Ella li va veure ahir.');
    expect(restoreCatalanSubjects('Et va veure ahir.', READINGS, 'ell')).toBe('Ell et va veure ahir.');
    expect(restoreCatalanSubjects('Ahir, li va veure.', READINGS, 'ella')).toBe('Ahir, li va veure.');
    expect(restoreCatalanSubjects('Li vaig veure.', READINGS, 'ella')).toBe('Jo li vaig veure.');
  });
});

describe("the past's auxiliary", () => {
  it('gets no pronoun right before it, where cat-fra would read "go to"; after a clitic it does', () => {
    expect(restoreCatalanSubjects('Quan li vaig veure, vaig deixar.', READINGS)).toBe('Quan jo li vaig veure, vaig deixar.');
    expect(restoreCatalanSubjects('Va veure ahir.', READINGS, 'ella')).toBe('Va veure ahir.');
    expect(restoreCatalanSubjects('Li va veure ahir.', READINGS, 'ella')).toBe('Ella li va veure ahir.');
  });
  it('gets none before the progressive either ("Estic escrivint" is "Je suis en train d\'écrire" as it is)', () => {
    expect(restoreCatalanSubjects('Estic escrivint.', READINGS)).toBe('Estic escrivint.');
    expect(restoreCatalanSubjects('He estat esperant.', READINGS)).toBe('He estat esperant.');
    expect(restoreCatalanSubjects('Et estic escrivint.', READINGS)).toBe('Jo et estic escrivint.');
  });
});
