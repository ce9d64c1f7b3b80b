import { afterAll, describe, expect, it } from 'vitest';
import { grammarCheckerEngine } from '../engine';
import { type GrammarResult } from '../../contract';
import { stopGrammarWorkers } from '../workers/engine-workers';

// Runs the real spelling worker: loading a dictionary takes a few seconds per language.
afterAll(() => stopGrammarWorkers());

async function check(text: string, language?: string): Promise<GrammarResult> {
  return grammarCheckerEngine.run(grammarCheckerEngine.inputSchema.parse({ text, language }), { responses: 'advanced' });
}

function fixes(result: GrammarResult, text: string): [string, string | undefined][] {
  return result.issues.map((i) => [text.slice(i.offset, i.offset + i.length), i.replacements[0]]);
}

describe('German, French and Spanish texts get grammar and spelling', () => {
  it('finds the six German errors a student makes, and says grammar and spelling ran', async () => {
    const text = 'Ich habe einen neue Buch. Der Wetter ist schön. Ich fahre mit den Zug. Morgen wir fahren nach Berlin. Ich habe das Buch gestern gelessen.';
    const result = await check(text);
    expect(result.language.code).toBe('de');
    expect(result.language.checks).toEqual(expect.arrayContaining(['grammar', 'spelling']));
    expect(fixes(result, text)).toEqual(
      expect.arrayContaining([
        ['einen neue', 'ein neues'],
        ['Der', 'Das'],
        ['den', 'dem'],
        ['wir fahren', 'fahren wir'],
        ['gelessen', 'gelesen'],
      ]),
    );
    expect(result.corrected).toContain('Morgen fahren wir nach Berlin.');
  }, 120_000);

  it('flags "gelessen" as a spelling error with "gelesen" first', async () => {
    const text = 'Ich habe das Buch gestern gelessen.';
    const result = await check(text, 'de');
    const issue = result.issues.find((i) => text.slice(i.offset, i.offset + i.length) === 'gelessen');
    expect(issue?.category).toBe('spelling');
    expect(issue?.replacements[0]).toBe('gelesen');
  }, 120_000);

  it('checks French and Spanish grammar and names each rule in words', async () => {
    const french = 'Je vais à le marché avec la problème.';
    const spanish = 'Voy a el cine con el agua fría.';
    const fr = await check(french, 'fr');
    const es = await check(spanish, 'es');
    expect(fixes(fr, french)).toEqual(expect.arrayContaining([['à le', 'au'], ['la', 'le']]));
    expect(fixes(es, spanish)).toEqual([['a el', 'al']]);
    for (const issue of [...fr.issues, ...es.issues]) {
      expect(issue.ruleName).toMatch(/^[^/]+$/);
      expect(new Set(issue.replacements).size).toBe(issue.replacements.length);
    }
  }, 120_000);

  it('leaves a correct German text alone', async () => {
    const result = await check('Ich habe ein neues Buch. Das Wetter ist schön. Morgen fahren wir mit dem Zug nach Berlin.', 'de');
    expect(result.issues).toEqual([]);
  }, 120_000);
});
