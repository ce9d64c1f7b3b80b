import { describe, expect, it } from 'vitest';
import { readEducation } from './read-entries';

const school = (...head: string[]) => readEducation([{ head, paragraphs: [], bullets: [], links: [] }]).items[0]!;

describe('a degree written again before the field', () => {
  it('keeps only the field when a margin already gave the degree', () => {
    const item = school('PhD', 'Princeton University, PhD in Computer Science – Princeton, NJ\tSept 2018 – May 2023');
    expect(item.studyType).toBe('PhD');
    expect(item.area).toBe('Computer Science');
  });

  it('reads "Bachelors of Science in …" and "Bachelor\'s of Science, Field" as a degree and its field', () => {
    expect(school('Bachelors of Science in Computer Science\t2018 - 2020', 'University of California, Los Angeles')).toMatchObject({ studyType: 'Bachelors of Science', area: 'Computer Science' });
    expect(school('Harvey Mudd College', "Bachelor's of Science, Computer Science and Mathematics\tAug 2023 — May 2027")).toMatchObject({
      institution: 'Harvey Mudd College',
      studyType: "Bachelor's of Science",
      area: 'Computer Science and Mathematics',
    });
  });

  it('leaves a field that does not start with a degree as written', () => {
    expect(school('Princeton University', 'PhD', 'Computer Science')).toMatchObject({ studyType: 'PhD', area: 'Computer Science' });
  });
});

describe('a degree whose name holds its field, and a qualified grade', () => {
  it('reads "Master of Computer Science" as naming its field, "Master of Science" as naming none', () => {
    expect(school('University of Illinois', 'Master of Computer Science\tAug. 2021 - Dec. 2022')).toMatchObject({ studyType: 'Master of Computer Science', area: 'Computer Science' });
    expect(school('University of Illinois', 'Masters of Commerce')).toMatchObject({ studyType: 'Masters of Commerce', area: 'Commerce' });
    expect(school('University of Illinois', 'Master of Science').area).toBeUndefined();
  });

  it('leaves a minor out of the field', () => {
    expect(school('University Name', 'B.S. in Computer Science, Business minor')).toMatchObject({ studyType: 'B.S.', area: 'Computer Science' });
  });

  it('reads "Cumulative GPA: 3.91 / 4.00" set beside the school as its grade, not its field', () => {
    const item = school('University of Illinois Urbana-Champaign\tCumulative GPA: 3.91 / 4.00', 'B.S. in Computer Science\tAug. 2016 - May. 2019');
    expect(item).toMatchObject({ institution: 'University of Illinois Urbana-Champaign', studyType: 'B.S.', area: 'Computer Science', score: '3.91 / 4.00' });
  });
});
