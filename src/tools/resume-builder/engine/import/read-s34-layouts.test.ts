import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { joinEndOverStart } from './join-end-over-start';
import { markStyledHeadings } from './mark-styled-headings';
import { groupEntries } from './group-entries';
import { findDates } from './parse-dates';
import { parseHeader } from './parse-header';
import { parseResumeLines } from './parse-resume-lines';
import { readEducation, readWork } from './read-entries';
import { readEntryHead } from './read-entry-head';
import { readPdfLines, splitColumns } from './read-pdf-lines';
import type { ResumeLine } from './resume-line';

// Invented layouts of the kinds met in session 34: a sidebar whose neighbour's text starts a point left of its
// headings, margin-dated titles with a line of text under each, European degree words and a training firm
// before its school.

const run = (text: string, x: number, y: number, width = text.length * 5) => ({ text, x, y, width, size: 10 });

describe('a column whose text starts a point or two left of its headings', () => {
  it('is still split from the sidebar beside it', () => {
    const runs = [
      ...['Ana Ruiz', 'Lisbon', 'ana@example.com', 'About me', 'I build things.', 'Skills', 'Python'].map((text, k) => run(text, 14, 780 - 20 * k)),
      run('Interests', 208.7, 780),
      // Wide enough that no white corridor is looked for left of the column (findCorridors scans from 30% of the width).
      run('Long walks along the river and good coffee in the morning.', 206.9, 760, 590),
      run('Education', 208.7, 740),
      ...['2011-2012', '2008-2009', '2002-2006'].map((text, k) => run(text, 211.9, 720 - 20 * k)),
      run('Experience', 208.7, 660),
    ];
    const blocks = splitColumns(runs).map((block) => block.map((r) => r.text));
    expect(blocks.find((block) => block.includes('Interests'))).toContain('Long walks along the river and good coffee in the morning.');
    expect(blocks.find((block) => block.includes('Ana Ruiz'))).not.toContain('Interests');
  });
});

describe('titles that open with their dates in a left margin', () => {
  it("keep the short line of text under each as that item's, not the next title's", () => {
    const lines: ResumeLine[] = [
      { text: '2018-Present\tSenior Developer\tRiverside Freight', x: 211, cellX: [271, 520], size: 10, fullWidth: true },
      { text: 'Built the routing portal. (Python / React)', x: 271, size: 10, fullWidth: true },
      { text: '2015-2018\tTeam lead\tNorthgate Stores', x: 211, cellX: [271, 520], size: 10, fullWidth: true },
      { text: 'Ran the shop floor stock and ordering systems. (Delphi / SQL)', x: 271, size: 10 },
      { text: '2012-2015\tProgrammer\tEaston Mills', x: 211, cellX: [271, 520], size: 10, fullWidth: true },
    ];
    const entries = groupEntries(lines);
    expect(entries.map((entry) => entry.head)).toEqual([[lines[0]!.text], [lines[2]!.text], [lines[4]!.text]]);
    expect(entries[1]!.paragraphs).toEqual(['Ran the shop floor stock and ordering systems. (Delphi / SQL)']);
  });
});

const school = (head: string[]) => readEducation([{ head, paragraphs: [], bullets: [], links: [] }]).items[0];

describe('European degrees', () => {
  it.each([
    ['2011-2012\tEspecialização em Desenvolvimento Web.\tUFX', { institution: 'UFX', studyType: 'Especialização', area: 'Desenvolvimento Web' }],
    ['2002-2006\tGraduação em Engenharia da Computação.\tUNX', { institution: 'UNX', studyType: 'Graduação', area: 'Engenharia da Computação' }],
    ['2000-2001\tCurso técnico em Processamento de Dados\tETX', { institution: 'ETX', studyType: 'Curso técnico', area: 'Processamento de Dados' }],
  ])('reads "%s"', (line, expected) => {
    expect(school([line])).toMatchObject(expected);
  });

  it('reads German school-leaving and vocational titles as degrees, not as the field', () => {
    expect(school(['Technische Schule Northeim\tNortheim an der Ruhr', 'FACHHOCHSCHULREIFE\t2020 - 2021'])).toMatchObject({ institution: 'Technische Schule Northeim', studyType: 'FACHHOCHSCHULREIFE' });
  });

  it("takes the school after a training firm's legal form, not the firm", () => {
    expect(school(['Riverside Computer GmbH, DHBW Northeim\tNortheim an der Ruhr', 'Bachelor of Science in Informatik\t2021 - 2024'])).toMatchObject({ institution: 'DHBW Northeim', area: 'Informatik' });
  });
});

describe('a place set right with lower-case particles', () => {
  it('is the place, not a part of the title', () => {
    expect(readEntryHead(['Northgate Works, Easton\tFrankfurt am Main', 'Planner\t2014 - 2016']).location).toBe('Frankfurt am Main');
  });
});

describe('a role and its employer told apart only by their fonts', () => {
  async function titlePdf(employer: string): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
    const role = 'Automation Engineer';
    page.drawText(role, { x: 57, y: 700, size: 9, font: bold });
    page.drawText(employer, { x: 57 + bold.widthOfTextAtSize(`${role} `, 9), y: 700, size: 9, font: italic });
    page.drawText('Valencia, Dic 2025 – Actualidad', { x: 420, y: 700, size: 9, font: italic });
    return pdf.save();
  }
  it('are parted where the font changes on a dated title line', async () => {
    const { lines } = await readPdfLines(await titlePdf('Vidext'));
    expect(lines[0]!.text).toBe('Automation Engineer · Vidext\tValencia, Dic 2025 – Actualidad');
  });
  it('are not parted when the second run is no short name', async () => {
    const { lines } = await readPdfLines(await titlePdf('for the data team'));
    expect(lines[0]!.text).toBe('Automation Engineer for the data team\tValencia, Dic 2025 – Actualidad');
  });
});

describe('a town before the dates set right', () => {
  it('is the place, not the employer', () => {
    const head = readEntryHead(['Automation Engineer · Vidext\tValencia, Dic 2025 – Actualidad']);
    expect(head).toMatchObject({ parts: ['Automation Engineer', 'Vidext'], location: 'Valencia' });
  });
});

describe('schools set smaller under a "Title ⇥ dates" line', () => {
  it('stay with their own item, not the next', () => {
    const lines: ResumeLine[] = [
      { text: 'Master: Data, Imaging\tValencia, Sep 2025 – Dic 2026', x: 57, cellX: [280], size: 9, fullWidth: true },
      { text: 'Universitat de Northvale (UNV)', x: 57, size: 8 },
      { text: 'Grado: Ingeniería informática\tValencia, Sep 2021 – Jun 2025', x: 57, cellX: [280], size: 9, fullWidth: true },
      { text: 'Universitat de Northvale (UNV)', x: 57, size: 8 },
    ];
    const items = readEducation(groupEntries(lines)).items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ institution: 'Universitat de Northvale (UNV)', studyType: 'Master', area: 'Data, Imaging', startDate: '2025-09' });
    expect(items[1]).toMatchObject({ institution: 'Universitat de Northvale (UNV)', studyType: 'Grado', area: 'Ingeniería informática', startDate: '2021-09' });
  });
});

describe('Spanish and Portuguese headings of technologies', () => {
  it.each(['ENTORNOS Y TECNOLOGÍAS', 'Tecnologias'])('reads "%s" as skills', (text) => {
    expect(findSectionKey({ text })).toBe('skills');
  });
  it('reads "EXPÉRIENCES DE BÉNÉVOLAT" as volunteering', () => {
    expect(findSectionKey({ text: 'EXPÉRIENCES DE BÉNÉVOLAT' })).toBe('volunteer');
  });
});

describe('items whose dates stand on a line of their own above the title (pandoc_resume\'s Word output)', () => {
  const lines: ResumeLine[] = [
    { text: 'Experience', heading: true, headingLevel: 2 },
    { text: '2014 - 2017' },
    { text: 'Software engineer at Northvale Synchrotron – Lund (Sweden)' },
    { text: '2017 - present' },
    { text: 'Software engineer at Riverside Light Source – Grenoble (France)' },
    { text: 'Kept the control system running', bullet: true },
  ];
  it('give each item the title under its dates', () => {
    const work = readWork(groupEntries(lines.slice(1)), 'work').items;
    expect(work).toEqual([
      expect.objectContaining({ name: 'Northvale Synchrotron', position: 'Software engineer', location: 'Lund (Sweden)', startDate: '2014', endDate: '2017' }),
      expect.objectContaining({ name: 'Riverside Light Source', position: 'Software engineer', location: 'Grenoble (France)', startDate: '2017' }),
    ]);
  });
  it('read a closing line of contacts with a nationality beside the e-mail as the header\'s', () => {
    const { resume } = parseResumeLines([
      { text: 'Ana Ruiz', heading: true, headingLevel: 1 },
      ...lines,
      { text: 'ana@example.com • French' },
      { text: 'GitHub: anaruiz • StackOverflow: Ana' },
    ]);
    expect(resume.basics?.email).toBe('ana@example.com');
    expect(resume.basics?.profiles?.map((profile) => profile.username)).toEqual(['anaruiz', 'Ana']);
  });
  it('leave a referee\'s name and e-mail at the end where they are', () => {
    const { resume } = parseResumeLines([{ text: 'Ana Ruiz', heading: true, headingLevel: 1 }, ...lines, { text: 'Dr Jane Roe • jane@uni.example' }]);
    expect(resume.basics?.email).toBeUndefined();
  });
});

describe('an open dash over an open end in a left margin', () => {
  it('is a current item', () => {
    const joined = joinEndOverStart([
      { text: 'Déc. 2023—\tDéveloppeur full-stack, Northwind, Paris', x: 57, cellX: [122], size: 10.7 },
      { text: 'Aujourd’hui\tRan the performance work.', x: 61, cellX: [132], size: 10.5 },
    ]);
    expect(joined.map((line) => line.text)).toEqual(['Déc. 2023— Aujourd’hui\tDéveloppeur full-stack, Northwind, Paris', 'Ran the performance work.']);
  });
});

describe('"Role, Employer, Town (note)"', () => {
  it('reads the town with its note as the place', () => {
    const work = readWork([{ head: ['Déc. 2023— Aujourd’hui\tDéveloppeur full-stack, Northwind, Paris (télétravail)'], paragraphs: [], bullets: [], links: [] }], 'work').items;
    expect(work[0]).toMatchObject({ name: 'Northwind', position: 'Développeur full-stack', location: 'Paris (télétravail)', startDate: '2023-12' });
  });
});

describe('"Formation" set as the page\'s other headings', () => {
  const heading = (text: string, x = 122) => ({ text, x, size: 14.7 });
  const body = (text: string) => ({ text, x: 122, size: 10.5 });
  it('opens the education section; set as text it does not', () => {
    const lines = markStyledHeadings([heading('Expérience'), body('a'), body('b'), body('c'), heading('Formation'), body('d'), heading('Langues'), body('Formation'), body('e')]);
    expect(lines.filter((line) => line.heading).map((line) => line.text)).toEqual(['Formation']);
    expect(findSectionKey(lines[4]!)).toBe('education');
    expect(findSectionKey(lines[7]!)).toBeUndefined();
  });
});

describe('a degree named without "in"', () => {
  it('parts "Master Data Science, EPFL" into degree, field and school', () => {
    expect(school(['2020—2023\tMaster Data Science, NVU, Lausanne'])).toMatchObject({ institution: 'NVU', studyType: 'Master', area: 'Data Science' });
  });
});

describe('dates to the day', () => {
  it.each([
    ['Northwind\t(02 Mai, 2023 - ...)', { startDate: '2023-05-02', ongoing: true }],
    ['(30 Septembre, 2019 - 31 Mars, 2023)', { startDate: '2019-09-30', endDate: '2023-03-31', ongoing: false }],
    ['(November 01, 2017 - December 01, 2017)', { startDate: '2017-11-01', endDate: '2017-12-01', ongoing: false }],
  ])('reads "%s"', (line, expected) => {
    expect(findDates(line)).toMatchObject(expected);
  });
  it('does not take a grade before a wide gap for the day', () => {
    expect(findDates('M.Sc. | Overall Grade: 1.9\tOct 2015 – Jan 2019')).toMatchObject({ startDate: '2015-10', endDate: '2019-01' });
    expect(findDates('Score: 3.8\tSep 2016 – Jul 2020')).toMatchObject({ startDate: '2016-09', endDate: '2020-07' });
  });
});

describe('a name set on two lines in the largest size', () => {
  it('is read whole', () => {
    const { basics } = parseHeader([{ text: 'Thomas', size: 24.8 }, { text: 'Northvale', size: 24.8 }, { text: 'Développeur', size: 14.3 }, { text: 'thomas@example.com', size: 11.9 }]);
    expect(basics.name).toBe('Thomas Northvale');
  });
  it('is not joined to a headline set as large as the name and the line after it', () => {
    const { basics } = parseHeader([{ text: 'Jane Roe', size: 20 }, { text: 'Engineer', size: 20 }, { text: 'Planner', size: 20 }, { text: 'jane@example.com', size: 10 }]);
    expect(basics.name).toBe('Jane Roe');
  });
});

describe('an icon glyph mapped to a letter before the phone number', () => {
  it('is no part of the number', () => {
    const { basics } = parseHeader([{ text: 'Jonas Northvale', size: 30 }, { text: 'Ħ +49 176 5550123\t|\tć jonas@example.com', size: 7 }]);
    expect(basics).toMatchObject({ phone: '+49 176 5550123', email: 'jonas@example.com' });
  });
});
