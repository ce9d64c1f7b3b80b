import { describe, expect, it } from 'vitest';
import { describeResumePath } from './describe-resume-path';

const resume = {
  basics: { name: 'Ada Lovelace' },
  work: [{ name: 'Acme', position: 'Analyst' }, { position: 'Intern' }],
  education: [{ institution: 'University of Leeds' }],
  skills: [{ name: 'Data', keywords: ['SQL', 'Python'] }],
};

describe('describeResumePath', () => {
  it('names a field by its entry, never by its storage path', () => {
    expect(describeResumePath('work[0].highlights[2]', resume)).toBe('bullet 3 of your job at Acme');
    expect(describeResumePath('work[0].startDate', resume)).toBe('the start date of your job at Acme');
    expect(describeResumePath('work[1]', resume)).toBe('your second job');
    expect(describeResumePath('education[0]', resume)).toBe('your education entry at University of Leeds');
    expect(describeResumePath('skills[0].keywords[1]', resume)).toBe('keyword 2 of your skill group “Data”');
    expect(describeResumePath('basics.email', resume)).toBe('your e-mail');
    for (const path of ['work[0]', 'work[1].summary', 'education[0].startDate', 'basics.phone']) expect(describeResumePath(path, resume)).not.toMatch(/\[|\]|\./);
  });
});
