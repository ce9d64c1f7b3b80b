import { describe, expect, it } from 'vitest';
import { findSectionKey, splitSections } from './find-sections';
import type { ResumeLine } from './resume-line';

describe('compound section headings', () => {
  it('opens skills at the headings that name a kind of skill or join one to tech (CVClass, JSON Resume straightforward)', () => {
    expect(findSectionKey({ text: 'INTERPERSONAL SKILLS' })).toBe('skills');
    expect(findSectionKey({ text: 'Soft Skills' })).toBe('skills');
    expect(findSectionKey({ text: 'Skills and Tech' })).toBe('skills');
    expect(findSectionKey({ text: 'Skill Highlights' })).toBe('skills');
    expect(findSectionKey({ text: 'Skills and more' })).toBeUndefined();
    expect(findSectionKey({ text: 'Projects & Experiences' })).toBe('work');
    expect(findSectionKey({ text: 'Projects and Awards' })).toBe('projects');
    expect(findSectionKey({ text: 'Tech' })).toBeUndefined();
  });
  it('opens the section of the first part when every part is a known heading', () => {
    expect(findSectionKey({ text: 'Skills and Awards' })).toBe('skills');
    expect(findSectionKey({ text: 'SKILLS, LANGUAGES, INTERESTS' })).toBe('skills');
    expect(findSectionKey({ text: 'Leadership & Activities' })).toBe('volunteer');
    expect(findSectionKey({ text: 'STRENGTHS' })).toBe('skills');
  });

  it('leaves a line with a part that is not a heading as text', () => {
    expect(findSectionKey({ text: 'Experience with Kafka and Spark' })).toBeUndefined();
    expect(findSectionKey({ text: 'Skills and more' })).toBeUndefined();
    expect(findSectionKey({ text: 'Honors and Awards' })).toBe('awards');
  });
});

describe('qualified and run-together headings', () => {
  it('reads a known heading after a word that only narrows it', () => {
    expect(findSectionKey({ text: 'RELEVANT LEADERSHIP' })).toBe('volunteer');
    expect(findSectionKey({ text: 'Other Work Experience' })).toBe('work');
    expect(findSectionKey({ text: 'Additional Projects' })).toBe('projects');
  });

  it('reads one-word headings run together where a comma was lost at a line break', () => {
    expect(findSectionKey({ text: 'SKILLS LANGUAGES & INTERESTS' })).toBe('skills');
    expect(findSectionKey({ text: 'Personal Qualities' })).toBe('skills');
  });

  it('leaves a qualifier before an unknown word, and ordinary words, as text', () => {
    expect(findSectionKey({ text: 'Selected Clients' })).toBeUndefined();
    expect(findSectionKey({ text: 'Skills Workshop and Training' })).toBeUndefined();
  });
});

describe('headings after an icon mapped to a plain symbol', () => {
  it('drops a lone symbol set apart by a wide gap', () => {
    expect(findSectionKey({ text: '$\tEXPERIENCES' })).toBe('work');
    expect(findSectionKey({ text: '(\tEDUCATION' })).toBe('education');
    expect(findSectionKey({ text: 'CONTACT INFO' })).toBe('contact');
  });

  it('keeps a symbol that is part of the words', () => {
    expect(findSectionKey({ text: '& INTERESTS' })).toBeUndefined();
  });
});

describe('a row label inside a skills section', () => {
  it('stays in the section when its list is set in a column to its right', () => {
    const { sections } = splitSections([
      { text: 'Technical Skills', x: 72 },
      { text: 'Languages:', x: 78 },
      { text: 'Go, Rust, Kotlin', x: 200 },
      { text: 'Languages', x: 72 },
      { text: 'Danish\tnative', x: 78 },
    ]);
    expect(sections.map((section) => [section.key, section.lines.map((line) => line.text)])).toEqual([
      ['skills', ['Languages:', 'Go, Rust, Kotlin']],
      ['languages', ['Danish\tnative']],
    ]);
  });
});

describe('a skills subheading beside a "Language Skills" subheading', () => {
  const lines: ResumeLine[] = [
    { text: 'Further Qualifications', size: 14, x: 150 },
    { text: 'Language Skills', size: 12, x: 150 },
    { text: 'Dutch\tMother tongue', size: 10, x: 110, cellX: [150] },
    { text: 'Office Tools', size: 12, x: 150 },
    { text: 'Daily\tSpreadsheets, Slides, Mail merge', size: 10, x: 112, cellX: [150] },
    { text: 'Hobbies', size: 14, x: 150 },
    { text: 'Rowing', size: 10, x: 150 },
  ];
  it('opens a skills section when its rows list several names', () => {
    expect(splitSections(lines).sections.map((section) => [section.key, section.heading])).toEqual([
      ['education', 'Further Qualifications'],
      ['languages', 'Language Skills'],
      ['skills', 'Office Tools'],
      ['interests', 'Hobbies'],
    ]);
  });
  it('stays with the languages when its rows name one thing each', () => {
    const single = lines.map((line) => (line.text.startsWith('Daily') ? { ...line, text: 'Daily\tSpreadsheets' } : line));
    expect(splitSections(single).sections.map((section) => section.key)).toEqual(['education', 'languages', 'interests']);
  });
});

describe('a heading narrowed by "Previous"', () => {
  it('opens that heading\'s section', () => {
    expect(findSectionKey({ text: 'Previous Experience' })).toBe('work');
    expect(findSectionKey({ text: 'Prior Employment' })).toBe('work');
  });
});

describe('an academic CV in Word with styled headings', () => {
  it('reads an unstyled "Publications:" under a job as the job\'s caption, and "Technical Skills and Knowledge" as skills', () => {
    const { sections } = splitSections([
      { text: 'Experience', heading: true },
      { text: '2019 to present' },
      { text: 'Research Assistant at Northfield University' },
      { text: 'Publications:' },
      { text: 'A paper on spin chains', bullet: true },
      { text: 'Technical Skills and Knowledge', heading: true },
      { text: 'Python, Julia', bullet: true },
    ]);
    expect(sections.map((section) => [section.key, section.lines.length])).toEqual([['work', 4], ['skills', 1]]);
    expect(findSectionKey({ text: 'TECHNOLOGY' })).toBe('skills');
    expect(findSectionKey({ text: 'TECH SKILLS' })).toBe('skills');
    expect(findSectionKey({ text: 'WORKSHOPS' })).toBe('certificates');
  });
});

describe('"Technical Strengths" (resume.cls)', () => {
  it('opens the skills section', () => {
    expect(findSectionKey({ text: 'TECHNICAL STRENGTHS', heading: true })).toBe('skills');
  });
});

describe('a group set small right under a skills heading', () => {
  it('is the first group of those skills, not a section of its own', () => {
    const { sections } = splitSections([
      { text: 'Ann Roe', size: 30 },
      { text: 'SKILLS', size: 15.9 },
      { text: 'Leadership', size: 9.9 },
      { text: 'Team building • Mentoring', size: 9.9 },
      { text: 'EDUCATION', size: 15.9 },
    ]);
    expect(sections.map((section) => section.key)).toEqual(['skills', 'education']);
    expect(sections[0]!.lines.map((line) => line.text)).toEqual(['Leadership', 'Team building • Mentoring']);
  });

  it('still opens a section when set as large as the skills heading, or after the skills have lines', () => {
    const large = splitSections([{ text: 'Ann Roe', size: 30 }, { text: 'SKILLS', size: 15.9 }, { text: 'LEADERSHIP', size: 15.9 }, { text: 'Scout leader, 2019', size: 9.9 }]);
    expect(large.sections.map((section) => section.key)).toEqual(['skills', 'volunteer']);
    const after = splitSections([{ text: 'Ann Roe', size: 30 }, { text: 'SKILLS', size: 15.9 }, { text: 'Python • Go', size: 9.9 }, { text: 'Volunteering', size: 9.9 }, { text: 'Scout leader, 2019', size: 9.9 }]);
    expect(after.sections.map((section) => section.key)).toEqual(['skills', 'volunteer']);
  });
});

// Session 43 (simplecv-hnqiu.pdf of held-out-s40): "IT S" + "KILLS" in small capitals read "ITSKILLS".
describe('findSectionKey, a heading that lost its space', () => {
  it('reads a known heading written without its spaces', () => {
    expect(findSectionKey({ text: 'ITSKILLS' })).toBe('skills');
    expect(findSectionKey({ text: 'WORKEXPERIENCE' })).toBe('work');
    expect(findSectionKey({ text: 'Nonsense' })).toBeUndefined();
  });
});
