import { describe, expect, it } from 'vitest';
import { isEmploymentNote } from './employment-note';
import { readWork } from './read-entries';

const entry = (head: string[]) => ({ head, paragraphs: [], bullets: [], links: [] });

// Session 42 (sb2nov-emanmks-resume.pdf of held-out-s39): "(Contractor via Yopeso)" beside the employer became every job's role.
describe('a bracketed note on how the person was employed', () => {
  it('is neither the role nor the employer of the job', () => {
    const read = readWork([
      entry(['\tSimplyDelivery\t(Contractor via Yopeso)', 'Fullstack Developer - Remote\t2024 - Present']),
      entry(['\tYopeso\t(Fulltime Contractor)', 'PHP Web Developer - Remote\tMar 2019 - Present']),
    ]);
    expect(read.items.map((item) => [item.name, item.position])).toEqual([
      ['SimplyDelivery', 'Fullstack Developer'],
      ['Yopeso', 'PHP Web Developer'],
    ]);
  });

  it('names only notes of the kind of employment, in brackets of their own', () => {
    expect(isEmploymentNote('(Permanent Employee)')).toBe(true);
    expect(isEmploymentNote('(Part-time)')).toBe(true);
    expect(isEmploymentNote('(Google)')).toBe(false);
    expect(isEmploymentNote('(Remote)')).toBe(false);
    expect(isEmploymentNote('Contractor via Yopeso')).toBe(false);
  });
});
