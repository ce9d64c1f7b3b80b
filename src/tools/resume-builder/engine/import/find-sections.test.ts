import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';

describe('compound section headings', () => {
  it('opens the section of the first part when every part is a known heading', () => {
    expect(findSectionKey({ text: 'Skills and Awards' })).toBe('skills');
    expect(findSectionKey({ text: 'SKILLS, LANGUAGES, INTERESTS' })).toBe('skills');
    expect(findSectionKey({ text: 'Leadership & Activities' })).toBe('volunteer');
    expect(findSectionKey({ text: 'STRENGTHS' })).toBe('skills');
  });

  it('leaves a line with a part that is not a heading as text', () => {
    expect(findSectionKey({ text: 'Experience with Kafka and Spark' })).toBeUndefined();
    expect(findSectionKey({ text: 'Skills and more' })).toBeUndefined();
    expect(findSectionKey({ text: 'Honors and Awards' })).toBe('awards');
  });
});
