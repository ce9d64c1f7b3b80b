import { afterAll, describe, expect, it } from 'vitest';
import { checkWithGrammalecte, toIssue } from './check-with-grammalecte';
import { isGrammalecteAvailable, stopGrammalecte } from './grammalecte-process';

afterAll(() => stopGrammalecte());

describe('toIssue', () => {
  const same = (codePoint: number) => codePoint;

  it('turns an agreement error into a grammar fix sure enough for "Accept all"', () => {
    const text = 'Les enfants joue dans le jardin.';
    const issue = toIssue(text, { start: 12, end: 16, rule: 'gv2__conj_les_nom__b1_a3_1', type: 'conj', message: 'Conjugaison erronée.', suggestions: ['jouent'] }, same);
    expect(issue).toMatchObject({ offset: 12, length: 4, category: 'grammar', rule: 'grammalecte/gv2', ruleName: 'Verb agreement (Grammalecte)', replacements: ['jouent'], source: 'grammalecte' });
    expect(issue!.confidence).toBeGreaterThanOrEqual(0.75);
  });

  it('shows commas and capitals without applying them, and drops a suggestion equal to the text', () => {
    const text = 'Bonjour je suis là.';
    const comma = toIssue(text, { start: 0, end: 7, rule: 'virg_x', type: 'virg', message: 'Virgule ?', suggestions: ['Bonjour,', 'Bonjour'] }, same);
    expect(comma).toMatchObject({ category: 'punctuation', replacements: ['Bonjour,'] });
    expect(comma!.confidence).toBeLessThan(0.75);
  });

  it('drops its agreement fix on an adjective that already agrees with the noun before "aux/au/du/des + noun"', () => {
    const text = 'Une tarte aux pommes délicieuse.';
    const start = text.indexOf('délicieuse');
    const error = { start, end: start + 'délicieuse'.length, rule: 'g3__gn_x', type: 'gn', message: 'Accord.', suggestions: ['délicieuses'] };
    expect(toIssue(text, error, same)).toBeUndefined();
    // After a verb ("passé" is also a noun), the adjective has only the second noun: the fix stays.
    const verb = 'Nous avons passé des vacances magnifique.';
    const at = verb.indexOf('magnifique');
    expect(toIssue(verb, { start: at, end: at + 10, rule: 'g3__gn_x', type: 'gn', message: 'Accord.', suggestions: ['magnifiques'] }, same)).toMatchObject({ replacements: ['magnifiques'] });
  });

  it('drops its "a" → "à" before a noun "avoir" takes bare ("a rendez-vous", "a faim"), keeps it elsewhere', () => {
    const text = 'Le directeur a rendez-vous a dix heures.';
    const at = text.indexOf(' a ') + 1;
    expect(toIssue(text, { start: at, end: at + 1, rule: 'g2__conf_a__b1', type: 'conf', message: 'Confusion.', suggestions: ['à'] }, same)).toBeUndefined();
    const place = 'Il va a Paris.';
    expect(toIssue(place, { start: 7, end: 8, rule: 'g2__conf_a__b1', type: 'conf', message: 'Confusion.', suggestions: ['à'] }, same)).toMatchObject({ replacements: ['à'] });
  });

  it('refuses a span outside the text', () => {
    expect(toIssue('Court.', { start: 3, end: 40, rule: 'x', type: 'gn', message: '', suggestions: ['y'] }, same)).toBeUndefined();
  });
});

describe.skipIf(!isGrammalecteAvailable())('checkWithGrammalecte (the installed Grammalecte)', () => {
  it('finds the French errors students make, at the right UTF-16 offsets after an emoji', async () => {
    const text = 'Les enfants joue avec des croissant. 😀 Elle est allé à une problème.';
    const issues = (await checkWithGrammalecte(text))!;
    const fixes = issues.map((issue) => [text.slice(issue.offset, issue.offset + issue.length), issue.replacements[0]]);
    expect(fixes).toEqual(expect.arrayContaining([['joue', 'jouent'], ['croissant', 'croissants'], ['allé', 'allée'], ['une', 'un']]));
  }, 60_000);

  it('leaves correct French and its typography alone (no non-breaking-space or apostrophe rules)', async () => {
    expect(await checkWithGrammalecte("Qu'est-ce que tu en penses ? Je crois qu'elle a raison : c'est la meilleure solution.")).toEqual([]);
  }, 60_000);

  it('keeps answering after a text of many paragraphs', async () => {
    const text = Array.from({ length: 50 }, (_, i) => `Paragraphe ${i + 1} : les élèves travaille bien.`).join('\n');
    const issues = (await checkWithGrammalecte(text))!;
    expect(issues.filter((issue) => issue.replacements[0] === 'travaillent')).toHaveLength(50);
    expect(text.slice(issues.at(-1)!.offset, issues.at(-1)!.offset + issues.at(-1)!.length)).toBe('travaille');
  }, 60_000);
});
