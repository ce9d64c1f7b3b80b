import { describe, expect, it } from 'vitest';
import { checkFieldsInText, listRoundTripFields } from './round-trip';

const resume = {
  basics: { name: 'Ann Lee', email: 'ann@example.com' },
  work: [{ name: 'Acme', position: 'Analyst', startDate: '2020-01' }],
  skills: [{ name: 'Data', keywords: ['SQL', 'Python'] }],
  projects: [{ name: 'Dashboards', keywords: ['Python'] }],
};

describe('round-trip check', () => {
  it('passes text that holds every field in section order, headings in capitals too', () => {
    const text = 'Ann Lee ann@example.com EXPERIENCE Acme Analyst | Jan 2020 – Present SKILLS Data: SQL, Python PROJECTS Dashboards Keywords: Python';
    expect(checkFieldsInText(listRoundTripFields(resume), text).every((check) => check.inOrder)).toBe(true);
  });

  it('catches a skill dropped from Skills even when a later section repeats the word', () => {
    const text = 'Ann Lee ann@example.com Experience Acme Analyst | Jan 2020 – Present Skills Data: SQL Projects Dashboards Keywords: Python';
    const misses = checkFieldsInText(listRoundTripFields(resume), text).filter((check) => !check.inOrder);
    expect(misses.map((check) => check.field.value)).toContain('Projects');
  });
});
