import { describe, expect, it } from 'vitest';
import type { Section } from './find-sections';
import { parseResumeLines, takeAppendixContacts } from './parse-resume-lines';
import { markBullet } from './resume-line';

// Resumes written elsewhere, in layouts our own templates do not use: the parser must not depend on them.
function toLines(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => markBullet({ text: line }));
}

const BRITISH_RESUME = `
JOHN SMITH
Backend Engineer
john.smith@example.com • +44 20 7946 0958 • London, UK • linkedin.com/in/jsmith
PROFESSIONAL EXPERIENCE
Senior Backend Engineer — Monzo Bank\tJan 2020 – Present
• Built the payments ledger in Go
• Led a team of four
Software Engineer at Deliveroo\t03/2017 – 12/2019
Worked on the ordering platform.
EDUCATION
University of Leeds
BSc in Computer Science, 2013–2016
TECHNICAL SKILLS
Languages: Go, Python, SQL
Cloud: AWS, Kubernetes
LANGUAGES
English (Native) · French (B2)
`;

describe('parseResumeLines', () => {
  const { resume, warnings } = parseResumeLines(toLines(BRITISH_RESUME));

  it('reads the name, title and contact details from the top', () => {
    expect(resume.basics).toMatchObject({
      name: 'JOHN SMITH',
      label: 'Backend Engineer',
      email: 'john.smith@example.com',
      phone: '+44 20 7946 0958',
      location: { city: 'London', region: 'UK' },
      profiles: [{ network: 'LinkedIn', username: 'jsmith', url: 'https://linkedin.com/in/jsmith' }],
    });
  });

  it('tells the position from the employer and reads the dates', () => {
    expect(resume.work).toEqual([
      { position: 'Senior Backend Engineer', name: 'Monzo Bank', startDate: '2020-01', highlights: ['Built the payments ledger in Go', 'Led a team of four'] },
      { position: 'Software Engineer', name: 'Deliveroo', startDate: '2017-03', endDate: '2019-12', summary: 'Worked on the ordering platform.' },
    ]);
  });

  it('splits the degree from the field of study', () => {
    expect(resume.education).toEqual([{ institution: 'University of Leeds', studyType: 'BSc', area: 'Computer Science', startDate: '2013', endDate: '2016' }]);
  });

  it('reads skill groups, and languages with their level', () => {
    expect(resume.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'Python', 'SQL'] },
      { name: 'Cloud', keywords: ['AWS', 'Kubernetes'] },
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'French', fluency: 'B2' },
    ]);
  });

  it('has nothing to flag when every part was clear', () => {
    expect(warnings).toEqual([]);
  });

  it('flags a guess between employer and position with the JSON path', () => {
    const { resume: guessed, warnings: flagged } = parseResumeLines(toLines('Ann Lee\nann@example.com\nExperience\nBlue Harbor | Night Shift | 2019–2021'));
    expect(guessed.work?.[0]).toMatchObject({ position: 'Blue Harbor', name: 'Night Shift' });
    expect(flagged).toContainEqual(expect.objectContaining({ path: 'work[0].name' }));
  });

  it('flags missing contact details and undated items', () => {
    const { warnings: flagged } = parseResumeLines(toLines('Ann Lee\nExperience\nBarista — Blue Bottle Coffee Company\n• Opened the store'));
    expect(flagged.map((warning) => warning.path)).toEqual(expect.arrayContaining(['basics.email', 'basics.phone', 'work[0].startDate']));
  });

  it('says which sections it could not place', () => {
    const lines = [...toLines('Ann Lee\nann@example.com\nSkills\nSQL'), { text: 'Hobby Farm', heading: true }, { text: 'Goats' }];
    expect(parseResumeLines(lines).warnings).toContainEqual(expect.objectContaining({ message: expect.stringContaining('"Hobby Farm"') }));
  });
});

describe('an undated title over several dated bulleted titles', () => {
  it('reads each bullet as an item of that title (a school with several degrees)', () => {
    const lines = [
      { text: 'John Doe', size: 20 },
      { text: 'EDUCATION', size: 9 },
      { text: 'First American University', size: 10 },
      { text: '■ Ph.D. in Geophysical Engineering\tDec 2009 – Jul 2014', size: 10 },
      { text: '● Thesis: A Statistical Approach to Climate Change', size: 8.5 },
      { text: '■ M.B.A.\tNov 2008 – Jun 2009', size: 10 },
      { text: '■ M.S. in Geophysical Engineering\tAug 2006 – Aug 2008', size: 10 },
    ].map((line) => markBullet(line));
    const { resume } = parseResumeLines(lines);
    expect(resume.education?.map((item) => [item.institution, item.studyType, item.startDate])).toEqual([
      ['First American University', 'Ph.D.', '2009-12'],
      ['First American University', 'M.B.A.', '2008-11'],
      ['First American University', 'M.S.', '2006-08'],
    ]);
  });

  it('keeps a dated first bullet that is a sentence as the item’s text (RenderCV)', () => {
    const lines = [
      { text: 'Jane Roe', size: 20 },
      { text: 'EXPERIENCE', size: 9 },
      { text: 'Software Engineer, Acme', size: 10 },
      { text: '• Built the billing service that handles every invoice we send.\t2019 – 2021', size: 10 },
    ].map((line) => markBullet(line));
    const { resume } = parseResumeLines(lines);
    expect(resume.work).toHaveLength(1);
    expect(resume.work?.[0]?.highlights?.[0]).toMatch(/^Built the billing service/);
  });
});

describe('moderncv entries ("years Degree, Institution, City, Grade.")', () => {
  const text = 'Jane Roe\nEducation\n2010–2014 Bachelor of Science in Physics, University of Oslo, Oslo, 3.8 GPA.\nThesis on lattice models.\nExperience\n2018–2022 Senior Engineer, Acme Corp, Berlin.\nBuilt the billing platform.';
  const { resume } = parseResumeLines(toLines(text));

  it('keeps the grade out of the school name and reads it as the grade', () => {
    expect(resume.education?.[0]).toMatchObject({ institution: 'University of Oslo, Oslo', studyType: 'Bachelor of Science', area: 'Physics', score: '3.8', endDate: '2014' });
  });

  it('reads the job title, employer and city in that order', () => {
    expect(resume.work?.[0]).toMatchObject({ position: 'Senior Engineer', name: 'Acme Corp', location: 'Berlin', startDate: '2018', endDate: '2022' });
  });
});

describe('real resumes of session 16 (Jake\'s Resume, McDowell CV)', () => {
  it('reads the degree from the line under the school, and "Expected June 2023" as the graduation date', () => {
    const text = 'Andrew Fantino\nEducation\nUniversity of California Los Angeles\tExpected June 2023\nBS in Computer Engineering; Concentration in Business Management\tGPA: 3.59\nSkills\nLanguages: C++, Python';
    expect(parseResumeLines(toLines(text)).resume.education?.[0]).toMatchObject({ institution: 'University of California Los Angeles', studyType: 'BS', area: 'Computer Engineering', endDate: '2023-06' });
  });

  it('takes "Colorado Springs, CO" as the place, not the school, and the bulleted degree as the degree', () => {
    const text = 'Joe Roe\nEducation\nColorado Springs, CO\tColorado College\tAugust 2016 - May 2020\n• Bachelor of Arts in Mathematics\n• GPA: 3.36\n• Coursework: Python, Linear Algebra';
    const school = parseResumeLines(toLines(text)).resume.education?.[0];
    expect(school).toMatchObject({ institution: 'Colorado College', studyType: 'Bachelor of Arts', area: 'Mathematics', score: '3.36' });
    expect(school?.courses).toEqual(['Python', 'Linear Algebra']);
  });

  it('keeps "B.S." whole and the grade out of the field', () => {
    const text = 'Matt Roe\nEducation\nWorcester, MA\tWorcester Polytechnic Institute\tFall 2013 – May 2017\n• B.S. in Computer Science. GPA: 3.21 / 4.0';
    expect(parseResumeLines(toLines(text)).resume.education?.[0]).toMatchObject({ studyType: 'B.S.', area: 'Computer Science', score: '3.21 / 4.0' });
  });
});


describe('skills and contacts set outside their sections (latexcv two_column)', () => {
  it('reads a "Tech:" list in the summary, with the line wrapped in its cell, as skills', () => {
    const { resume } = parseResumeLines([
      { text: 'Jan Küster', size: 30 },
      { text: 'Summary', x: 330 },
      { text: 'I am a digital media graduate.', x: 305 },
      { text: 'Tech:\tMeteor, Javascript, Bootstrap,', x: 319, cellX: [368] },
      { text: 'Webstorm, Terminal', x: 368 },
    ]);
    expect(resume.skills?.flatMap((group) => group.keywords ?? [])).toEqual(['Meteor', 'Javascript', 'Bootstrap', 'Webstorm', 'Terminal']);
    expect(resume.basics?.summary).toBe('I am a digital media graduate.');
  });
  it('leaves a summary sentence that is not a labelled list in the summary', () => {
    const { resume } = parseResumeLines([{ text: 'Jan Küster', size: 30 }, { text: 'Summary' }, { text: 'Technology: I love it, and people too.' }]);
    expect(resume.skills).toBeUndefined();
  });
  it('reads a line of contact details found after the sections for the header', () => {
    const { resume } = parseResumeLines(toLines(`
Jan Küster
Education
University of Bremen\t2012 - 2015
www.jankuester.com · github.com/jankapunkt
Experience
We4IT GmbH\t2014 - 2016
IT Consultant`));
    expect(resume.basics?.url).toMatch(/jankuester\.com/);
    expect(resume.basics?.profiles?.[0]).toMatchObject({ network: 'GitHub', username: 'jankapunkt' });
    expect(resume.education?.[0]?.institution).toBe('University of Bremen');
  });
});

describe('an "About" section that opens with the contact details (JSON Resume caffeine sidebar)', () => {
  it('reads the details into the header and keeps only the prose as the summary', () => {
    const { resume } = parseResumeLines([
      { text: 'RICHARD HENDRIKS', size: 40 },
      { text: 'PROGRAMMER', size: 16 },
      { text: 'ABOUT', size: 14 },
      { text: 'NEWELL ROAD', size: 9 },
      { text: 'PALO ALTO, CA 94303', size: 9 },
      { text: 'RICHARD.HENDRIKS@PIEDPIP', size: 9, x: 54 },
      { text: 'ER.COM', size: 9, x: 54 },
      { text: '(912) 555-4321', size: 9 },
      { text: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.', size: 11 },
    ]);
    expect(resume.basics).toMatchObject({ email: 'RICHARD.HENDRIKS@PIEDPIPER.COM', phone: '(912) 555-4321', summary: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.' });
  });
});

describe('takeAppendixContacts', () => {
  const section = (lines: string[]): Section => ({ key: 'unknown', heading: 'Appendix', lines: lines.map((text) => ({ text })) });

  it('gives the header the contacts of a last section under an unknown heading', () => {
    const { resume } = parseResumeLines([
      { text: 'Jo Roe' },
      { text: 'Experience', heading: true, headingLevel: 1 },
      { text: 'Engineer at Acme (2019 - 2021)' },
      { text: 'Appendix', heading: true, headingLevel: 1 },
      { text: 'GitHub Profile: https://github.com/joroe', bullet: true },
      { text: 'jo@example.org • 34 years old' },
      { text: 'Porto Alegre, Brazil' },
    ]);
    expect(resume.basics?.email).toBe('jo@example.org');
    expect(resume.basics?.profiles?.[0]?.username).toBe('joroe');
    expect(resume.basics?.location?.city).toBe('Porto Alegre');
  });

  it('leaves a last section with a sentence or one contact alone', () => {
    const withSentence = [section(['jo@example.org', 'https://github.com/joroe', 'I wrote this library in 2012 because none existed.'])];
    expect(takeAppendixContacts(withSentence)).toEqual([]);
    expect(withSentence[0]!.lines).toHaveLength(3);
    expect(takeAppendixContacts([section(['jo@example.org', 'Porto Alegre, Brazil'])])).toEqual([]);
  });
});
