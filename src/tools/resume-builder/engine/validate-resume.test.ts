import { describe, expect, it } from 'vitest';
import { validateResume } from './validate-resume';

describe('validateResume', () => {
  it('warns about what the schema allows but readers trip on', () => {
    const warnings = validateResume(
      {
        basics: { name: 'Ana' },
        work: [{ position: 'Analyst', startDate: '2022-05', endDate: '2021-01', highlights: [' '] }],
        education: [{ studyType: 'Bachelor' }],
        hobbies: ['chess'],
      },
      new Date('2024-01-01'),
    );
    expect(warnings.map((w) => w.path)).toEqual(['hobbies', 'work[0].name', 'work[0].endDate', 'work[0].highlights[0]', 'education[0].institution']);
  });

  it('has nothing to say about a complete resume', () => {
    expect(validateResume({ basics: { name: 'Ana' }, work: [{ name: 'Acme', position: 'Analyst', startDate: '2020', endDate: '2020-06' }] })).toEqual([]);
  });
});
