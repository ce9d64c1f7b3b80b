import { describe, expect, it } from 'vitest';
import { nestTenureGroups } from './nest-tenure-groups';
import { parseResumeLines } from './parse-resume-lines';

// Session 42 (linked-cv-phillips.pdf of held-out-s38): roles grouped under their employer, LinkedIn's way.
describe('roles set under an employer and the time spent there', () => {
  it('gives every role its employer, not the tenure or the product line under the role', () => {
    const { resume } = parseResumeLines([
      { text: 'Experience' },
      { text: 'OpenAI' },
      { text: '1 yr 9 mos' },
      { text: 'International Startups Lead\tMay 2025 — current' },
      { text: 'Sora' },
      { text: 'Software Engineering Lead\tJan 2025 — May 2025' },
      { text: 'GPT-4' },
      { text: 'Palantir' },
      { text: '5 mos' },
      { text: 'Forward Deployed Engineer\tSep 2023 — Feb 2024' },
    ]);
    expect(resume.work?.map((item) => [item.name, item.position, item.startDate])).toEqual([
      ['OpenAI', 'International Startups Lead', '2025-05'],
      ['OpenAI', 'Software Engineering Lead', '2025-01'],
      ['Palantir', 'Forward Deployed Engineer', '2023-09'],
    ]);
  });

  it('leaves a section with no tenure line as it is', () => {
    const lines = [{ text: 'Acme' }, { text: 'Engineer\t2019 – 2021' }];
    expect(nestTenureGroups(lines)).toBe(lines);
  });
});
