import { describe, expect, it } from 'vitest';
import { type Issue } from '../types';
import { dropCascadingFixes, type RecheckSentences } from './drop-cascading-fixes';

function fix(text: string, word: string, replacement: string, source: Issue['source'] = 'grammalecte'): Issue {
  const offset = text.indexOf(word);
  return { offset, length: word.length, message: '', category: 'grammar', rule: 'test', replacements: [replacement], confidence: 0.8, source };
}

/** A stand-in checker that knows a fixed set of sentences and what it would flag in each. */
function recheckFrom(known: Record<string, [string, string][]>): RecheckSentences {
  return (sentences) => Promise.resolve(sentences.map((sentence) => (known[sentence] ?? []).map(([word, replacement]) => fix(sentence, word, replacement))));
}

describe('dropCascadingFixes', () => {
  it('keeps the first of two fixes for one mistake: "nous avons allés" becomes "nous sommes allés", not "nous sommes allé"', async () => {
    const text = 'Hier, nous avons allés au cinéma.';
    const issues = [fix(text, 'avons', 'sommes'), fix(text, 'allés', 'allé')];
    const kept = await dropCascadingFixes(text, issues, recheckFrom({ 'Hier, nous sommes allés au cinéma.': [] }));
    expect(kept.map((issue) => issue.replacements[0])).toEqual(['sommes']);
  });

  it('keeps two fixes for two real mistakes in one sentence', async () => {
    const text = 'Les enfants joue avec des croissant.';
    const issues = [fix(text, 'joue', 'jouent'), fix(text, 'croissant', 'croissants')];
    const kept = await dropCascadingFixes(text, issues, recheckFrom({ 'Les enfants jouent avec des croissant.': [['croissant', 'croissants']] }));
    expect(kept).toHaveLength(2);
  });

  it("applies our rules' fix before Grammalecte's, and a subject pronoun's number last", async () => {
    const text = 'Ils finit tôt. Une bon idée.';
    const issues = [fix(text, 'Ils', 'Il'), fix(text, 'finit', 'finissent'), fix(text, 'Une', 'Un'), fix(text, 'bon', 'bonne', 'rule')];
    const kept = await dropCascadingFixes(text, issues, recheckFrom({ 'Ils finissent tôt.': [], 'Une bonne idée.': [] }));
    expect(kept.map((issue) => issue.replacements[0])).toEqual(['finissent', 'bonne']);
  });

  it('leaves a sentence with one fix alone without asking again', async () => {
    const text = 'Elle est allé au marché.';
    const issues = [fix(text, 'allé', 'allée')];
    const recheck: RecheckSentences = () => Promise.reject(new Error('not called'));
    expect(await dropCascadingFixes(text, issues, recheck)).toBe(issues);
  });
});
