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

  it('keeps a separable prefix joined to a participle or an infinitive, and still flags a wrong participle', async () => {
    expect(await flagged('Wir sind den Hügel hinuntergerannt und dann zurückgeschwommen.')).toEqual([]);
    expect(await flagged('Sie ist gestern angekommt.')).toEqual(['angekommt']);
  });

  it('keeps written laughter and English loans, and still flags a misspelt word beside them', async () => {
    expect(await flagged('Hihihi, die Deadline für die Slides ist morgen.')).toEqual([]);
    expect(await flagged('Jejeje, tenemos un meeting y después el feedback.', 'es')).toEqual([]);
    expect(await flagged('On a eu un meeting hier, hahaha, et le boss etait content.', 'fr')).toEqual(['etait']);
  });

  it('keeps a word written with letters its language never uses, and flags a German noun written in lower case', async () => {
    expect(await flagged('Au marché danois on trouve du smørrebrød.', 'fr')).toEqual([]);
    expect(await flagged('Sie arbeitet seit Mai als lehrerin in Bonn.')).toEqual(['lehrerin']);
    // A chat message typed all in lower case drops capitals on purpose.
    expect(await flagged('bin gleich beim bahnhof, warte am eingang')).toEqual([]);
  });
});
