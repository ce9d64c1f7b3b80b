import { afterAll, describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { checkSpelling } from './check-spelling';
import { isHunspellAvailable, stopHunspell } from './hunspell-process';

afterAll(() => stopHunspell());

async function flagged(text: string, language: 'de' | 'fr' | 'es' = 'de'): Promise<string[]> {
  const issues = await checkSpelling(language, tokenizeWords(text), text);
  return issues.map((issue) => text.slice(issue.offset, issue.offset + issue.length));
}

describe.runIf(isHunspellAvailable())('German spelling with native hunspell', () => {
  it('keeps a compound of two nouns the dictionary will not compound, and still flags misspelt compounds', async () => {
    expect(await flagged('Es gab Apfelstrudel mit Vanillesoße.')).toEqual([]);
    expect(await flagged('Die Wohnnung hat einen Schreibtich und eine Freundschafft.')).toEqual(['Wohnnung', 'Schreibtich', 'Freundschafft']);
  });

  it('keeps a compound whose last noun is also a verb form in lower case ("Pass", "Lauf"), and still flags a verb form joined to a noun', async () => {
    expect(await flagged('Ohne Spielerpass und Bibliotheksausweis gibt es keinen Staffellauf.')).toEqual([]);
    expect(await flagged('Das war eine Freundschafft.')).toEqual(['Freundschafft']);
  });

  it('keeps English words joined to German nouns or to each other ("Salsakurs", "Carsharing-App", "die App"), and still flags German slips', async () => {
    expect(await flagged('Mit der Carsharing-App und dem Salsakurs bin ich zufrieden; die App ist neu.')).toEqual([]);
    expect(await flagged('Der Laptopkoffer und die Fußball-Webseite sind da.')).toEqual([]);
    expect(await flagged('Die Wohnnung und der Schreibtich-Stuhl sind neu.')).toEqual(['Wohnnung', 'Schreibtich-Stuhl']);
  });

  it('keeps a noun joined to an infinitive after beim, zum, das (a nominalised compound), and still flags it without that word', async () => {
    expect(await flagged('Beim Holzhacken und zum Fensterputzen braucht man Handschuhe.')).toEqual([]);
    expect(await flagged('Ich habe mir beim Treppensteigen das Knie verletzt.')).toEqual([]);
    expect(await flagged('Die Freundschafften sind wichtig.')).toEqual(['Freundschafften']);
  });

  it('keeps a separable prefix joined to a participle or an infinitive, and still flags a wrong participle', async () => {
    expect(await flagged('Wir sind den Hügel hinuntergerannt und dann zurückgeschwommen.')).toEqual([]);
    expect(await flagged('Sie ist gestern angekommt.')).toEqual(['angekommt']);
  });

  it('keeps a Spanish command with its pronouns joined, and still flags one without its accent or with it misplaced', async () => {
    expect(await flagged('Cómpralo hoy, prepáralas bien y mézclalo todo.', 'es')).toEqual([]);
    expect(await flagged('Compralo hoy y cocinála después.', 'es')).toEqual(['Compralo', 'cocinála']);
  });

  it('keeps written laughter and English loans, and still flags a misspelt word beside them', async () => {
    expect(await flagged('Hihihi, die Deadline für die Slides ist morgen.')).toEqual([]);
    expect(await flagged('Jejeje, tenemos un meeting y después el feedback.', 'es')).toEqual([]);
    expect(await flagged('On a eu un meeting hier, hahaha, et le boss etait content.', 'fr')).toEqual(['etait']);
  });

  it('keeps a word written with letters its language never uses, and flags a German noun written in lower case', async () => {
    expect(await flagged('Au marché danois on trouve du smørrebrød.', 'fr')).toEqual([]);
    expect(await flagged('Sie arbeitet seit Mai als lehrerin in Bonn.')).toEqual(['lehrerin']);
    // The capitalised noun is the fix, whatever Hunspell lists first; "zuhause" is the Duden's other spelling of "zu Hause".
    const text = 'Sag mir bescheid, wenn du zuhause bist.';
    const issues = await checkSpelling('de', tokenizeWords(text), text);
    expect(issues.map((issue) => issue.replacements[0])).toEqual(['Bescheid']);
    // A chat message typed all in lower case drops capitals on purpose.
    expect(await flagged('bin gleich beim bahnhof, warte am eingang')).toEqual([]);
  });

  it('keeps abbreviations the dictionary lists with their stop, and still flags a misspelt word before a stop', async () => {
    expect(await flagged('Die Miete beträgt 900 € inkl. Nebenkosten, s. Anhang, ca. 20 Min. zu Fuß.')).toEqual([]);
    expect(await flagged('Wir treffen uns vor dem Bahnhoff.')).toEqual(['Bahnhoff']);
  });

  it('keeps the world\'s dishes in every language, unless the word is a slip for an accented native word', async () => {
    expect(await flagged('Zum Mittag gab es Bulgogi und danach Mochi.')).toEqual([]);
    expect(await flagged('On a mangé des gyoza et un bibimbap au resto.', 'fr')).toEqual([]);
    expect(await flagged('Probamos el kimchi y unos baozi en el mercado.', 'es')).toEqual([]);
    expect(await flagged('Pour Noël on a fait un roti de porc.', 'fr')).toEqual(['roti']);
  });

  it('keeps chat abbreviations and acronyms typed in lower case, and still flags a slip among them', async () => {
    expect(await flagged('tkt, qqn a déjà envoyé le dossier au crous, ok ?', 'fr')).toEqual([]);
    expect(await flagged('tkt, qqn a deja envoyé le dossier', 'fr')).toEqual(['deja']);
    expect(await flagged('vllt komme ich später, sry', 'de')).toEqual([]);
  });

  it('offers the French plural in -aux for a plural in -als or -ails', async () => {
    const text = 'Les chevals et les hôpitals sont là.';
    const issues = await checkSpelling('fr', tokenizeWords(text), text);
    expect(issues.map((issue) => issue.replacements[0])).toEqual(['chevaux', 'hôpitaux']);
  });

  it('offers the French noun in -té for one written -tée', async () => {
    const text = 'Il est en bonne santée et aime la libertée.';
    const issues = await checkSpelling('fr', tokenizeWords(text), text);
    expect(issues.map((issue) => issue.replacements[0])).toEqual(['santé', 'liberté']);
    expect(await flagged('Elle est arrivée et la soirée était réussie.', 'fr')).toEqual([]);
  });

  it('keeps the Spanish -iaco adjectives without their accent, which the Diccionario also gives', async () => {
    expect(await flagged('Leo novelas policiacas y tengo un problema cardiaco.', 'es')).toEqual([]);
    expect(await flagged('Leo novelas polizíacas.', 'es')).toEqual(['polizíacas']);
  });

  it('takes a capitalised word set against a name for a name', async () => {
    expect(await flagged('Im Seminar ging es um Friedman vs. Tobin und die Geldpolitik.')).toEqual([]);
  });
});
