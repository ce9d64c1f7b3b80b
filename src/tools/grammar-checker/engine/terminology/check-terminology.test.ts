import { describe, expect, it } from 'vitest';
import { checkDomainTerms, checkTermConsistency } from './check-terminology';
import { checkUserTerms } from './check-user-terms';

const found = (text: string, issues: { offset: number; length: number; replacements: string[] }[]) =>
  issues.map((i) => [text.slice(i.offset, i.offset + i.length), i.replacements[0]]);

describe('built-in term lists', () => {
  it('academic: contractions and informal words', () => {
    const text = "Kids don't like it, and a lot of studies prove it.";
    expect(found(text, checkDomainTerms(text, 'academic'))).toEqual([
      ['Kids', 'Children'],
      ["don't", 'do not'],
      ['a lot of', 'many'],
    ]);
  });

  it('legal: legalese and doublets', () => {
    const text = 'The tenant shall pay rent prior to the first day; the clause is null and void.';
    expect(found(text, checkDomainTerms(text, 'legal'))).toEqual([
      ['shall', 'must'],
      ['prior to', 'before'],
      ['null and void', 'void'],
    ]);
  });

  it('medical: do-not-use abbreviations and person-first language, case-sensitive where it matters', () => {
    const text = 'Give 5 cc qd. He suffers from a heart attack. A diabetic was seen. Use CC for emails.';
    expect(found(text, checkDomainTerms(text, 'medical'))).toEqual([
      ['cc', 'mL'],
      ['qd', 'daily'],
      ['suffers from', 'has'],
      ['heart attack', 'myocardial infarction'],
      ['A diabetic', 'A person with diabetes'],
    ]);
  });

  it('technical: brand spellings and inclusive terms, confident only where safe', () => {
    const text = 'Install Github tools, then whitelist the host.';
    const issues = checkDomainTerms(text, 'technical');
    expect(found(text, issues)).toEqual([
      ['Github', 'GitHub'],
      ['whitelist', 'allowlist'],
    ]);
    expect(issues.map((i) => i.confidence >= 0.75)).toEqual([true, false]);
  });

  it('leaves the preferred spelling alone', () => {
    const text = 'We use JavaScript and GitHub.';
    expect(checkDomainTerms(text, 'technical')).toEqual([]);
  });
});

describe('consistency within one text', () => {
  it('flags the minority spelling with the majority as the fix', () => {
    const text = 'Email me. Your email arrived. The e-mail was short.';
    expect(found(text, checkTermConsistency(text))).toEqual([['e-mail', 'email']]);
  });
});

describe("the writer's own terms", () => {
  it('corrects variants of a preferred term and protects it from other rules', () => {
    const text = 'Try scribe well or Scribewell or e learning.';
    const result = checkUserTerms(text, { prefer: ['Scribewell', 'e-learning'] });
    expect(found(text, result.issues)).toEqual([
      ['scribe well', 'Scribewell'],
      ['e learning', 'e-learning'],
    ]);
    expect(result.protectedRanges).toHaveLength(3);
  });

  it('flags avoided terms, with the replacement when one is given', () => {
    const text = 'The app uses a utilise step.';
    const result = checkUserTerms(text, { avoid: [{ term: 'app', replacement: 'application' }, { term: 'utilise' }] });
    expect(found(text, result.issues)).toEqual([
      ['app', 'application'],
      ['utilise', undefined],
    ]);
  });
});
