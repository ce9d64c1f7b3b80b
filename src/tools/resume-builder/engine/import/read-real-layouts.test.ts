import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { importResume } from './import-resume';
import { findDates } from './parse-dates';
import { parseResumeLines } from './parse-resume-lines';
import { readPdfLines, readSoftHyphens } from './read-pdf-lines';

// Layout rules learnt from templates nobody here wrote (eval/real-resumes): each test builds the
// smallest page that shows the layout, with pdf-lib, and imports it through the real path.

type Writer = (text: string, x: number, y: number, size?: number) => void;

async function buildPages(pageCount: number, draw: (write: Writer, page: number, font: PDFFont) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pageCount; index += 1) {
    const page: PDFPage = pdf.addPage([612, 792]);
    draw((text, x, y, size = 10) => page.drawText(text, { x, y, size, font }), index, font);
  }
  return pdf.save();
}

const rightAligned = (write: Writer, font: PDFFont, text: string, y: number) => write(text, 572 - font.widthOfTextAtSize(text, 10), y);

describe('running headers, footers and page numbers', () => {
  it('drops a footer repeated on every page and a lone page number, so a job cut by the page break stays whole', async () => {
    const bytes = await buildPages(2, (write, page, font) => {
      if (page === 0) {
        write('Ann Lee', 40, 740, 20);
        write('ann@example.com', 40, 718);
        write('Experience', 40, 680, 12);
        write('Acme Corp', 40, 660);
        rightAligned(write, font, 'Jan 2020 – Present', 660);
        write('Analyst', 40, 646);
        write('• Built the reporting pipeline', 50, 632);
      } else {
        write('• Cut the month-end close by two days', 50, 740);
        write('Beta Labs', 40, 712);
        rightAligned(write, font, 'Mar 2017 – Dec 2019', 712);
        write('Intern', 40, 698);
        write('7', 300, 770);
      }
      write(`Ann Lee – ${page + 1}/2`, 260, 30);
    });
    const { lines } = await readPdfLines(bytes);
    expect(lines.map((line) => line.text).filter((text) => /\d\/2$|^7$/.test(text))).toEqual([]);
    const { resume } = await importResume({ name: 'cv.pdf', bytes });
    expect(resume.work?.map((job) => [job.name, job.position, job.startDate])).toEqual([
      ['Acme Corp', 'Analyst', '2020-01'],
      ['Beta Labs', 'Intern', '2017-03'],
    ]);
    expect(resume.work?.[0]?.highlights).toEqual(['Built the reporting pipeline', 'Cut the month-end close by two days']);
  });
});

describe('bullets that are titles, and dates beside a bullet', () => {
  it('reads "• Employer ⇥ place" as an item title (sb2nov, Jake\'s template), the dashed bullets under it as its list', async () => {
    const bytes = await buildPages(1, (write, _page, font) => {
      write('Sam Roe', 40, 740, 20);
      write('Experience', 40, 700, 12);
      [['Google', 'Mountain View, CA', 'Software Engineer', 'Oct 2016 – Present', 680], ['Coursera', 'Mountain View, CA', 'Senior Software Engineer', 'Jan 2014 – Oct 2016', 620]].forEach(([org, place, role, dates, y]) => {
        write(`• ${org}`, 40, y as number);
        rightAligned(write, font, place as string, y as number);
        write(role as string, 48, (y as number) - 14);
        rightAligned(write, font, dates as string, (y as number) - 14);
        write('- Worked on the training APIs', 60, (y as number) - 28);
      });
    });
    const { resume } = await importResume({ name: 'cv.pdf', bytes });
    expect(resume.work?.map((job) => [job.name, job.position, job.startDate, job.endDate, job.location])).toEqual([
      ['Google', 'Software Engineer', '2016-10', undefined, 'Mountain View, CA'],
      ['Coursera', 'Senior Software Engineer', '2014-01', '2016-10', 'Mountain View, CA'],
    ]);
  });

  it('gives the title a date set beside the first bullet, and splits "Employer, Role" (RenderCV)', async () => {
    const bytes = await buildPages(1, (write, _page, font) => {
      write('Kim Doe', 40, 740, 20);
      write('Experience', 40, 700, 12);
      write('Nexus AI, Co-Founder & CTO', 40, 680);
      rightAligned(write, font, 'San Francisco, CA', 680);
      write('• Built the inference platform', 48, 666);
      rightAligned(write, font, 'June 2023 – present', 666);
      write('• Raised the Series A', 48, 652);
    });
    const { resume } = await importResume({ name: 'cv.pdf', bytes });
    expect(resume.work).toEqual([
      { name: 'Nexus AI', position: 'Co-Founder & CTO', location: 'San Francisco, CA', startDate: '2023-06', highlights: ['Built the inference platform', 'Raised the Series A'] },
    ]);
  });
});

describe('the header', () => {
  it('takes the name apart from contacts on its line, link schemes, "/in/" paths, a street address and a list of techs', () => {
    const { resume } = parseResumeLines([
      { text: 'Jan Roe | Resume\tEmail: jan@example.com', size: 20 },
      { text: 'tel:(+82) 10-9030-1843 | mailto:jan.roe@example.org | homepage: www.janroe.com | LinkedIn: /in/janroe', size: 9 },
      { text: '555 La Verne Way, La Verne, CA', size: 9 },
      { text: 'Techs: Meteor, Javascript, Git', size: 9 },
    ]);
    expect(resume.basics).toMatchObject({ name: 'Jan Roe', email: 'jan@example.com', phone: '(+82) 10-9030-1843', url: 'https://www.janroe.com', location: { address: '555 La Verne Way', city: 'La Verne', region: 'CA' } });
    expect(resume.basics?.profiles).toEqual([{ network: 'LinkedIn', username: 'janroe' }]);
    expect(resume.skills).toEqual([{ keywords: ['Meteor', 'Javascript', 'Git'] }]);
  });

  it('takes contact details set at the foot of the last page into the header, not into the last item', () => {
    const { resume } = parseResumeLines([
      { text: 'Jan Roe' },
      { text: 'Education' },
      { text: 'Semester Abroad - University of Melbourne\t2009 - 2010' },
      { text: 'www.janroe.com · github.com/janroe' },
    ]);
    expect(resume.basics).toMatchObject({ url: 'https://www.janroe.com', profiles: [{ network: 'GitHub', username: 'janroe', url: 'https://github.com/janroe' }] });
    expect(resume.education).toEqual([{ institution: 'University of Melbourne', area: 'Semester Abroad', startDate: '2009', endDate: '2010' }]);
  });
});

describe('schools', () => {
  it('reads a school and its field joined by a comma, a short degree before its field, and a lone date as the graduation', () => {
    const { resume } = parseResumeLines([
      { text: 'Jan Roe' },
      { text: 'Education' },
      { text: 'PhD\tPrinceton University, Computer Science\tPrinceton, NJ' },
      { text: 'Sept 2018 – May 2023' },
      { text: 'Graduated as M.Sc. Digital Media - University of Bremen\t2015 / 07', bullet: false },
      { text: 'Developed an algorithm for semi automated scoring', bullet: true },
      { text: 'University of La Verne, La Verne, CA\tExpected Graduation: June 2016' },
      { text: 'Bachelor of Arts, Business Administration' },
    ]);
    expect(resume.education?.map(({ institution, studyType, area, startDate, endDate }) => ({ institution, studyType, area, startDate, endDate }))).toEqual([
      { institution: 'Princeton University', studyType: 'PhD', area: 'Computer Science', startDate: '2018-09', endDate: '2023-05' },
      { institution: 'University of Bremen', studyType: 'M.Sc.', area: 'Digital Media', startDate: undefined, endDate: '2015-07' },
      { institution: 'University of La Verne', studyType: 'Bachelor of Arts', area: 'Business Administration', startDate: undefined, endDate: '2016-06' },
    ]);
  });
});

describe('dates and dashes', () => {
  it.each([
    ['Sep. 2023 \u00AD Mar. 2024', { startDate: '2023-09', endDate: '2024-03' }],
    ['Mar 2010 \u2212 Aug 2017', { startDate: '2010-03', endDate: '2017-08' }],
    ['Fall 2013 – Spring 2014', { startDate: '2013', endDate: '2014' }],
    ['Summer 2022', { startDate: '2022' }],
    ['2011 / 11', { startDate: '2011-11' }],
    ['2015/07 - 2016/01', { startDate: '2015-07', endDate: '2016-01' }],
  ])('reads "%s" without adding a month the page does not give', (text, expected) => {
    expect(findDates(text)).toMatchObject(expected);
  });

  it('does not read a school year "2010/11" as November', () => {
    expect(findDates('Tutor\t2010/11')?.startDate).not.toBe('2010-11');
  });

  it('reads a soft hyphen inside a line as the dash the reader sees, and joins a word broken by one at a line\'s end', () => {
    expect(readSoftHyphens('Co\u00ADfounder & Engineer')).toBe('Co-founder & Engineer');
    const { resume } = parseResumeLines([
      { text: 'Jan Roe' },
      { text: 'Experience' },
      { text: 'Acme Corp\tJan 2020 – Present' },
      { text: 'Analyst' },
      { text: 'Evaluated Istio, Cilium, Con\u00AD', bullet: true, fullWidth: true },
      { text: 'sul and Kuma' },
    ]);
    expect(resume.work?.[0]?.highlights).toEqual(['Evaluated Istio, Cilium, Consul and Kuma']);
  });
});

describe('headings of common templates', () => {
  it.each([
    ['HONORS/AWARDS', 'awards'],
    ['Honors & Awards', 'awards'],
    ['ON-CAMPUS INVOLVEMENT', 'volunteer'],
    ['Leadership', 'volunteer'],
    ['Technical Skills', 'skills'],
  ])('reads "%s" as %s', (text, key) => {
    expect(findSectionKey({ text })).toBe(key);
  });
});

describe('rules found on the tuned templates', () => {
  it('reads two month-and-year dates whose dash the PDF reader dropped as a range (Awesome-CV)', () => {
    expect(findDates('DevOps Engineer\tSep. 2023 Mar. 2024')).toMatchObject({ startDate: '2023-09', endDate: '2024-03', rest: 'DevOps Engineer' });
    expect(findDates('Met 2023 Mar. targets')?.endDate).toBeUndefined();
  });

  it('reads a run of hyphens between two letters or digits as one hyphen (Word\'s PDFs)', () => {
    expect(readSoftHyphens('(909) 555--\u20105555 and on--\u2010campus')).toBe('(909) 555-5555 and on-campus');
  });

  it('reads contacts behind icon glyphs or icon names, and a place under the name as the location, not the label', () => {
    const { resume } = parseResumeLines([
      { text: 'Byungjin Park', size: 30 },
      { text: '555 La Verne Way, La Verne, CA', size: 9 },
      { text: '\u{1F4F1} (+82) 10-9030-1843 | HOUSE-CHIMNEY www.posquit0.com | GITHUB-SQUARE posquit0 | \uF3C5 Mapo-gu, Seoul', size: 9 },
    ]);
    expect(resume.basics).toMatchObject({ name: 'Byungjin Park', phone: '(+82) 10-9030-1843', url: 'https://www.posquit0.com', location: { city: 'La Verne' } });
    expect(resume.basics?.label).toBeUndefined();
    expect(resume.basics?.profiles).toEqual([{ network: 'GitHub', username: 'posquit0' }]);
  });

  it('takes the later of two place-shaped parts as the place, and drops the "and" of a list\'s last item', () => {
    const { resume } = parseResumeLines([
      { text: 'Ann Lee' },
      { text: 'Experience' },
      { text: 'R.O.K Cyber Command, MND\tSeoul, S.Korea' },
      { text: 'Software Engineer\tAug. 2014 - Apr. 2016' },
      { text: 'Skills' },
      { text: 'Computer: Proficient in Microsoft Word, PowerPoint, and Excel' },
    ]);
    expect(resume.work?.[0]).toMatchObject({ name: 'R.O.K Cyber Command, MND', position: 'Software Engineer', location: 'Seoul, S.Korea', startDate: '2014-08', endDate: '2016-04' });
    expect(resume.skills?.[0]?.keywords).toEqual(['Microsoft Word', 'PowerPoint', 'Excel']);
  });

  it('keeps a heading word in ordinary case as item text when the document\'s headings are in capitals', () => {
    const { resume } = parseResumeLines([
      { text: 'Leo Leopard' },
      { text: 'EDUCATION' },
      { text: 'University of La Verne\tJune 2016' },
      { text: 'VOLUNTEER EXPERIENCE' },
      { text: 'LionLike MindState, Pomona, CA\tJune 2012 – Present' },
      { text: 'Volunteer' },
      { text: 'SKILLS' },
      { text: 'Spanish, Excel' },
    ]);
    expect(resume.volunteer).toEqual([{ organization: 'LionLike MindState', position: 'Volunteer', startDate: '2012-06' }]);
  });
});

describe('columns and margins', () => {
  it('reads a sidebar of centred lines with its own headings after the main column (latexcv sidebar)', async () => {
    const bytes = await buildPages(1, (write, _page, font) => {
      write('Jan Roe', 40, 740, 20);
      const centred = (text: string, y: number) => write(text, 500 - font.widthOfTextAtSize(text, 10) / 2, y);
      centred('CONTACT', 700);
      centred('jan@example.com', 684);
      centred('TECHNOLOGIES', 640);
      centred('Meteor', 624);
      centred('MongoDB', 608);
      write('EXPERIENCE', 40, 700);
      write('Fullstack Engineer', 40, 684);
      write('University of Bremen, 2016 - 2020', 200, 684);
      write('Invent a classroom manager', 52, 670);
      write('Scientific Employee', 40, 650);
      write('Getoq Consulting, 2012 - 2014', 200, 650);
      write('Invented an assessment framework', 52, 636);
    });
    const { lines } = await readPdfLines(bytes);
    const texts = lines.map((line) => line.text);
    expect(texts.indexOf('TECHNOLOGIES')).toBeGreaterThan(texts.indexOf('Invented an assessment framework'));
    const { resume } = await importResume({ name: 'cv.pdf', bytes });
    expect(resume.basics?.email).toBe('jan@example.com');
    expect(resume.work?.map((job) => [job.name, job.position, job.startDate, job.endDate])).toEqual([
      ['University of Bremen', 'Fullstack Engineer', '2016', '2020'],
      ['Getoq Consulting', 'Scientific Employee', '2012', '2014'],
    ]);
    expect(resume.skills?.flatMap((group) => group.keywords ?? [])).toEqual(['Meteor', 'MongoDB']);
  });

  it('keeps a left margin of dates, "Label:" captions and headings on its lines (latexcv modern), and short unbulleted lines set in from a title as its text', async () => {
    const bytes = await buildPages(1, (write) => {
      write('Jan Roe', 140, 740, 20);
      write('Status:', 40, 710);
      write('PhD student', 140, 710);
      write('Tech:', 40, 696);
      write('Meteor, Git', 140, 696);
      write('Experience', 40, 670);
      [['2016 - 2020', 'Fullstack Engineer', 650], ['2014 - 2016', 'IT Consultant', 610]].forEach(([dates, role, y]) => {
        write(dates as string, 40, y as number);
        write(role as string, 140, y as number);
        write('We4IT GmbH', 480, y as number);
        write('Design software architecture', 152, (y as number) - 14);
        write('Lead development', 152, (y as number) - 28);
      });
    });
    const { lines } = await readPdfLines(bytes);
    expect(lines.map((line) => line.text)).toContain('2016 - 2020\tFullstack Engineer\tWe4IT GmbH');
    const { resume } = await importResume({ name: 'cv.pdf', bytes });
    expect(resume.work?.map((job) => [job.position, job.name, job.startDate, job.summary])).toEqual([
      ['Fullstack Engineer', 'We4IT GmbH', '2016', 'Design software architecture Lead development'],
      ['IT Consultant', 'We4IT GmbH', '2014', 'Design software architecture Lead development'],
    ]);
    expect(resume.skills).toEqual([{ keywords: ['Meteor', 'Git'] }]);
  });
});

describe('a margin of headings and dates set right (Reactive Resume nosepass)', () => {
  it('splits each heading from the line it shares and reads the title behind a margin date', async () => {
    const bytes = await buildPages(1, (write, _page, font) => {
      const margin = (text: string, y: number) => write(text, 146 - font.widthOfTextAtSize(text, 10), y);
      margin('Personal Information', 740);
      write('Rosa Park', 160, 740, 10);
      write('rosa@example.com', 160, 726);
      margin('Experience', 690);
      margin('Jan 2019 - Present', 670);
      write('Harbor Logistics', 160, 670);
      write('Operations Analyst', 160, 656);
      write('Oakland, CA', 160, 642);
      write('• Cut the time from order to dispatch by a third across four warehouses', 170, 628);
      margin('Jun 2016 - Dec 2018', 610);
      write('Bay Freight', 160, 610);
      write('Dispatcher', 160, 596);
      write('• Scheduled forty drivers a day on routes around the East Bay and Sacramento', 170, 582);
      margin('Education', 560);
      margin('Aug 2012 - May 2016', 540);
      write('Mills College', 160, 540);
      write('BA in Economics', 160, 526);
    });
    const { resume } = await importResume({ name: 'margin.pdf', bytes });
    expect(resume.basics).toMatchObject({ name: 'Rosa Park', email: 'rosa@example.com' });
    expect(resume.work?.map(({ name, position, startDate, endDate }) => ({ name, position, startDate, endDate }))).toEqual([
      { name: 'Harbor Logistics', position: 'Operations Analyst', startDate: '2019-01', endDate: undefined },
      { name: 'Bay Freight', position: 'Dispatcher', startDate: '2016-06', endDate: '2018-12' },
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Mills College', studyType: 'BA', area: 'Economics' });
  });
});
