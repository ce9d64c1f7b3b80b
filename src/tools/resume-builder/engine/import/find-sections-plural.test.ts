import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';

describe('a plural work heading (resume-template-in-typst)', () => {
  it('opens the work section', () => {
    expect(findSectionKey({ text: 'Work experiences' })).toBe('work');
    expect(findSectionKey({ text: 'Professional Experiences' })).toBe('work');
  });
  it('is not read into a sentence that merely starts with the words', () => {
    expect(findSectionKey({ text: 'Work experiences in many countries and teams' })).toBeUndefined();
  });
});
