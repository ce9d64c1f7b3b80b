import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { importResume } from './import-resume';
import { dropIconGlyphs, findHeadingMargin, findIconFonts, glueTouchingRuns, isChartAxis, markLigatureGlyphs, putContinuedColumnFirst, readPdfLines, splitColumns } from './read-pdf-lines';

// A PDF laid out the way many word processors do it: dates pushed to the right margin on the title
// line, and a bullet that wraps onto an indented second line.
async function buildPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Priya Raman', 50, 790, 20, bold);
  write('priya@example.com | 020 7946 0123', 50, 770);
  write('EXPERIENCE', 50, 740, 12, bold);
  write('Staff Nurse, St Thomas Hospital', 50, 722, 10, bold);
  const dates = 'Feb 2019 – Present';
  write(dates, 545 - font.widthOfTextAtSize(dates, 10), 722);
  write('•', 55, 708);
  write('Coordinated discharge planning for a 28-bed surgical ward with social services,', 65, 708);
  write('cutting average stay by a day', 65, 696);
  write('•', 55, 684);
  write('Mentored newly qualified nurses', 65, 684);
  return pdf.save();
}

/**
 * Deedy-style two columns: education and skills on the left, experience on the right, sharing
 * baselines (the worst case: every line would be read across both columns).
 */
async function buildTwoColumnPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Marta Kowalczyk', 40, 740, 22, bold);
  write('marta.k@example.com | +1 415 555 0134', 40, 718);
  const column = (x: number, lines: [string, boolean][]) => lines.forEach(([text, isBold], k) => text && write(text, x, 680 - 16 * k, 10, isBold ? bold : font));
  column(40, [['EDUCATION', true], ['University of Washington', true], ['BS in Computer Science', false], ['Sep 2012 – Jun 2016', false], ['', false], ['SKILLS', true], ['Python, Go, SQL', false], ['Kubernetes, Terraform', false]]);
  column(230, [
    ['EXPERIENCE', true], ['Stripe', true], ['Senior Software Engineer', false], ['Mar 2020 – Present', false], ['• Led the migration of payment ledgers to a sharded database', false],
    ['• Cut p99 latency of the billing API by 40%', false], ['', false], ['Dropbox', true], ['Software Engineer', false], ['Jul 2016 – Feb 2020', false], ['• Built the file-sync conflict resolver', false],
  ]);
  return pdf.save();
}

/** moderncv: dates in a left margin beside each entry: one column, each date on its entry's line. */
async function buildDateMarginPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const write = (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 10, font });
  write('Jan Novak', 50, 790);
  write('Experience', 150, 760);
  [['2019–2023', 'Engineer, Skoda Auto'], ['2016–2019', 'Technician, Tatra'], ['2014–2016', 'Apprentice, Zetor']].forEach(([date, entry], k) => {
    write(date!, 50, 740 - 20 * k);
    write(entry!, 150, 740 - 20 * k);
  });
  return pdf.save();
}

describe('readPdfLines', () => {
  it('reads a two-column page column by column, below the name and contacts', async () => {
    const { lines } = await readPdfLines(await buildTwoColumnPdf());
    const texts = lines.map((line) => line.text);
    expect(texts.slice(0, 3)).toEqual(['Marta Kowalczyk', 'marta.k@example.com | +1 415 555 0134', 'EDUCATION']);
    expect(texts.some((text) => text.includes('\t'))).toBe(false);
    expect(texts.indexOf('Kubernetes, Terraform')).toBeLessThan(texts.indexOf('EXPERIENCE'));
  });

  it('imports the jobs of a two-column resume', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildTwoColumnPdf() });
    expect(resume.work?.map((job) => [job.name, job.position, job.startDate, job.endDate])).toEqual([
      ['Stripe', 'Senior Software Engineer', '2020-03', undefined],
      ['Dropbox', 'Software Engineer', '2016-07', '2020-02'],
    ]);
  });

  it('keeps a margin of dates on its entries\' lines (not a column)', async () => {
    const { lines } = await readPdfLines(await buildDateMarginPdf());
    expect(lines.map((line) => line.text)).toContain('2019–2023\tEngineer, Skoda Auto');
  });

  it('keeps a right-aligned date on its title line, apart from the title', async () => {
    const { lines } = await readPdfLines(await buildPdf());
    expect(lines.map((line) => line.text)).toContain('Staff Nurse, St Thomas Hospital\tFeb 2019 – Present');
  });

  it('joins a wrapped bullet and reads the item', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildPdf() });
    expect(resume.basics).toMatchObject({ name: 'Priya Raman', email: 'priya@example.com', phone: '020 7946 0123' });
    expect(resume.work).toEqual([
      {
        position: 'Staff Nurse',
        name: 'St Thomas Hospital',
        startDate: '2019-02',
        highlights: ['Coordinated discharge planning for a 28-bed surgical ward with social services, cutting average stay by a day', 'Mentored newly qualified nurses'],
      },
    ]);
  });
});

describe('layouts from web resume builders (Reactive Resume)', () => {
  type TestRun = { text: string; x: number; y: number; width: number; size: number };
  const run = (text: string, x: number, y: number, width = text.length * 5): TestRun => ({ text, x, y, width, size: 10 });

  it('glues runs that touch on one baseline, so a heading cut at a ligature is whole', () => {
    expect(glueTouchingRuns([run('Pro', 10, 700, 15), run('\0', 25, 700, 6), run('les', 31, 700, 13), run('Summary', 10, 650)]).map((r) => r.text)).toEqual([
      'Pro\0les',
      'Summary',
    ]);
  });

  it('finds a margin of section headings, but not a left column with content', () => {
    const headings = ['Summary', 'Experience', 'Education', 'Skills'].map((text, k) => run(text, 10, 700 - 100 * k));
    expect(findHeadingMargin([...headings, run('Acme Corp', 125, 600)])).toBe(60);
    expect(findHeadingMargin([...headings, run('Acme Corp', 125, 600), run('University of Oslo', 10, 420)])).toBeUndefined();
  });

  it("takes a caption in the margin headings' larger size for one of them, but not body text in that size", () => {
    const big = (text: string, y: number) => ({ ...run(text, 10, y), size: 14 });
    const body = ['Acme Corp', 'Engineer', '2019 – 2021', 'Built things', 'Python, Go'].map((text, k) => run(text, 125, 690 - 10 * k));
    const headings = [big('Profile', 700), big('Skills', 600), big('Technical', 550), big('Experience', 500)];
    expect(findHeadingMargin([...headings, ...body])).toBe(60);
    expect(findHeadingMargin([...headings, big('Worked at the Acme Corp', 450), ...body])).toBeUndefined();
    expect(findHeadingMargin([...headings.map((heading) => ({ ...heading, size: 10 })), ...body])).toBeUndefined();
  });

  it('splits a sidebar from the main column below a header that spans the page', () => {
    const runs = [
      run('Ada Lovelace', 250, 780),
      run('London  ada@example.com  (555) 010-0100  https://ada.dev/', 90, 760, 400),
      ...['Skills', 'Python, Go', 'Languages', 'English', 'French', 'Interests'].map((text, k) => run(text, 30, 720 - 20 * k)),
      ...['Experience', 'Analytical Engines Ltd', 'Engineer', 'Jan 2020 to Present', 'Education'].map((text, k) => run(text, 220, 720 - 20 * k)),
    ];
    const blocks = splitColumns(runs).map((block) => block.map((r) => r.text));
    expect(blocks[0]).toEqual(['Ada Lovelace', 'London  ada@example.com  (555) 010-0100  https://ada.dev/']);
    expect(blocks[1]).toContain('Python, Go');
    expect(blocks[1]).not.toContain('Engineer');
    expect(blocks[2]).toEqual(['Experience', 'Analytical Engines Ltd', 'Engineer', 'Jan 2020 to Present', 'Education']);
  });

  it('ends both columns at a section set across the page below them, its heading with it (CVClass references)', () => {
    const body = [
      ...['Education', 'BSc Computer Science', 'Royal Holloway University of London', 'Studied software tools', 'Experience', 'UROP Research Project', 'References'].map((text, k) => run(text, 30, 720 - 20 * k)),
      ...['Programming Languages', 'Java', 'Python', 'Technical Skills', 'OpenGL'].map((text, k) => run(text, 375, 720 - 20 * k)),
    ];
    const footer = [run('Prof. Ann Lee - Lecturer at Royal Holloway University of London', 30, 560, 368), run('| ann@rhul.ac.uk', 400, 560)];
    const blocks = splitColumns([run('Summary set across the whole page above both columns', 30, 760, 500), ...body, ...footer]).map((block) => block.map((r) => r.text));
    expect(blocks[1]).toContain('UROP Research Project');
    expect(blocks[1]).not.toContain('Java');
    expect(blocks[1]).not.toContain('References');
    expect(blocks[2]).toEqual(['Programming Languages', 'Java', 'Python', 'Technical Skills', 'OpenGL']);
    expect(blocks.at(-1)).toEqual(['References', 'Prof. Ann Lee - Lecturer at Royal Holloway University of London', '| ann@rhul.ac.uk']);
    // A page's own footer (a site and "Page 2 / 2") under no heading keeps the page as it was.
    const chrome = [run('Page footer of the template set across the page', 30, 560, 368), run('Page 2 / 2', 400, 560)];
    const withoutHeading = body.filter((r) => r.text !== 'References');
    expect(splitColumns([run('Summary set across the whole page above both columns', 30, 760, 500), ...withoutHeading, ...chrome])).toHaveLength(1);
  });

  it('ends a header set across the page where the left column starts, with no known heading on the right (ALECS)', () => {
    const sidebar = ['Mantra', 'Not all who wander are lost', 'Interests', 'Coding, Reading', 'Languages', 'Italian, English'].map((text, k) => run(text, 30, 700 - 20 * k));
    const main = ['Section with no color', 'Since 11/19 Ph.D. student', 'University of Salerno', 'Section with a color', 'Teaching support'].map((text, k) => run(text, 190, 700 - 20 * k));
    const header = [run('NameSurname', 150, 760, 120), run('Job Title', 250, 740)];
    const blocks = splitColumns([...header, ...sidebar, ...main]).map((block) => block.map((r) => r.text));
    expect(blocks[0]).toEqual(['NameSurname', 'Job Title']);
    expect(blocks[1]).toEqual(sidebar.map((r) => r.text));
    expect(blocks[2]).toEqual(main.map((r) => r.text));
    // A line crossing the gap below the left column's first line keeps the page one column.
    expect(splitColumns([...header, ...sidebar, ...main, run('A sentence set across the whole page lower down', 30, 630, 400)])).toHaveLength(1);
  });

  it('reads a name and contacts set beside a photo, above both columns, as the header', () => {
    const runs = [
      { ...run('Ada Lovelace', 220, 780), size: 16 },
      run('ada@example.com  (555) 010-0100', 220, 760),
      ...['Profiles', 'adal', 'GitHub', 'Skills', 'Python, Go', 'Languages'].map((text, k) => run(text, 30, 720 - 20 * k)),
      ...['Summary', 'Engineer who builds engines.', 'Experience', 'Analytical Engines Ltd', 'Engineer', 'Education'].map((text, k) => run(text, 220, 720 - 20 * k)),
    ];
    const blocks = splitColumns(runs).map((block) => block.map((r) => r.text));
    expect(blocks[0]).toEqual(['Ada Lovelace', 'ada@example.com  (555) 010-0100']);
    expect(blocks[1]?.[0]).toBe('Profiles');
    expect(blocks[2]?.[0]).toBe('Summary');
  });
});

describe('labels set right against their values', () => {
  it('parts a label from its list where three rows share the label\'s right edge and the list\'s left edge', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    page.drawText('Experience', { x: 43, y: 820, size: 16, font: bold });
    page.drawText('Wrote the build rules and the release tooling for five teams across the company', { x: 43, y: 800, size: 11, font });
    page.drawText('Skills', { x: 43, y: 760, size: 16, font: bold });
    [
      ['Program Language', 'Golang, Python, Java'],
      ['Back-End', 'Gin, Flask, Spring Boot'],
      ['DevOps', 'Azure, Ansible, Docker'],
    ].forEach(([label, values], k) => {
      page.drawText(label!, { x: 134 - bold.widthOfTextAtSize(label!, 11), y: 740 - 18 * k, size: 11, font: bold });
      page.drawText(values!, { x: 144, y: 740 - 18 * k, size: 11, font });
    });
    const { lines } = await readPdfLines(await pdf.save());
    expect(lines.map((line) => line.text)).toEqual(['Experience', 'Wrote the build rules and the release tooling for five teams across the company', 'Skills', 'Program Language\tGolang, Python, Java', 'Back-End\tGin, Flask, Spring Boot', 'DevOps\tAzure, Ansible, Docker']);
  });
});

describe('a label in a font of its own before a list', () => {
  it('parts "Most Experienced" from "Java, Python, C" when only the font tells them apart', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    page.drawText('Languages and Technologies', { x: 36, y: 760, size: 14, font: bold });
    page.drawText('Most Experienced', { x: 56, y: 740, size: 12, font: bold });
    page.drawText('Java, Python, C, HTML/CSS', { x: 56 + bold.widthOfTextAtSize('Most Experienced ', 12), y: 740, size: 12, font });
    page.drawText('Built a compiler, a debugger, and a profiler', { x: 56, y: 720, size: 12, font });
    const { lines } = await readPdfLines(await pdf.save());
    expect(lines.map((line) => line.text)).toEqual(['Languages and Technologies', 'Most Experienced\tJava, Python, C, HTML/CSS', 'Built a compiler, a debugger, and a profiler']);
  });
});

describe('a wide left margin holding only years before 1900', () => {
  it('is no column: each year keeps its item line', () => {
    const run = (text: string, x: number, y: number, size = 10) => ({ text, x, y, width: text.length * size * 0.5, size });
    const runs = [
      run('Previous Experience', 100, 700, 14),
      run('1851–1860', 35, 680, 7), run('Ropewalk Company', 100, 680), run('Rope maker', 100, 668),
      run('1845–1851', 35, 640, 7), run('Harbour Board', 100, 640), run('Clerk', 100, 628),
      run('1840', 35, 600, 7), run('Parish School', 100, 600), run('Pupil', 100, 588),
    ];
    expect(splitColumns(runs)).toHaveLength(1);
  });
});

/** A timeline over the jobs: employer names set at 45° over an axis of years, as a teacher's Deedy variant draws it. */
async function buildTimelinePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Ana Lindqvist', 50, 790, 24, bold);
  write('ana@example.com', 50, 765);
  write('EXPERIENCE', 50, 730, 14, bold);
  ['NGS', 'ALC', 'RVA'].forEach((label, k) => page.drawText(label, { x: 120 + 120 * k, y: 700, size: 7, font, rotate: degrees(45) }));
  ['2010', '2012', '2014', '2016', '2018'].forEach((year, k) => write(year, 90 + 80 * k, 685, 9));
  write('RIVERSIDE ACADEMY', 50, 660, 12, bold);
  write('Teacher of Mathematics', 50, 646, 11);
  write('Aug 2016 - Present | Uppsala, Sweden', 50, 632);
  write('• Taught the upper-secondary course.', 55, 618);
  write('NORRTALJE GYMNASIUM', 50, 598, 12, bold);
  write('Teacher of Mathematics', 50, 584, 11);
  write('Aug 2010 - Aug 2016 | Norrtalje, Sweden', 50, 570);
  return pdf.save();
}

describe('a timeline chart over the experience', () => {
  it('reads the jobs under it, not its slanted labels and axis of years', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildTimelinePdf() });
    expect(resume.work?.map((job) => [job.name, job.position, job.startDate, job.endDate])).toEqual([
      ['RIVERSIDE ACADEMY', 'Teacher of Mathematics', '2016-08', undefined],
      ['NORRTALJE GYMNASIUM', 'Teacher of Mathematics', '2010-08', '2016-08'],
    ]);
  });

  it('takes only evenly rising bare years for an axis', () => {
    expect(isChartAxis('2006\t2008\t2010\t2012')).toBe(true);
    expect(isChartAxis('2019\t2021')).toBe(false);
    expect(isChartAxis('2016\t2019\t2020\t2024')).toBe(false);
  });
});

/** Skill tags with an icon before each name, the icons in a font of their own (AltaCV's FontAwesome). */
async function buildIconTagPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // An icon font without a Unicode map reads as stray letters: a font that prints lone letters stands in for it.
  const icons = await pdf.embedFont(StandardFonts.Courier);
  page.drawText('Lucia Ferrer', { x: 50, y: 790, size: 20, font });
  page.drawText('SKILLS', { x: 50, y: 750, size: 14, font });
  page.drawText('• Everyday tools:', { x: 46, y: 744 - 14, size: 10, font });
  let x = 55;
  for (const [icon, name] of [['', 'C/C++'], ['é', 'Python'], ['£', 'Bash'], ['õ', 'Docker']] as const) {
    if (icon) page.drawText(icon, { x, y: 714, size: 10, font: icons });
    page.drawText(name, { x: x + 11, y: 714, size: 10, font });
    x += 25 + font.widthOfTextAtSize(name, 10);
  }
  page.drawText('• Boards:', { x: 46, y: 698, size: 10, font });
  x = 55;
  for (const [icon, name] of [['d', 'Nordic'], ['', 'AVR'], ['¥', 'STM32']] as const) {
    if (icon) page.drawText(icon, { x, y: 684, size: 10, font: icons });
    page.drawText(name, { x: x + 11, y: 684, size: 10, font });
    x += 25 + font.widthOfTextAtSize(name, 10);
  }
  return pdf.save();
}

describe('icon glyphs in a font of their own', () => {
  it('are no part of the skill names they stand before', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildIconTagPdf() });
    expect(resume.skills?.map((group) => group.keywords)).toEqual([['C/C++', 'Python', 'Bash', 'Docker'], ['Nordic', 'AVR', 'STM32']]);
  });

  it('leave a letter of a fallback font glued inside a word alone', () => {
    const runs = [
      { text: 'Bo', x: 10, y: 100, width: 11, size: 10, font: 'main' },
      { text: 'ğ', x: 21, y: 100, width: 5, size: 10, font: 'fallback' },
      { text: 'aziçi University', x: 26, y: 100, width: 70, size: 10, font: 'main' },
    ];
    const fonts = findIconFonts(runs);
    expect(fonts.has('fallback')).toBe(true);
    expect(dropIconGlyphs(runs, fonts).map((run) => run.text).join('')).toBe('Boğaziçi University');
  });
});

/** A main column that parts again under its last heading: "WORKSHOPS" set beside "EDUCATION", as a teacher's Deedy variant does. */
async function buildInnerColumnPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 10, face = font) => page.drawText(text, { x, y, size, font: face });
  write('Ana Lindqvist', 40, 790, 24, bold);
  write('ana@example.com', 40, 765);
  write('SKILLS', 40, 730, 14, bold);
  ['Python', 'LaTeX', 'Geogebra', 'Moodle'].forEach((skill, k) => write(skill, 40, 712 - 14 * k));
  write('EXPERIENCE', 200, 730, 14, bold);
  write('RIVERSIDE ACADEMY', 200, 712, 12, bold);
  write('Teacher of Mathematics', 200, 698, 11);
  write('Aug 2016 - Present | Uppsala, Sweden', 200, 684);
  write('• Taught the upper-secondary course and ran the mathematics club for all years.', 205, 670);
  write('EDUCATION', 200, 640, 14, bold);
  write('WORKSHOPS', 380, 640, 14, bold);
  const left = ['NORTHFIELD UNIVERSITY', 'MA in Education', 'May 2005 | Leeds, UK', 'GPA: 3.9 / 4.0', 'NORTHFIELD UNIVERSITY', 'BA in Mathematics', 'May 2004 | Leeds, UK', 'GPA: 3.7 / 4.0'];
  const right = ['Assessment for learning, 2018', 'Programming in class, 2018', 'Statistics (Cat. 2), 2016', 'Graphing tools, 2014', 'Geometry software, 2013', 'Calculus (Cat. 1), 2011'];
  left.forEach((text, k) => write(text, 200, 622 - 14 * k, k % 4 === 0 ? 11 : 10, k % 4 === 0 ? bold : font));
  right.forEach((text, k) => write(text, 380, 622 - 14 * k));
  return pdf.save();
}

describe('a column that parts again under a heading', () => {
  it('reads the schools apart from the workshops set beside them', async () => {
    const { resume } = await importResume({ name: 'cv.pdf', bytes: await buildInnerColumnPdf() });
    expect(resume.education?.map((school) => [school.institution, school.studyType, school.area, school.endDate])).toEqual([
      ['NORTHFIELD UNIVERSITY', 'MA', 'Education', '2005-05'],
      ['NORTHFIELD UNIVERSITY', 'BA', 'Mathematics', '2004-05'],
    ]);
  });
});

describe('a column that goes on from the last page (latexcv sidebarleft)', () => {
  it('is read before the sidebar\'s new sections', () => {
    const sidebar = [{ x: 34, text: 'LANGUES' }, { x: 34, text: 'Francais' }];
    const main = [{ x: 201, text: 'Senior Devops / SRE\t2018 - 2021' }, { x: 201, text: 'Adagio, Montpellier' }];
    const lastPage = [{ x: 201, text: 'EXPERIENCES' }];
    expect(putContinuedColumnFirst([sidebar, main], lastPage)).toEqual([main, sidebar]);
  });

  it('stays in place when it opens a section of its own, or on the first page', () => {
    const sidebar = [{ x: 34, text: 'LANGUES' }];
    const main = [{ x: 201, text: 'PROJETS' }];
    expect(putContinuedColumnFirst([sidebar, main], [{ x: 201, text: 'x' }])).toEqual([sidebar, main]);
    expect(putContinuedColumnFirst([sidebar, [{ x: 201, text: 'Role' }]], undefined)).toEqual([sidebar, [{ x: 201, text: 'Role' }]]);
  });
});

describe('a right margin of places over dates (Awesome-CV in Typst)', () => {
  it('is no column: each cell stays on its entry\'s line', () => {
    const run = (text: string, x: number, y: number, width: number, size: number) => ({ text, x, y, width, size });
    const runs = [
      run('Education', 42.5, 708, 70.9, 16),
      run('Ph.D. in Physics', 42.5, 680.8, 83.6, 12),
      run('Zürich, Switzerland', 474.6, 680.8, 78.2, 10),
      run('University of Zürich', 42.5, 665.9, 80.9, 10),
      run('1905', 535.5, 665.9, 17.3, 9),
      run('Master of Science', 42.5, 644.8, 91.6, 12),
      run('Zürich, Switzerland', 474.6, 644.8, 78.2, 10),
      run('ETH', 42.5, 629.8, 17.2, 10),
      run('1896 - 1900', 511.9, 629.8, 40.8, 9),
      run('Publications', 42.5, 600, 87.9, 16),
      run('On the Electrodynamics of Moving Bodies', 42.5, 572.9, 218.1, 12),
      run('Annalen der Physik', 475.4, 572.9, 77.4, 10),
      run('September 1905', 493.4, 558, 59.3, 9),
      run('On the motion of small particles suspended in liquids at rest required by the', 42.5, 536.8, 398.9, 12),
      run('molecular-kinetic theory of heat', 42.5, 521.1, 170.5, 12),
      run('Annalen der Physik', 475.4, 521.1, 77.4, 10),
      run('July 1905', 518.6, 506.2, 34.1, 9),
      run('Work Experience', 42.5, 476.4, 117.5, 16),
      run('Associate Professor', 42.5, 449.3, 103, 12),
      run('Zürich, Switzerland', 474.6, 449.3, 78.2, 10),
      run('University of Zürich', 42.5, 434.3, 80.9, 10),
      run('1909 - 1911', 511.9, 434.3, 40.8, 9),
      run('Junior Professor', 42.5, 413.2, 87.6, 12),
      run('Bern, Switzerland', 480.8, 413.2, 72, 10),
      run('University of Bern', 42.5, 398.2, 74.2, 10),
      run('1908 - 1909', 511.9, 398.2, 40.8, 9),
      run('Technical Assistant', 42.5, 377.1, 100.5, 12),
      run('Bern, Switzerland', 480.8, 377.1, 72, 10),
      run('Federal Patent Office', 42.5, 362.2, 86.4, 10),
      run('1902 - 1908', 511.9, 362.2, 40.8, 9),
      run('Awards', 42.5, 332.4, 52.2, 16),
      run('Nobel Prize in Physics', 42.5, 305.3, 115.2, 12),
      run('Stockholm, Sweden', 472.8, 305.3, 80, 10),
      run('For his services to', 42.5, 290.3, 73.9, 10),
      run('1921', 535.5, 290.3, 17.3, 9),
      run('• Theoretical Physics', 52.5, 270.5, 88.5, 10),
      run('• Discovery of the law of the photoelectric effect', 52.5, 257.4, 200.6, 10),
      run('Skills', 42.5, 227.7, 38.3, 16),
      run('Languages', 42.5, 200.5, 56.7, 12),
      run('German (Native), English (Fluent), French (Intermediate)', 42.5, 185.6, 233.2, 10),
      run('Programming Languages', 42.5, 164.5, 131.9, 12),
      run('Python, C++, Fortran', 42.5, 149.5, 85.5, 10),
      run('Markup Languages', 42.5, 128.4, 99.4, 12),
      run('Typst, Quarto, LaTeX', 42.5, 113.4, 85.2, 10),
      run('November 01, 2025', 42.5, 14.6, 64, 8),
      run('Albert Einstein · CV', 266.5, 14.6, 62.4, 8),
      run('1', 548.8, 14.6, 4, 8),
    ];
    expect(splitColumns(runs)).toHaveLength(1);
  });
});

describe('a ligature glyph mapped to a private-use character', () => {
  const item = (str: string, x: number, width: number, fontName = 'text') => ({ str, width, fontName, transform: [9.45, 0, 0, 9.45, x, 220] });
  it('is marked unmapped inside a word and at its end, in the text\'s own font (html-resume: "So" + "\uE039" + "ware")', () => {
    expect(markLigatureGlyphs([item('So', 76.12, 8.51), item('\uE039', 84.63, 5.34), item('ware Design', 89.97, 40)]).map((i) => i.str)).toEqual(['So', '\0', 'ware Design']);
    expect(markLigatureGlyphs([item('Microso', 10, 30), item('\uE039', 40, 5), item(' Certified', 45, 40)]).map((i) => i.str)[1]).toBe('\0');
  });
  it('leaves an icon in a font of its own, one at a word\'s start and a narrow glyph alone', () => {
    expect(markLigatureGlyphs([item('So', 76.12, 8.51), item('\uE039', 84.63, 5.34, 'icons'), item('ware', 89.97, 20)])[1]!.str).toBe('\uE039');
    expect(markLigatureGlyphs([item('with ', 10, 20), item('\uE039', 30, 5), item('antum', 35, 20)])[1]!.str).toBe('\uE039');
    expect(markLigatureGlyphs([item('So', 76.12, 8.51), item('\uE039', 84.63, 2), item('ware', 86.63, 20)])[1]!.str).toBe('\uE039');
  });
});

// Session 43 (simplecv-hnqiu.pdf of held-out-s40): a left margin of small-capital headings in two sizes ("P" "ROFILE")
// and icon-led dates ("\u0011" "2017/03–present") was read as a column of its own, ahead of every entry.
describe('splitColumns, a margin of split small capitals and icon-led dates', () => {
  it('keeps the page one column', () => {
    const run = (text: string, x: number, y: number, width = 30, size = 10) => ({ text, x, y, width, size });
    const runs = [
      run('P', 57, 678, 9, 14.3), run('ROFILE', 66, 678, 50, 11.5), run('PhD candidate in robotics', 161, 660, 200),
      run('E', 57, 617, 9, 14.3), run('DUCATION', 67, 617, 60, 11.5),
      run('\u0011', 57, 595, 8), run('2017/03–present', 68, 595, 70), run('PhD in Electrical Engineering', 159, 595, 160, 12),
      run('Wild Rooster University', 159, 580, 130, 12), run('I work on something', 170, 565, 100),
      run('\u0011', 57, 518, 8), run('2009/09–2013/06', 68, 518, 70), run('B.S. in Electrical Engineering', 159, 518, 160, 12),
      run('Jialidun University', 159, 503, 110, 12),
      run('W', 57, 461, 12, 14.3), run('ORK', 72, 461, 30, 11.5),
      run('\u0011', 57, 439, 8), run('2015/07–2017/03', 68, 439, 70), run('Embedded System Design', 159, 439, 130, 12), run('Company', 159, 424, 50, 12),
    ];
    expect(splitColumns(runs)).toHaveLength(1);
  });
});
