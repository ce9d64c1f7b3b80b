import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { parseHeader } from './parse-header';
import { parseResumeLines } from './parse-resume-lines';
import { readEntryHead } from './read-entry-head';
import { readKeywordGroups } from './read-lists';
import { readPdfLines } from './read-pdf-lines';

// Rules learnt from session 14's tuned template samples (Awesome-CV's CV, moderncv, Twenty Seconds):
// each test is the smallest input that shows the layout.

type Text = { text: string; x: number; y: number; size?: number };

async function buildPdf(pages: Text[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = pdf.addPage([612, 792]);
    for (const { text, x, y, size = 10 } of texts) page.drawText(text, { x, y, size, font });
  }
  return pdf.save();
}

describe('headings', () => {
  it.each([
    ['Extracurricular Activity', 'volunteer'],
    ['EXTRACURRICULAR', 'volunteer'],
    ['Skill', 'skills'],
  ])('reads "%s" as %s', (text, key) => {
    expect(findSectionKey({ text })).toBe(key);
  });
});

describe('a place set right opposite the dates', () => {
  it('is the place, whatever its shape, and not the role', () => {
    const head = readEntryHead(['NEXON\tSeoul, S.Korea & LA, U.S.A', 'Game Developer Intern\tJan. 2013 Feb. 2013']);
    expect(head.location).toBe('Seoul, S.Korea & LA, U.S.A');
    expect(head.parts).toEqual(['NEXON', 'Game Developer Intern']);
    expect(readEntryHead(['SAMSUNG Electronics\tS.Korea', 'Freelance Penetration Tester\tSep. 2013, Mar. 2011 Oct. 2011']).location).toBe('S.Korea');
  });

  it('is not taken when no title line has only dates in its right cell, or the cell names a team', () => {
    expect(readEntryHead(['Acme Corp\tPlatform Team', 'Senior Engineer\tJan 2020 – Present']).parts).toContain('Platform Team');
    expect(readEntryHead(['Acme Corp\tBerlin', 'Senior Engineer']).location).toBeUndefined();
  });
});

describe('"at" in a title', () => {
  it('parts role and employer on a one-part title, but not under an employer line of its own', () => {
    expect(readEntryHead(['Software Engineer at Google\t2019 – 2021']).parts).toEqual(['Software Engineer', 'Google']);
    expect(readEntryHead(['NEXON\tSeoul, S.Korea', 'Game Developer Intern at Global Internship Program\tJan. 2013 Feb. 2013']).parts).toEqual([
      'NEXON',
      'Game Developer Intern at Global Internship Program',
    ]);
  });
});

describe('contacts', () => {
  it('reads moderncv\'s one-letter keys before a phone, an e-mail and a site', () => {
    const { basics } = parseHeader([
      { text: 'John Doe', size: 30 },
      { text: 'M +1 (234) 567 890', size: 10 },
      { text: 'E john@doe.org', size: 10 },
      { text: 'W www.johndoe.com', size: 10 },
    ]);
    expect(basics).toMatchObject({ phone: '+1 (234) 567 890', email: 'john@doe.org', url: 'https://www.johndoe.com' });
  });

  it('drops an icon font\'s symbol before a place', () => {
    const { basics } = parseHeader([{ text: 'Jan Roe', size: 30 }, { text: 'Software Engineer', size: 12 }, { text: '½ Bremen, Germany', size: 10 }, { text: 'jan@roe.de', size: 10 }]);
    expect(basics.location?.city).toBe('Bremen');
  });

  it('keeps one copy of a footer of contacts repeated on every page, for the header', async () => {
    const footer = (y: number): Text[] => [{ text: 'ann@example.com  •  www.annlee.org', x: 200, y }];
    const bytes = await buildPdf([
      [{ text: 'Ann Lee', x: 40, y: 740, size: 24 }, { text: 'Experience', x: 40, y: 700, size: 14 }, { text: 'Acme Corp', x: 40, y: 680 }, ...footer(30)],
      [{ text: 'Skills', x: 40, y: 740, size: 14 }, { text: 'Python, SQL', x: 40, y: 720 }, ...footer(30)],
    ]);
    const { lines } = await readPdfLines(bytes);
    expect(lines.filter((line) => line.text.includes('ann@example.com'))).toHaveLength(1);
    const { resume } = parseResumeLines(lines);
    expect(resume.basics?.email).toBe('ann@example.com');
    expect(resume.work?.[0]?.name).toBe('Acme Corp');
  });

  it('takes a repeated contacts line above the bottom tenth as the footer too, but not a date range', async () => {
    const page = (extra: Text[]): Text[] => [...extra, { text: '+1 (234) 567 890  •  +2 (345) 678 901', x: 150, y: 100 }, { text: '2016 - 2018', x: 480, y: 300 }];
    const bytes = await buildPdf([page([{ text: 'Ann Lee', x: 40, y: 740, size: 24 }, { text: 'Experience', x: 40, y: 700, size: 14 }]), page([])]);
    const { lines } = await readPdfLines(bytes);
    expect(lines.filter((line) => line.text.includes('567 890'))).toEqual([expect.objectContaining({ runningContact: true })]);
    expect(lines.filter((line) => line.text === '2016 - 2018')).toHaveLength(2);
    expect(parseResumeLines(lines).resume.basics?.phone).toBe('+1 (234) 567 890');
  });

  it('still drops a running footer without contacts', async () => {
    const footer = (y: number, page: number): Text[] => [{ text: `February 10, 2026 · Ann Lee · Curriculum Vitae ${page}`, x: 200, y }];
    const bytes = await buildPdf([
      [{ text: 'Ann Lee', x: 40, y: 740, size: 24 }, ...footer(30, 1)],
      [{ text: 'Skills', x: 40, y: 740, size: 14 }, ...footer(30, 2)],
    ]);
    expect((await readPdfLines(bytes)).lines.some((line) => line.text.includes('Curriculum Vitae'))).toBe(false);
  });
});

describe('skill labels set right against their lists', () => {
  it('parts a label from its list where other rows start their cells, however narrow the gap', async () => {
    // "DevOps" ends about six points (0.6 of the size) before the list column; the other labels are far enough for a tab.
    const bytes = await buildPdf([
      [
        { text: 'Skills', x: 40, y: 740, size: 14 },
        { text: 'DevOps', x: 75, y: 720 },
        { text: 'AWS, Docker, Kubernetes', x: 116, y: 720 },
        { text: 'Web', x: 80, y: 706 },
        { text: 'Koa, Express, Django', x: 116, y: 706 },
        { text: 'Data', x: 80, y: 692 },
        { text: 'Kafka, Spark', x: 116, y: 692 },
        // Text across the page below, as in the real sample: the list is not a column of its own.
        { text: 'Experience', x: 40, y: 670, size: 14 },
        { text: 'Designed and provisioned the entire infrastructure on the cloud to meet security compliance rules', x: 40, y: 650 },
        { text: 'Acme Corp', x: 40, y: 636 },
        { text: 'Jan 2020 – Present', x: 480, y: 636 },
      ],
    ]);
    const { lines } = await readPdfLines(bytes);
    expect(lines.map((line) => line.text)).toContain('DevOps\tAWS, Docker, Kubernetes');
    const groups = readKeywordGroups(lines.slice(1, 4), true);
    expect(groups[0]).toEqual({ name: 'DevOps', keywords: ['AWS', 'Docker', 'Kubernetes'] });
    expect(groups[1]).toEqual({ name: 'Web', keywords: ['Koa', 'Express', 'Django'] });
  });

  it('reads a label cell before a list as the group name, but not a cell that is itself a list', () => {
    expect(readKeywordGroups([{ text: 'Back-end\tKoa, Express, REST API' }], true)).toEqual([{ name: 'Back-end', keywords: ['Koa', 'Express', 'REST API'] }]);
    expect(readKeywordGroups([{ text: 'Python, SQL\tGit, Docker' }], true)[0]?.name).toBeUndefined();
  });
});

describe('degrees', () => {
  it('does not take a Latin distinction for the field', () => {
    const { resume } = parseResumeLines([{ text: 'Ann Lee' }, { text: 'Education' }, { text: 'M.Sc. magna cum laude\tWonderland University\t2019 – 2021' }]);
    expect(resume.education?.[0]).toMatchObject({ studyType: 'M.Sc.', institution: 'Wonderland University' });
    expect(resume.education?.[0]?.area).toBeUndefined();
  });
});

describe('stacked titles (Reactive Resume azurill)', () => {
  it('takes a fourth title line when it holds the dates, and an icon before a link keeps it a link', () => {
    const { resume } = parseResumeLines([
      { text: 'Ann Lee' },
      { text: 'Experience' },
      { text: 'Creative Solutions Inc.', x: 215 },
      { text: 'Senior Web Developer', x: 215 },
      { text: 'San Francisco, CA', x: 215 },
      { text: 'January 2019 to Present', x: 215 },
      { text: 'Spearheaded the redesign of the main product website.', x: 235 },
      { text: '\uEBC2 https://creativesolutions.inc/', x: 215 },
      { text: 'TechAdvancers', x: 215 },
      { text: 'Web Developer', x: 215 },
      { text: 'San Jose, CA', x: 215 },
      { text: 'June 2016 to December 2018', x: 215 },
    ]);
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toEqual([
      { name: 'Creative Solutions Inc.', position: 'Senior Web Developer', startDate: '2019-01', endDate: undefined },
      { name: 'TechAdvancers', position: 'Web Developer', startDate: '2016-06', endDate: '2018-12' },
    ]);
  });
});

describe('a grid of skills (Reactive Resume bronzor)', () => {
  it('reads the cells column by column: name, level, then the list, wrapped inside its cell', () => {
    const at = { x: 125, cellX: [283, 441] };
    const groups = readKeywordGroups(
      [
        { text: 'Web Technologies\tWeb Frameworks\tTools', ...at },
        { text: 'Advanced\tIntermediate\tIntermediate', ...at },
        { text: 'HTML5, PHP\tReact.js, Angular,\tGit, Docker', ...at },
        { text: 'Django', x: 283 },
      ],
      true,
    );
    expect(groups).toEqual([
      { name: 'Web Technologies', level: 'Advanced', keywords: ['HTML5', 'PHP'] },
      { name: 'Web Frameworks', level: 'Intermediate', keywords: ['React.js', 'Angular', 'Django'] },
      { name: 'Tools', level: 'Intermediate', keywords: ['Git', 'Docker'] },
    ]);
  });
});

describe('an icon font mapped to letters (latexcv sidebar)', () => {
  it('drops the one character before most items, and parts cells set side by side', () => {
    const groups = readKeywordGroups([{ text: '/ JavaScript' }, { text: 't Blaze' }, { text: '0 Git' }, { text: '/ Webstorm\t0 SourceTree' }], true);
    expect(groups.flatMap((group) => group.keywords)).toEqual(['JavaScript', 'Blaze', 'Git', 'Webstorm', 'SourceTree']);
  });

  it('leaves ordinary items alone', () => {
    const groups = readKeywordGroups([{ text: 'C Programming' }, { text: 'Python' }, { text: 'R' }, { text: 'Go' }], true);
    expect(groups.flatMap((group) => group.keywords)).toEqual(['C Programming', 'Python', 'R', 'Go']);
  });
});

describe('headings common in resumes beyond the sampled templates', () => {
  it.each([
    ['Educational Background', 'education'],
    ['ACADEMIC QUALIFICATIONS', 'education'],
    ['Employment Experience', 'work'],
    ['Relevant Work Experience', 'work'],
    ['Technical Expertise', 'skills'],
    ['Programming Languages', 'skills'],
    ['Languages', 'languages'],
    ['Awards & Recognition', 'awards'],
    ['Certifications & Training', 'certificates'],
    ['Selected Publications', 'publications'],
    ['Professional Profile', 'summary'],
    ['Project Experience', 'projects'],
    ['Community Service', 'volunteer'],
  ])('reads "%s" as %s', (text, key) => {
    expect(findSectionKey({ text })).toBe(key);
  });
});

describe('moderncv titles: "Role, Employer, City." after margin dates', () => {
  it('parts role, employer and city, drops the closing stop, and keeps a grade as the score', () => {
    const { resume } = parseResumeLines([
      { text: 'John Doe', size: 30 },
      { text: 'Education', size: 14 },
      { text: '2010–2014 Bachelor of Science, Technical University of Munich, Munich, 3.7.', x: 95 },
      { text: 'Experience', size: 14 },
      { text: '2016–2019 Software Engineer, Acme Corp, Berlin.', x: 95 },
      { text: 'Built the billing system.', x: 146 },
      { text: 'Sep 2019 – Present\tSenior Data Scientist, Zalando SE, Berlin.', x: 60 },
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Technical University of Munich', studyType: 'Bachelor of Science', score: '3.7', startDate: '2010', endDate: '2014' });
    expect(resume.education?.[0]?.area).toBeUndefined();
    expect(resume.work?.map(({ name, position, location }) => ({ name, position, location }))).toEqual([
      { name: 'Acme Corp', position: 'Software Engineer', location: 'Berlin' },
      { name: 'Zalando SE', position: 'Senior Data Scientist', location: 'Berlin' },
    ]);
  });

  it('still reads a school and its town and region as before', () => {
    expect(readEntryHead(['University of La Verne, La Verne, CA\tJune 2016']).location).toBe('La Verne, CA');
    expect(readEntryHead(['Omnious. Co., Ltd.\tSeoul, S.Korea']).parts).toEqual(['Omnious. Co., Ltd.']);
  });
});

describe('Google Docs titles: "Company, Location — Job Title"', () => {
  it('reads the employer (or school) before the comma and its town after it', () => {
    const { resume } = parseResumeLines([
      { text: 'Ann Lee', size: 30 },
      { text: 'EXPERIENCE', size: 14 },
      { text: 'Brightline, San Francisco — Product Designer' },
      { text: 'JANUARY 2019 - PRESENT' },
      { text: 'Designed the checkout flow used by two million people.' },
      { text: 'Acme Corp, Austin — Software Engineer' },
      { text: 'MARCH 2016 - DECEMBER 2018' },
      { text: 'EDUCATION', size: 14 },
      { text: 'Stanford University, Stanford — B.S. in Computer Science' },
      { text: 'SEPTEMBER 2012 - JUNE 2016' },
    ]);
    expect(resume.work?.map(({ name, position, location, startDate }) => ({ name, position, location, startDate }))).toEqual([
      { name: 'Brightline', position: 'Product Designer', location: 'San Francisco', startDate: '2019-01' },
      { name: 'Acme Corp', position: 'Software Engineer', location: 'Austin', startDate: '2016-03' },
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Stanford University', studyType: 'B.S.', area: 'Computer Science' });
  });

  it('leaves a place alone when no dash joins it to a role', () => {
    expect(readEntryHead(['Senior Engineer\tAustin, TX']).location).toBe('Austin, TX');
  });
});
