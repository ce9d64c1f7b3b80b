import { describe, expect, it } from 'vitest';
import { groupEntries } from './group-entries';
import type { ResumeLine } from './resume-line';

describe('a title line with a place set right under the dated line', () => {
  it('belongs to the title, however long the organisation', () => {
    const entries = groupEntries([
      { text: 'Subatomic Shepherd and Caffeine Connoisseur\tMay 2024 — Present' },
      { text: "Microscopic Circus, Schrodinger's University\tAtomville, CA" },
      { text: 'Played with molecules', bullet: true },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.head).toEqual(['Subatomic Shepherd and Caffeine Connoisseur\tMay 2024 — Present', "Microscopic Circus, Schrodinger's University\tAtomville, CA"]);
  });

  it('leaves a long undated line without a place as the item text', () => {
    const entries = groupEntries([{ text: 'Engineer\tMay 2024 — Present' }, { text: 'Worked on the search team and on the ordering platform for two years' }]);
    expect(entries[0]!.head).toHaveLength(1);
    expect(entries[0]!.paragraphs).toHaveLength(1);
  });
});

describe('a bullet wrapped to its next line', () => {
  const bullet: ResumeLine = { text: 'Filed 2 patents on efficient model quantization techniques for edge inference', x: 177, size: 10, fullWidth: true, bullet: true };
  it('does not swallow a dated line that starts left of the bullet (a date margin)', () => {
    const entries = groupEntries([{ text: 'May 2020 – Aug 2020 Research Intern, Apple', x: 74, size: 10 }, bullet, { text: 'May 2019 – Aug 2019 Research Intern, Microsoft Research', x: 77, size: 10 }]);
    expect(entries).toHaveLength(2);
  });
  it('still joins a line set under the bullet text', () => {
    const entries = groupEntries([{ text: 'May 2020 – Aug 2020 Research Intern, Apple', x: 74, size: 10 }, bullet, { text: 'and servers', x: 184, size: 10 }]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.bullets[0]).toMatch(/edge inference and servers$/);
  });
});

describe('items set side by side', () => {
  const row = (text: string): ResumeLine => ({ text, x: 10, cellX: [305], size: 9.7 });
  it('reads a grid whose cells line up, with a row of dates, column by column', () => {
    const entries = groupEntries([
      row('Creative Solutions Inc.\tTechAdvancers'),
      row('Senior Web Developer\tWeb Developer'),
      row('January 2019 to Present\tJune 2016 to December 2018'),
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['Creative Solutions Inc.', 'Senior Web Developer', 'January 2019 to Present'],
      ['TechAdvancers', 'Web Developer', 'June 2016 to December 2018'],
    ]);
  });
  it('leaves rows without a row of dates alone', () => {
    const entries = groupEntries([row('Creative Solutions Inc.\tSan Francisco, CA'), row('Senior Web Developer\tRemote'), row('Lead\tBerlin')]);
    expect(entries[0]!.head[0]).toBe('Creative Solutions Inc.\tSan Francisco, CA');
  });
});

describe('a line set left of the titles after an item text', () => {
  const title = (text: string): ResumeLine => ({ text, x: 60, size: 10 });
  const bullet: ResumeLine = { text: 'Analysed large datasets', x: 40, size: 10, bullet: true };
  it('stays with the item (brilliant-CV tags under the bullets)', () => {
    const entries = groupEntries([title('Director of Data Science\t2020 - Present'), title('XYZ Corporation\tSan Francisco, CA'), bullet, { text: 'Tags Example here\tDataiku\tSnowflake', x: 40, size: 10 }, title('Data Analyst\t2017 - 2020'), title('ABC Company\tNew York, NY')]);
    expect(entries.map((entry) => entry.head[0])).toEqual(['Director of Data Science\t2020 - Present', 'Data Analyst\t2017 - 2020']);
  });
  it('still opens an item at the titles\' left edge', () => {
    const entries = groupEntries([title('Director of Data Science\t2020 - Present'), bullet, title('Data Analyst'), title('ABC Company\t2017 - 2020')]);
    expect(entries).toHaveLength(2);
  });
});

describe('titles without text under them (AltaCV)', () => {
  const lines: ResumeLine[] = [
    { text: 'President & CEO' },
    { text: 'Yahoo!' },
    { text: 'July 2012 – Ongoing\tSunnyvale, CA' },
    { text: 'Vice President of Search Products & UX' },
    { text: 'Google' },
    { text: '2005 – 2010\tPalo Alto, CA' },
    { text: 'Product Manager & UI Lead' },
    { text: 'Google' },
    { text: 'Oct 2001 – July 2005\tPalo Alto, CA' },
  ];
  it('reads a one-word name ending in "!" as a title and opens an item after each full title', () => {
    expect(groupEntries(lines).map((entry) => entry.head[0])).toEqual(['President & CEO', 'Vice President of Search Products & UX', 'Product Manager & UI Lead']);
  });
  it('keeps a sentence of three words or more as text', () => {
    const entries = groupEntries([{ text: 'Engineer\t2019 – 2020' }, { text: 'Led the team.' }]);
    expect(entries[0]!.paragraphs).toEqual(['Led the team.']);
  });
});

describe('a title over its dates (Deedy)', () => {
  it('opens an item even when it runs to the margin or follows an item without text', () => {
    const entries = groupEntries([
      { text: 'FACEBOOK | SOFTWARE ENGINEER', size: 12 },
      { text: 'Jan 2015 - Present | New York, NY', size: 10 },
      { text: 'COURSERA | KPCB FELLOW + SOFTWARE ENGINEERING INTERN', size: 12, fullWidth: true },
      { text: 'June 2014 – Sep 2014 | Mountain View, CA', size: 10 },
      { text: 'Led and shipped Yoda.', size: 10, bullet: true },
      { text: 'PHABRICATOR | OPEN SOURCE CONTRIBUTOR & TEAM LEADER', size: 12, fullWidth: true },
      { text: 'Jan 2013 – May 2013 | Palo Alto, CA', size: 10 },
    ]);
    expect(entries.map((entry) => entry.head[0])).toEqual(['FACEBOOK | SOFTWARE ENGINEER', 'COURSERA | KPCB FELLOW + SOFTWARE ENGINEERING INTERN', 'PHABRICATOR | OPEN SOURCE CONTRIBUTOR & TEAM LEADER']);
  });
  it('opens an item at a larger title running to the margin, over a role line over the dates', () => {
    const entries = groupEntries([
      { text: 'NORTHWIND GRAMMAR SCHOOL', size: 12 },
      { text: 'Teacher of Physics', size: 11 },
      { text: 'Aug 2016 - Present | Leeds, UK', size: 10 },
      { text: 'Taught the sixth-form physics course and ran the astronomy club for every year group.', size: 10, bullet: true, fullWidth: true },
      { text: 'ACADEMY OF THE NORTHERN MOORLANDS AND DALES REGION', size: 12, fullWidth: true },
      { text: 'Teacher of Physics', size: 11 },
      { text: 'Aug 2012 – Aug 2016 | Harrogate, UK', size: 10 },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['NORTHWIND GRAMMAR SCHOOL', 'Teacher of Physics', 'Aug 2016 - Present | Leeds, UK'],
      ['ACADEMY OF THE NORTHERN MOORLANDS AND DALES REGION', 'Teacher of Physics', 'Aug 2012 – Aug 2016 | Harrogate, UK'],
    ]);
  });
  it('leaves a full line over an undated line as the item text', () => {
    const entries = groupEntries([
      { text: 'FACEBOOK | SOFTWARE ENGINEER', size: 12 },
      { text: 'Jan 2015 - Present | New York, NY', size: 10 },
      { text: 'Built the news feed ranking service and its offline evaluation pipeline', size: 10, fullWidth: true },
      { text: 'for three years', size: 10 },
    ]);
    expect(entries).toHaveLength(1);
  });
});

describe('a line of nothing but dates over the title (Pandoc Word output)', () => {
  it('takes the line under the dates as the title, however long', () => {
    const lines: ResumeLine[] = [
      { text: '02/18-01/19' },
      { text: 'Triage.com: CTO and Director of Product Engineering:' },
      { text: 'Responsible for all machine learning and technical leadership:' },
      { text: 'Built the first skin classifier app.', bullet: true },
    ];
    const [entry] = groupEntries(lines);
    expect(entry!.head).toEqual(['02/18-01/19', 'Triage.com: CTO and Director of Product Engineering:']);
    expect(entry!.paragraphs).toEqual(['Responsible for all machine learning and technical leadership:']);
  });
});

describe('a line that only says how a job was held', () => {
  it('is neither role nor employer, and the role set in below the dated title stays with it (Friggeri CV)', () => {
    const entries = groupEntries([
      { text: 'Full Time', x: 173, size: 14.3 },
      { text: '2012–Now\tLEHMAN BROTHERS\tLos Angeles, California', x: 173, size: 10, cellX: [230, 468], fullWidth: true },
      { text: '1st Year Analyst', x: 230, size: 10 },
      { text: 'Developed spreadsheets for risk analysis on exotic derivatives on a wide', x: 230, size: 10, fullWidth: true },
      { text: 'array of commodities.', x: 230, size: 10 },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.head).toEqual(['2012–Now\tLEHMAN BROTHERS\tLos Angeles, California', '1st Year Analyst']);
  });
});

describe('items whose dates open the title line from a left margin', () => {
  it('keep the short lines under their title when the next dated title comes', () => {
    const entries = groupEntries([
      { text: '2005 – 2009\tLL.M. in Maritime Law', x: 30, cellX: [76], size: 9 },
      { text: 'Harbour University\t* Port Town, Lowland', x: 76, cellX: [356], size: 7.5 },
      { text: "Dean's Scholarship", x: 76, size: 7 },
      { text: '2001 – 2005\tB.A. in History', x: 30, cellX: [76], size: 9 },
      { text: 'Harbour University\t* Port Town, Lowland', x: 76, cellX: [356], size: 7.5 },
    ]);
    expect(entries.map((entry) => entry.head[0])).toEqual(['2005 – 2009\tLL.M. in Maritime Law', '2001 – 2005\tB.A. in History']);
    expect(entries[0]!.head).toContain('Harbour University\t* Port Town, Lowland');
    // The new item's title stands where its cell starts, so the school's line under it is its own too.
    expect(entries[1]!.head).toContain('Harbour University\t* Port Town, Lowland');
  });
});

describe('an organisation set smaller under a margin-dated title', () => {
  it('is a title line however long its name', () => {
    const entries = groupEntries([
      { text: 'April 2010 – June 2010\tTrainee', x: 80, cellX: [190], size: 11 },
      { text: 'Northwind Agency, Schools Desk, Regional Programmes Branch', x: 190, size: 9 },
      { text: 'Ran the training days', bullet: true, x: 190, size: 9 },
    ]);
    expect(entries[0]!.head).toEqual(['April 2010 – June 2010\tTrainee', 'Northwind Agency, Schools Desk, Regional Programmes Branch']);
  });

  it('leaves a sentence under the title as its text', () => {
    const entries = groupEntries([
      { text: 'April 2010 – June 2010\tTrainee', x: 80, cellX: [190], size: 11 },
      { text: 'Ran the training days for the schools desk of the agency.', x: 190, size: 9 },
    ]);
    expect(entries[0]!.head).toHaveLength(1);
  });
});

describe('two-cell titles dated in a left margin', () => {
  it('keep the undated line between them', () => {
    const entries = groupEntries([
      { text: '1851\tNavigation', x: 35, cellX: [100], size: 10 },
      { text: 'Harbour Academy, Portsea', x: 100, size: 10 },
      { text: '1845\tCertificate', x: 35, cellX: [100], size: 10 },
      { text: 'Parish School, Easton', x: 100, size: 10 },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['1851\tNavigation', 'Harbour Academy, Portsea'],
      ['1845\tCertificate', 'Parish School, Easton'],
    ]);
  });
});

describe('a date line with a place set right under the title (AltaCV)', () => {
  it('is no date margin: the next title set left of the place opens the next item', () => {
    const entries = groupEntries([
      { text: 'Data Scientist', size: 10, x: 195 },
      { text: 'Northwind Research Centre on High Performance Computing, Big Data and', size: 9, x: 195, fullWidth: true },
      { text: 'Quantum Computing (NRC)', size: 9, x: 195 },
      { text: '\uE000 Sep 2023 – Dec 2025\tPerugia, Italy', size: 8, x: 197, cellX: [380] },
      { text: 'Built the anomaly detection pipeline.', size: 9, x: 202, bullet: true },
      { text: 'Software Engineer', size: 10, x: 195 },
      { text: 'Contoso Consulting', size: 9, x: 195 },
      { text: '\uE000 May 2021 – Aug 2023\tMilan, Italy', size: 8, x: 197, cellX: [380] },
    ]);
    expect(entries.map((entry) => entry.head[0])).toContain('Software Engineer');
  });
});

describe('degree titles wrapped in a narrow column (AltaCV sidebar)', () => {
  it('joins each title with its second line and keeps the school over the dates in the head', () => {
    const entries = groupEntries([
      { text: 'Master of Science in Control Systems and', size: 12, x: 364, fullWidth: true },
      { text: 'Embedded Electronics', size: 12, x: 364 },
      { text: 'Riverside Technical University, Faculty', size: 10, x: 364, fullWidth: true },
      { text: '\uE000\t2021 – 2022\tLyon, FR', size: 9, x: 366, cellX: [379, 465] },
      { text: 'Thesis: a sensor network for monitoring the air', size: 10, x: 364, fullWidth: true },
      { text: 'quality of a city (grade 10/10).', size: 10, x: 364, fullWidth: true },
      { text: 'Bachelor of Engineering in Telecommunication and', size: 12, x: 364, fullWidth: true },
      { text: 'Networked Services', size: 12, x: 364, fullWidth: true },
      { text: 'Riverside Technical University, Faculty', size: 10, x: 364, fullWidth: true },
      { text: '\uE000\t2016 – 2021\tLyon, FR', size: 9, x: 366, cellX: [379, 465] },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['Master of Science in Control Systems and Embedded Electronics', 'Riverside Technical University, Faculty', '\uE000\t2021 – 2022\tLyon, FR'],
      ['Bachelor of Engineering in Telecommunication and Networked Services', 'Riverside Technical University, Faculty', '\uE000\t2016 – 2021\tLyon, FR'],
    ]);
  });
});

describe('pandoc_resume items: dates, then a long title, then captioned lists', () => {
  it('takes the long line under the dates as the title and a bare caption as text', () => {
    const entries = groupEntries([
      { text: 'Sept. 2018 to present' },
      { text: 'Research Assistant at Quantum Transport Theory Group (Jane Roe), University of Northfield (Leeds, UK)' },
      { text: 'Publications:' },
      { text: 'A paper on spin chains', bullet: true },
      { text: 'Apr. 2018 to Sept. 2018' },
      { text: 'Master Thesis at Photonics Group (John Doe), Institute of Optics (Lyon, France)' },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['Sept. 2018 to present', 'Research Assistant at Quantum Transport Theory Group (Jane Roe), University of Northfield (Leeds, UK)'],
      ['Apr. 2018 to Sept. 2018', 'Master Thesis at Photonics Group (John Doe), Institute of Optics (Lyon, France)'],
    ]);
  });
});

describe('a title written as a sentence after its dates as a definition list\'s term (pandoc_resume reStructuredText)', () => {
  it('opens an item however long, and ending in a stop', () => {
    const entries = groupEntries([
      { text: '2018--2022 : Teaching Assistant at University of Tromsø (Tromsø, Norway).' },
      { text: 'FYS-2000 Quantum Mechanics (S18)', bullet: true },
      { text: '2019 (2 months) : Summer student at FFI --- Norwegian Defence Research Establishment (Kjeller, Norway).' },
      { text: 'During eight weeks in the summer of 2019 I worked at the FFI, continuing the project on software defined radios.' },
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['2018--2022 : Teaching Assistant at University of Tromsø (Tromsø, Norway).'],
      ['2019 (2 months) : Summer student at FFI --- Norwegian Defence Research Establishment (Kjeller, Norway).'],
    ]);
  });
});

describe('a role and its team parted by a bar, its place set right, under the employer\'s dated line (fantastic-cv)', () => {
  it('is a title line, not the item\'s text', () => {
    const entries = groupEntries([
      { text: 'Amazon\t2022-06-01 — 2022-09-01', size: 11, fullWidth: true },
      { text: 'Software Development Engineer Intern | Alexa Smart Home Team\tSeattle, WA', size: 10, fullWidth: true },
      { text: 'Designed and implemented a feature', bullet: true, size: 10 },
    ]);
    expect(entries[0]!.head).toEqual(['Amazon\t2022-06-01 — 2022-09-01', 'Software Development Engineer Intern | Alexa Smart Home Team\tSeattle, WA']);
  });
});

describe('a larger school name that fills a narrow column', () => {
  const L = (text: string, size: number, fullWidth = false) => ({ text, size, x: 35, fullWidth });
  it('opens the next item when it stands over a degree and dates', () => {
    const lines = [L('TECHNICAL UNIVERSITY OF MUNICH', 11.9), L('Scientific Project Management', 10.9, true), L('2024 | Munich, DE', 9.9), L('UNIVERSITY OF SHEFFIELD', 11.9, true), L('PhD in Physics', 10.9), L('2015 - 2019 | Sheffield, UK', 9.9)];
    expect(groupEntries(lines).map((entry) => entry.head[0])).toEqual(['TECHNICAL UNIVERSITY OF MUNICH', 'UNIVERSITY OF SHEFFIELD']);
  });

  it('stays the item text when set in the text size, or when no dates follow', () => {
    const text = [L('TECHNICAL UNIVERSITY OF MUNICH', 11.9), L('Scientific Project Management', 10.9, true), L('2024 | Munich, DE', 9.9), L('Worked with the physics department', 9.9, true), L('PhD in Physics', 10.9), L('2015 - 2019 | Sheffield, UK', 9.9)];
    expect(groupEntries(text)[0]!.paragraphs).toContain('Worked with the physics department');
    const undated = [L('TECHNICAL UNIVERSITY OF MUNICH', 11.9), L('Scientific Project Management', 10.9, true), L('2024 | Munich, DE', 9.9), L('UNIVERSITY OF SHEFFIELD', 11.9, true), L('Visiting term in physics', 10.9)];
    expect(groupEntries(undated)[0]!.paragraphs).toEqual(['UNIVERSITY OF SHEFFIELD']);
  });
});

// Session 43 (margin-cv-xochicale-2018.pdf of held-out-s40): dated lines of a teaching job's text, a list wrapped past an
// icon's gap, and a long margin-dated title closed by a full stop each cut the jobs wrongly.
describe('groupEntries, titles dated in a left margin', () => {
  const title = (text: string, x = 44) => ({ text, x, size: 10, cellX: [134] });
  const body = (text: string, extra: Partial<ResumeLine> = {}) => ({ text, x: 134, size: 9, ...extra });
  it('keeps smaller dated lines in the text column as the item\'s text', () => {
    const entries = groupEntries([
      title('08/2014–04/2018\tTeaching Associate, University of Birmingham, UK.'),
      body('(01/2018–04/2018) Engineering Maths 2. Lecturers: Professor Martin Russell'),
      body('(08/2017–12/2017) Computing for Engineering. Lecturer: Dr Sridhar Pammu'),
      title('08/2013–12/2013\tLecturer, TECMilenio University, Puebla, México.'),
    ]);
    expect(entries.map((entry) => entry.head[0])).toEqual(['08/2014–04/2018\tTeaching Associate, University of Birmingham, UK.', '08/2013–12/2013\tLecturer, TECMilenio University, Puebla, México.']);
  });
  it('goes on with a list wrapped past a gap, and opens an item at a long title closed by a stop', () => {
    const entries = groupEntries([
      title('2012\tLecturer in Mechatronic Engineering, Universidad Madero, Puebla, México.', 106),
      body('Courses: Fundamentals of Automation W, Industrial Electronics W, Metrology W,', { fullWidth: true }),
      body('Physics\tW, Computer Integrating Manufacturing, and Power Electronics', { cellX: [167] }),
      title('2007 – 2012\tLecturer in Electronic Engineering, Universidad Iberoamericana Puebla, México.', 74),
      body('Courses: Stochastic Processes Course W and Analog Filters.'),
      title('08/2006 – 06/2007\tLecturer in Mechatronic Engineering, Instituto Tecnológico Superior de Atlixco, México.'),
    ]);
    expect(entries).toHaveLength(3);
    expect(entries[0]!.paragraphs[0]).toContain('Physics W, Computer Integrating Manufacturing');
    expect(entries[2]!.head[0]).toContain('Atlixco');
  });
});

// Session 44 (resume-matcher-word-john-smith.pdf of held-out-s41): a Word page of plain paragraphs, no bullets.
describe('groupEntries, an employer line after a finished sentence', () => {
  const line = (text: string, fullWidth: boolean) => ({ text, size: 11, x: 72, fullWidth });
  it('starts the next item at a short line over a dated line', () => {
    const entries = groupEntries([
      line('XYZ Corporation', false),
      line('Python Developer, 2019 - 2021', false),
      line('Led a team of 3 developers to develop a real-time chatbot using natural language processing techniques.', true),
      line('DEF Inc.', false),
      line('Software Engineer, 2017 - 2019', false),
      line('Worked on a large-scale distributed system.', false),
    ]);
    expect(entries.map((entry) => entry.head)).toEqual([
      ['XYZ Corporation', 'Python Developer, 2019 - 2021'],
      ['DEF Inc.', 'Software Engineer, 2017 - 2019'],
    ]);
  });
  it('keeps a bracketed note under a sentence with its text when a whole title row follows', () => {
    const entries = groupEntries([
      line('2011-2012\tAnalista de Sistemas Sênior\tMÓDULOS RECAP SOFTWARE LTDA', true),
      line('Desenvolvimento e manutenção de ERP para recapadora de pneus.', true),
      line('(Delphi / Firebird)', false),
      line('2011-2011\tProgramador ABAP\tPADO SA INDUST. COMERCIAL E IMPORTADORA', true),
    ]);
    expect(entries).toHaveLength(2);
  });
});
