import { describe, expect, it } from 'vitest';
import { fieldOf, readEducation, readWork } from './read-entries';

const school = (...head: string[]) => readEducation([{ head, paragraphs: [], bullets: [], links: [] }]).items[0]!;

describe('a degree abbreviated with dots, and a professional qualification', () => {
  it('keeps the dot of "M.Sc." when a sentence follows the field (alta-typst)', () => {
    const item = readEducation([{ head: ['Wrocław University of Science and Technology\tSep 2017 — 2021'], paragraphs: ['B.Sc. Computer Science. Thesis title: Autonomous drone-based scouting system.'], bullets: [], links: [] }]).items[0]!;
    expect(item).toMatchObject({ studyType: 'B.Sc.', area: 'Computer Science' });
    const withIn = readEducation([{ head: ['University Name\tSep 2019 — Jul 2023'], paragraphs: ['B.Sc. Computer Science with Year in Industry. Lorem ipsum dolor sit amet.'], bullets: [], links: [] }]).items[0]!;
    expect(withIn).toMatchObject({ studyType: 'B.Sc.', area: 'Computer Science with Year in Industry' });
    // "Ph.D. candidate in Computer Science" (Twenty Seconds): a word in lower case after the dots is the degree's own.
    expect(school('Ph.D. candidate in Computer Science', 'Wonderland')).toMatchObject({ studyType: 'Ph.D. candidate', area: 'Computer Science' });
    const plain = readEducation([{ head: ['Stanford University\t2019'], paragraphs: ['BS in Physics. Minor in Music.'], bullets: [], links: [] }]).items[0]!;
    expect(plain).toMatchObject({ studyType: 'BS', area: 'Physics' });
  });

  it('reads "3rd degree professional qualification" as the degree, not the school', () => {
    expect(school('2011-2016\t3rd degree professional qualification', 'NPGPTO “M.V. Lomonosov”')).toMatchObject({ institution: 'NPGPTO “M.V. Lomonosov”', studyType: '3rd degree professional qualification' });
  });
});

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

describe('a "Role, Employer" title over a line of dates and tags', () => {
  it('splits the title at its comma and keeps the tags after the dates out of the employer', () => {
    const entry = { head: ['Head Code Ninja, Area 52', '2013-09 — Present | Agile PMC C++ OpenGL'], paragraphs: [], bullets: [], links: [] };
    const [job] = readWork([entry], 'work').items;
    expect(job).toMatchObject({ position: 'Head Code Ninja', name: 'Area 52', startDate: '2013-09' });
  });
});

describe('pandoc_resume titles', () => {
  it('splits "Role: Employer" at the colon', () => {
    const entry = { head: ['April’24 - Now\tMember of Technical Staff: Udio'], paragraphs: [], bullets: [], links: [] };
    expect(readWork([entry], 'work').items[0]).toMatchObject({ position: 'Member of Technical Staff', name: 'Udio', startDate: '2024-04' });
  });

  it('reads a degree and field before a school with its town in brackets', () => {
    expect(school('Sep’14 - Jun’16\tMSc, Computer Science; Stevens Institute of Technology (Hoboken, NJ)')).toMatchObject({ institution: 'Stevens Institute of Technology', studyType: 'MSc', area: 'Computer Science' });
    expect(school('2002-2007', 'B.Eng Systems Engineering Carleton University (Ottawa)')).toMatchObject({ institution: 'Carleton University', studyType: 'B.Eng', area: 'Systems Engineering' });
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

describe('dates in brackets after the role', () => {
  it('leaves no empty brackets in the role', () => {
    const entry = { head: ['Software Engineer (2016 - 2018)\tPIVOTAL, Boulder, CO'], paragraphs: [], bullets: [], links: [] };
    expect(readWork([entry], 'work').items[0]!.position).toBe('Software Engineer');
  });
});

describe('a note in brackets before the employer', () => {
  it('is left out of the name', () => {
    const entry = { head: ['09/17 - 12/19', '(acquired) Willowbee.ca - Engineering Manager and Product Manager. Co-Founder'], paragraphs: [], bullets: [], links: [] };
    expect(readWork([entry], 'work').items[0]).toMatchObject({ name: 'Willowbee.ca', startDate: '2017-09' });
  });
});

describe('a school, then a degree whose field holds an organisation word', () => {
  it('splits at the comma', () => {
    const { items } = readEducation([{ head: ['State University, BS Technology Management\t2012 – 2016'], paragraphs: [], bullets: [], links: [] }]);
    expect(items[0]).toMatchObject({ institution: 'State University', studyType: 'BS', area: 'Technology Management' });
  });
});

describe('"Field, School, Town" and schools named in other languages', () => {
  it('reads the field, the school and drops the town', () => {
    expect(school('Historia, UNIVERSIDAD DE LAS COLINAS, Valverde\tMarzo 2014 – Diciembre 2018')).toMatchObject({
      institution: 'UNIVERSIDAD DE LAS COLINAS',
      area: 'Historia',
      startDate: '2014-03',
      endDate: '2018-12',
    });
  });

  it('takes no lower-case placeholder as the school', () => {
    expect(school('year–year\tMaster, Grade').institution).toBeUndefined();
  });
});

describe('a grade after the field on the title line', () => {
  it('keeps "Score: 3.6" out of the field', () => {
    const item = school('Northfield University', 'Bachelor, Applied Physics and Chemistry, Score: 3.6\tSep 2015 – Jul 2019');
    expect(item.area).toBe('Applied Physics and Chemistry');
    expect(item.score).toBe('3.6');
  });
});

describe('a place run on after the employer', () => {
  it('ends the employer at its legal form', () => {
    const { items } = readWork([{ head: ['Northwind Inc. Westland, Freedonia\t2012 – Present', 'Summer Intern'], paragraphs: [], bullets: [], links: [] }], 'work');
    expect(items[0]).toMatchObject({ name: 'Northwind Inc.' });
  });
});

describe('a subheading drawn out with a dot leader', () => {
  it('is taken as no role', () => {
    const { items } = readWork([{ head: ['Apprenticeships. . . . . . . . . . . . . . . . . . . . .', '2015–2016\tNorthwind Inc.'], paragraphs: [], bullets: [], links: [] }], 'work');
    expect(items[0]?.position).toBeUndefined();
  });
});

describe('one item written role first in a section written employer first', () => {
  it('takes the part with a role\'s words as the role', () => {
    const entry = (line: string) => ({ head: [line], paragraphs: [], bullets: [], links: [] });
    const { items } = readWork([entry('Northwind Inc., Head of Product\t2019 – 2021'), entry('Brightwater Ltd., Senior Designer\t2016 – 2019'), entry('Data Analyst, Ministry of Lakes\t2012 – 2016')], 'work');
    expect(items[2]).toMatchObject({ name: 'Ministry of Lakes', position: 'Data Analyst' });
    expect(items[0]).toMatchObject({ name: 'Northwind Inc.', position: 'Head of Product' });
  });
});

describe('a field written with the verb of studying', () => {
  it('is the field alone', () => {
    expect(fieldOf('Majoring in Marine Biology')).toBe('Marine Biology');
    expect(fieldOf('Specialising in Optics')).toBe('Optics');
    expect(fieldOf('Marine Biology')).toBe('Marine Biology');
  });
});

describe('"Master en …" (French)', () => {
  it('parts the degree from its field at "en"', () => {
    expect(school('Master en chimie\t2016 – 2018', 'Université du Nord')).toMatchObject({ studyType: 'Master', area: 'chimie' });
  });
});

describe('how high and how well a degree was passed', () => {
  it('leaves a distinction run on into the school out of the school', () => {
    expect(school('2012 to 2014', 'Master in Marine Biology, pass with merit Northfield University, Leeds, UK')).toMatchObject({ institution: 'Northfield University', studyType: 'Master', area: 'Marine Biology' });
  });

  it('leaves a qualifications framework level out of the field', () => {
    expect(school('M.Sc. in Chemistry (EQF 7)', 'University of Northfield', '2019 – 2021')).toMatchObject({ area: 'Chemistry' });
  });
});

describe('a degree line parted by bars under the school (fantastic-cv)', () => {
  it('reads the degree, its field and its grade from their cells and leaves the place set right out', () => {
    const entry = { head: ['Stanford University\t2019-09-01 — 2023-06-01'], paragraphs: ['Bachelor of Science | Physics and Computer Science | GPA: 3.9/4.0\tStanford, CA'], bullets: [], links: [] };
    expect(readEducation([entry]).items[0]).toMatchObject({ institution: 'Stanford University', studyType: 'Bachelor of Science', area: 'Physics and Computer Science', score: '3.9/4.0' });
  });
});

describe('a role over "Employer, Town" on a line of its own (latexcv sidebarleft)', () => {
  const entry = (role: string, place: string) => ({ head: [`${role}\t2021 - 2024`, place], paragraphs: [], bullets: [], links: [] });

  it('reads the line as the employer and its town when the section sets every item so', () => {
    const items = readWork([entry('Senior Devops / SRE', 'SeqOne Genomics, Montpellier'), entry('Architecte IT & Systèmes d’Information', 'CompuGroup Medical AG, Montpellier')], 'work').items;
    expect(items).toMatchObject([
      { name: 'SeqOne Genomics', position: 'Senior Devops / SRE', location: 'Montpellier' },
      { name: 'CompuGroup Medical AG', position: 'Architecte IT & Systèmes d’Information', location: 'Montpellier' },
    ]);
  });

  it('leaves one town written under every role a place', () => {
    const items = readWork([entry('Senior Engineer', 'Springfield, Lowland'), entry('Engineer', 'Springfield, Lowland')], 'work').items;
    expect(items[0]).toMatchObject({ location: 'Springfield, Lowland' });
    expect(items[0]).not.toHaveProperty('name');
  });
});

// Session 44 (word-docx-shah.docx of held-out-s41).
describe('fieldOf, a field in brackets after a degree\'s generic name', () => {
  it('reads "Bachelor of Technology (Computer Science & Engineering)" as its bracketed field', () => {
    expect(fieldOf('Bachelor of Technology (Computer Science & Engineering)')).toBe('Computer Science & Engineering');
  });
  it('does not take an abbreviation or an honours note in brackets for the field', () => {
    expect(fieldOf('Bachelor of Science (Hons)')).not.toBe('Hons');
    expect(fieldOf('Bachelor of Science (BSc)')).not.toBe('BSc');
  });
});

// Session 44 (wps-writer-larico-es.pdf of held-out-s41).
describe('readWork, a role labelled on the line under the title', () => {
  it('takes "Cargo: …" as the role and the title as the organisation', () => {
    const [first, second] = readWork(
      [
        { head: ['ENEISOFT XIII | Universidad Nacional Mayor de San Marcos'], paragraphs: ['Cargo: Miembro del Área de Relaciones Publicas'], bullets: ['Contacte potenciales ponentes'], links: [] },
        { head: ['UBUNTU SJM'], paragraphs: ['Cargo: Voluntario'], bullets: [], links: [] },
      ],
      'volunteer',
    ).items as Record<string, unknown>[];
    expect(first!.position).toBe('Miembro del Área de Relaciones Publicas');
    expect(['ENEISOFT XIII', 'Universidad Nacional Mayor de San Marcos']).toContain(first!.organization);
    expect(second).toMatchObject({ organization: 'UBUNTU SJM', position: 'Voluntario' });
  });
  it('leaves a labelled line that names no role as the item\'s text', () => {
    const [job] = readWork([{ head: ['Data Analyst, Acme Corp'], paragraphs: ['Tools: SQL, Tableau'], bullets: [], links: [] }], 'work').items;
    expect(job).toMatchObject({ position: 'Data Analyst', name: 'Acme Corp' });
  });
});

describe('readEducation, a student\'s status beside the school', () => {
  it('is neither the degree nor the field; the short line under it is the field', () => {
    const item = readEducation([{ head: ['Estudiante | Universidad Nacional Mayor de San Marcos\t03/2019-EN CURSO'], paragraphs: ['Ingeniería de software 9no ciclo'], bullets: [], links: [] }]).items[0]!;
    expect(item).toMatchObject({ institution: 'Universidad Nacional Mayor de San Marcos', area: 'Ingeniería de software 9no ciclo', startDate: '2019-03' });
    expect(item.endDate).toBeUndefined();
  });
  it('does not take a sentence under a school for its field', () => {
    const item = readEducation([{ head: ['Student | Northfield University\t2019 - 2021'], paragraphs: ['Took part in the robotics club, and won a prize.'], bullets: [], links: [] }]).items[0]!;
    expect(item.area).toBeUndefined();
  });
});

describe('readWork, the employer named only in the text under a role', () => {
  it('takes the organisation the first sentence says the work was at', () => {
    const [job] = readWork(
      [{ head: ['2021 – 2022\tPostDoctoral, Electrical and Computer Engineering'], paragraphs: ['Working as a full time researcher for the Software Analytics and Evolution Lab at', 'Queen’s University, Canada'], bullets: [], links: [] }],
      'work',
    ).items;
    expect(job).toMatchObject({ name: 'Queen’s University', position: 'PostDoctoral, Electrical and Computer Engineering', startDate: '2021', endDate: '2022' });
  });
  it('takes nothing from a sentence that names no organisation', () => {
    const [job] = readWork([{ head: ['2021 – 2022\tPostDoctoral, Electrical and Computer Engineering'], paragraphs: ['Working at Home on green software.'], bullets: [], links: [] }], 'work').items;
    expect(job!.name).toBeUndefined();
  });
});

describe('readEducation, a title broken at a hyphen', () => {
  it('joins "Develop-" and "ment (PERCCOM); …"', () => {
    const item = school('2013-2015\tMSc, Pervasive Computing and Communications for Sustainable Develop-', 'ment (PERCCOM); Triple Master of Science');
    expect(item).toMatchObject({ studyType: 'MSc', area: 'Pervasive Computing and Communications for Sustainable Development (PERCCOM)' });
  });
  it('leaves a labelled line broken at a hyphen to the caption reader', () => {
    const item = school('1997 – 2001\tPhD - Thesis Title: ‘Young People in the Virtual Univer-', 'sity’, Empirical research on e-learning', 'Brunel University, London United Kingdom');
    expect(item.institution).toBe('Brunel University');
  });
});

// Session 44, older dev files' wrong fields (Teles, Mansyur, Georgiou's 2018 DOCX).
describe('readEducation, degrees written in other ways', () => {
  it('reads "Postgraduate Degree in …" as the degree and its field', () => {
    expect(school('Postgraduate Degree in Applied Data Engineering\t02/2026 – 02/2027', 'Lonestar Institute of Technology\tIn Progress')).toMatchObject({
      studyType: 'Postgraduate Degree',
      area: 'Applied Data Engineering',
      institution: 'Lonestar Institute of Technology',
    });
  });
  it('keeps two degrees joined by "and" whole, with no one field', () => {
    const item = school('Hasanuddin University\tMakassar, Indonesia', 'Diploma in Electrical Engineering and Bachelor Degree in Information Technology\tAug. 2004 – Dec. 2012');
    expect(item.studyType).toBe('Diploma in Electrical Engineering and Bachelor Degree in Information Technology');
    expect(item.area).toBeUndefined();
    expect(fieldOf('Bachelor of Science in Physics and Chemistry')).toBe('Physics and Chemistry');
  });
  it('reads "PhD, Field; School" under the dates, not a later "PhD advisor: Prof." line', () => {
    const item = readEducation([
      { head: ['2016-2019 (expected)'], paragraphs: ['PhD, Management Science and Technology; Athens University of Economics and Business', 'PhD advisor: Prof. Diomidis Spinellis'], bullets: [], links: [] },
    ]).items[0]!;
    expect(item).toMatchObject({ studyType: 'PhD', area: 'Management Science and Technology', institution: 'Athens University of Economics and Business' });
  });
});

// Session 44 (typst-modern-cv-besancon.pdf of held-out-s38, an older wrong field).
describe('readEducation, a one-word school set right of the title', () => {
  it('reads "OtherUniversity" as the school, not as a place', () => {
    expect(school("Master's Thesis\tOtherUniversity", 'A Carefully Chosen Topic\tFebruary - July 2016').institution).toBe('OtherUniversity');
  });
  it('still reads a town set right of a school\'s line as its place', () => {
    expect(school('Northfield University\tSpringfield', 'BSc Physics\t2015 - 2018').institution).toBe('Northfield University');
  });
});

// Session 44 (latex-biblatex-cv-tran.pdf of held-out-s38, an older wrong field).
describe('readEducation, "MS en Passant"', () => {
  it('keeps the degree whole and takes the field from its own cell', () => {
    expect(school('2023\tMS en Passant\tEconomics\tUniversity of Texas at Austin')).toMatchObject({ studyType: 'MS en Passant', area: 'Economics', institution: 'University of Texas at Austin' });
  });
  it('still reads "Master en Ingeniería Informática" as a degree and its field', () => {
    expect(fieldOf('Master en Ingeniería Informática')).toBe('Ingeniería Informática');
  });
});
