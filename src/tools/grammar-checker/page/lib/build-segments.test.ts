import { describe, expect, it } from 'vitest';
import type { Issue } from '../api/check-grammar';
import { buildSegments } from './build-segments';
import { toWorkingIssues } from './working-issues';

const make = (offset: number, length: number, category: Issue['category']): Issue => ({
  offset,
  length,
  category,
  message: '',
  rule: category,
  replacements: [],
  confidence: 1,
});

describe('buildSegments', () => {
  it('splits overlapping issues into flat segments that cover the whole text once', () => {
    const text = 'We use this very unique approach.';
    const issues = toWorkingIssues([make(12, 11, 'grammar'), make(12, 4, 'style')]);
    const rank = (issue: { category: string }) => (issue.category === 'grammar' ? 0 : 1);
    const segments = buildSegments(text, issues, rank);
    expect(segments.map((s) => text.slice(s.start, s.end))).toEqual(['We use this ', 'very', ' unique', ' approach.']);
    expect(segments[1]!.issues.map((i) => i.category)).toEqual(['grammar', 'style']);
    expect(segments[2]!.issues.map((i) => i.category)).toEqual(['grammar']);
  });

  it('keeps zero-length issues, including one at the very end', () => {
    const segments = buildSegments('Hi there', toWorkingIssues([make(2, 0, 'punctuation'), make(8, 0, 'punctuation')]), () => 0);
    expect(segments.map((s) => [s.start, s.end, s.insertions.length])).toEqual([
      [0, 2, 0],
      [2, 8, 1],
      [8, 8, 1],
    ]);
  });
});
