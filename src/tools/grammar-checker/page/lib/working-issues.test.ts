import { describe, expect, it } from 'vitest';
import type { Issue } from '../api/check-grammar';
import { applyMany, applyReplacement, correctConfidently, followEdit, toWorkingIssues } from './working-issues';

const TEXT = 'This are a test. The students writes well.';

function issue(offset: number, length: number, replacements: string[], confidence = 0.8, rule = 'r'): Issue {
  return { offset, length, replacements, confidence, rule, message: 'm', category: 'grammar' };
}

// 'This are' at 0 (8 chars), 'writes' at 30 (6 chars), 'well' at 37 (no fix).
const ISSUES = [issue(0, 8, ['This is', 'These are']), issue(30, 6, ['write']), issue(37, 4, [], 0.3)];

describe('applyReplacement', () => {
  it('replaces the span and moves the later issues by the change in length', () => {
    const state = applyReplacement({ text: TEXT, issues: toWorkingIssues(ISSUES) }, 0, 'These are');
    expect(state.text).toBe('These are a test. The students writes well.');
    expect(state.issues.map((i) => state.text.slice(i.offset, i.offset + i.length))).toEqual(['writes', 'well']);
  });

  it('drops issues that overlapped the replaced words', () => {
    const state = applyReplacement({ text: 'very unique', issues: toWorkingIssues([issue(0, 11, ['unique']), issue(0, 4, [''])]) }, 0, 'unique');
    expect(state).toEqual({ text: 'unique', issues: [] });
  });
});

describe('applyMany and correctConfidently', () => {
  it('accepts every first replacement and keeps issues without one', () => {
    const state = applyMany({ text: TEXT, issues: toWorkingIssues(ISSUES) }, () => true);
    expect(state.text).toBe('This is a test. The students write well.');
    expect(state.issues).toHaveLength(1);
    expect(state.text.slice(state.issues[0]!.offset, state.issues[0]!.offset + 4)).toBe('well');
  });

  it('applies only confident fixes, and of two overlapping ones only one', () => {
    const issues = toWorkingIssues([issue(0, 8, ['This is']), issue(30, 6, ['write'], 0.5), issue(5, 3, ['is'])]);
    expect(correctConfidently({ text: TEXT, issues })).toBe('This is a test. The students writes well.');
  });
});

describe('followEdit', () => {
  it('moves issues after a typed word, keeps those before and drops the one edited', () => {
    const issues = toWorkingIssues(ISSUES);
    const typed = followEdit(TEXT, TEXT.replace('a test', 'a small test'), issues);
    const next = TEXT.replace('a test', 'a small test');
    expect(typed.map((i) => next.slice(i.offset, i.offset + i.length))).toEqual(['This are', 'writes', 'well']);
    const edited = followEdit(TEXT, TEXT.replace('writes', 'writ'), issues);
    expect(edited.map((i) => i.id)).toEqual([0, 2]);
  });
});
