import { afterAll, describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { checkSpelling } from './check-spelling';
import { isHunspellAvailable, stopHunspell } from './hunspell-process';

afterAll(() => stopHunspell());

async function flagged(text: string): Promise<string[]> {
  const issues = await checkSpelling('de', tokenizeWords(text), text);
  return issues.map((issue) => text.slice(issue.offset, issue.offset + issue.length));
}

describe.runIf(isHunspellAvailable())('German spelling with native hunspell', () => {
  it('keeps a compound of two nouns the dictionary will not compound, and still flags misspelt compounds', async () => {
    expect(await flagged('Es gab Apfelstrudel mit Vanillesoße.')).toEqual([]);
    expect(await flagged('Die Wohnnung hat einen Schreibtich und eine Freundschafft.')).toEqual(['Wohnnung', 'Schreibtich', 'Freundschafft']);
  });
});
