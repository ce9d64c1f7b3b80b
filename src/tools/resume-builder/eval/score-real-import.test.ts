import { describe, expect, it } from 'vitest';
import { countUnstatedDates, scoreImport } from './score-real-import';

const gold = {
  basics: { name: 'Ann Lee', phone: '+1 (555) 010-2000', url: 'www.annlee.dev' },
  work: [
    { name: 'Acme', position: 'Analyst', startDate: '2020-01', endDate: 'present' },
    { name: ['Beta Labs', 'Beta'], position: 'Intern', startDate: '2019' },
  ],
  education: [{ institution: 'Uni', studyType: 'BS', endDate: '2018-05' }],
  skills: ['SQL', 'Python'],
};

describe('real-resume scoring rule', () => {
  it('forgives case, dash variants and phone punctuation, not a soft hyphen', () => {
    const checks = scoreImport(gold, { basics: { name: 'ANN LEE', phone: '15550102000', url: 'https://annlee.dev/' }, work: [{ name: 'Acme', position: 'Ana\u00ADlyst', startDate: '2020-01' }] });
    const status = Object.fromEntries(checks.map((check) => [check.path, check.status]));
    expect(status['basics.name']).toBe('right');
    expect(status['basics.phone']).toBe('right');
    expect(status['basics.url']).toBe('right');
    expect(status['work/volunteer[0].position']).toBe('wrong');
    expect(status['work/volunteer[0].endDate']).toBe('right');
  });

  it('pairs jobs by employer even when the importer split one into two, and accepts listed alternatives', () => {
    const checks = scoreImport(gold, { work: [{ name: 'Acme', position: 'Analyst', startDate: '2020-01' }, { name: 'Acme' }, { name: 'Beta', position: 'Intern', startDate: '2019' }] });
    expect(checks.filter((check) => check.path.startsWith('work/volunteer[1]')).every((check) => check.status === 'right')).toBe(true);
  });

  it('needs the page\'s precision for dates and counts a date the page does not give', () => {
    const imported = { work: [{ name: 'Acme', startDate: '2020' }], education: [{ institution: 'Uni', startDate: '2018-05' }] };
    const checks = scoreImport(gold, imported);
    expect(checks.find((check) => check.path === 'work/volunteer[0].startDate')?.status).toBe('wrong');
    expect(checks.find((check) => check.path === 'education[0].endDate')?.status).toBe('missing');
    expect(countUnstatedDates(gold, imported)).toEqual([{ path: 'education[0].startDate', value: '2018-05' }]);
  });
});
