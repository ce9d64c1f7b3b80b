import { describe, expect, it } from 'vitest';
import { type Issue } from '../types';
import { mergeIssues } from './merge-issues';

function issue(fields: Partial<Issue>): Issue {
  return { offset: 0, length: 3, message: '', category: 'grammar', rule: 'r', replacements: ['x'], confidence: 0.8, source: 'harper', ...fields };
}

describe('combining issues from several checkers', () => {
  it('our rule wins over an overlapping harper lint with a different fix', () => {
    const ours = issue({ source: 'rule', rule: 'plural-subject-agreement', replacements: ['have'] });
    const harper = issue({ source: 'harper', rule: 'harper/Miscellaneous', replacements: ['has to'], confidence: 0.9 });
    expect(mergeIssues([harper, ours], []).map((i) => i.rule)).toEqual(['plural-subject-agreement']);
  });

  it('an issue with a fix wins over one without ("We is": harper has no suggestion)', () => {
    const harper = issue({ source: 'harper', replacements: [], rule: 'harper/PronounVerbAgreement' });
    const ours = issue({ source: 'rule', replacements: ['are'], rule: 'plural-subject-agreement' });
    expect(mergeIssues([harper, ours], []).map((i) => i.rule)).toEqual(['plural-subject-agreement']);
  });

  it('the same fix from two sources becomes one, more confident issue', () => {
    const a = issue({ source: 'harper', rule: 'harper/RepeatedWords', confidence: 0.9 });
    const b = issue({ source: 'style', rule: 'repeated-word', confidence: 0.9 });
    const merged = mergeIssues([a, b], []);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.confidence).toBeCloseTo(0.95);
  });

  it('LanguageTool and our rule on the same words make one card with the better message and both fixes', () => {
    const ours = issue({ source: 'rule', rule: 'subject-verb-agreement', replacements: ['goes'], message: 'Use the -s form.' });
    const lt = issue({ source: 'languagetool', rule: 'languagetool/HE_VERB_AGR', replacements: ['goes', 'went'], message: "The pronoun 'He' must be used with a third-person verb: 'goes'.", ruleName: 'Agreement' });
    const merged = mergeIssues([lt, ours], []);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.rule).toBe('subject-verb-agreement');
    expect(merged[0]?.message).toBe("The pronoun 'He' must be used with a third-person verb: 'goes'.");
    expect(merged[0]?.replacements).toEqual(['goes', 'went']);
    // A different fix: ours stays first with its own message; LanguageTool's is offered after it.
    const other = mergeIssues([issue({ ...lt, replacements: ['went'] }), ours], []);
    expect(other).toHaveLength(1);
    expect(other[0]?.message).toBe('Use the -s form.');
    expect(other[0]?.replacements).toEqual(['goes', 'went']);
  });

  it("the writer's own term list beats everything", () => {
    const user = issue({ source: 'user-terms', category: 'terminology', replacements: ['colour'], confidence: 0.9 });
    const harper = issue({ source: 'harper', category: 'spelling', replacements: ['color'] });
    expect(mergeIssues([harper, user], []).map((i) => i.source)).toEqual(['user-terms']);
  });

  it('nothing flags inside a preferred term', () => {
    const spelling = issue({ offset: 4, length: 10, category: 'spelling' });
    expect(mergeIssues([spelling], [{ start: 0, end: 20 }])).toEqual([]);
  });

  it('style hints stay next to the fixes they overlap', () => {
    const passive = issue({ source: 'style', category: 'style', rule: 'passive-voice', replacements: [], length: 10 });
    const spelling = issue({ source: 'harper', category: 'spelling', offset: 4, length: 3 });
    expect(mergeIssues([passive, spelling], []).map((i) => i.rule)).toEqual(['passive-voice', 'r']);
  });

  it('a style hint on exactly the span of a fix is dropped as a duplicate', () => {
    const wordy = issue({ source: 'style', category: 'style', rule: 'wordiness', replacements: [] });
    const term = issue({ source: 'terminology', category: 'terminology', rule: 'terminology/technical' });
    expect(mergeIssues([wordy, term], []).map((i) => i.rule)).toEqual(['terminology/technical']);
  });

  it('keeps non-overlapping issues in text order', () => {
    const a = issue({ offset: 10 });
    const b = issue({ offset: 0 });
    expect(mergeIssues([a, b], []).map((i) => i.offset)).toEqual([0, 10]);
  });
});
