import { EUROPEAN_AND, EUROPEAN_HEADINGS } from './european-headings';
import { dropLeadingIconName } from './icon-names';
import type { ResumeLine } from './resume-line';

// Resume headings people actually use, mapped to JSON Resume's sections. A line is a heading only when
// it is nothing but one of these (any case, an optional colon), so "Experience with Kafka" is not one.

export type SectionKey =
  | 'summary'
  | 'work'
  | 'volunteer'
  | 'education'
  | 'awards'
  | 'certificates'
  | 'publications'
  | 'skills'
  | 'languages'
  | 'interests'
  | 'references'
  | 'projects'
  | 'contact';

const HEADINGS: Record<SectionKey, string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective', 'career summary', 'overview', 'personal statement', 'personal profile', 'professional profile', 'career profile', 'summary of qualifications'],
  work: [
    'experience',
    'experiences',
    'work experience',
    // "Work experiences" (resume-template-in-typst): the plural some writers use, as "Experiences" above.
    'work experiences',
    'professional experiences',
    'work',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'research experience',
    'teaching experience',
    'internships',
    'internship experience',
    'industry experience',
    'employment experience',
    'relevant work experience',
    'professional background',
    'career experience',
    'positions held',
    'academic appointments',
    'academic positions',
    'appointments',
    'professional appointments',
    // Service in lieu of, or as, a job: Zivildienst and the like.
    'military service',
    'civilian service',
    'national service',
    'research',
    // Read as skills when no line has a date (read-described-skills.ts).
    'technical experience',
  ],
  volunteer: [
    'volunteering',
    'volunteer',
    'volunteer experience',
    'volunteer work',
    'community involvement',
    'campus involvement',
    'on campus involvement',
    'leadership',
    'leadership experience',
    'leadership and activities',
    'extracurricular activities',
    'extracurricular activity',
    'extracurricular',
    'volunteer activities',
    'community service',
    'activities',
    'service',
  ],
  education: ['education', 'degrees', 'academic degrees', 'educational background', 'academic qualifications', 'education and qualifications', 'academic history', 'academic background', 'education and training', 'qualifications', 'university education', 'higher education', 'academic education', 'school education'],
  awards: ['awards', 'honors', 'honours', 'awards and honors', 'honors and awards', 'honours and awards', 'honors and achievements', 'awards and recognition', 'distinctions', 'achievements', 'awards and achievements', 'scholarships'],
  certificates: ['certificates', 'certifications', 'licenses and certifications', 'licences and certifications', 'certificates and licenses', 'certifications and training', 'workshops', 'training', 'trainings', 'licenses'],
  publications: ['publications', 'selected publications', 'papers', 'articles'],
  skills: ['skills', 'skill', 'technical skills', 'it skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'expertise', 'computer skills', 'programming skills', 'programming', 'skills and abilities', 'skills and expertise', 'technologies', 'technology', 'tech skills', 'tech stack', 'knowledge', 'technical knowledge', 'tools and technologies', 'technical expertise', 'skills summary', 'technical proficiencies', 'technical competencies', 'areas of expertise', 'key competencies', 'skill set', 'skillset', 'programming languages', 'languages and technologies', 'skills and technologies', 'strengths', 'key strengths', 'technical strengths', 'skill highlights', 'skills and tech', 'soft skills', 'hard skills', 'interpersonal skills', 'qualities', 'personal qualities', 'key qualities', 'software'],
  languages: ['languages', 'language skills'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'areas of interest', 'research interests'],
  references: ['references', 'referees', 'referee'],
  projects: ['projects', 'personal projects', 'selected projects', 'side projects', 'key projects', 'academic projects', 'open source projects', 'open source', 'project experience', 'technical projects'],
  contact: ['contact', 'contact information', 'contact info', 'contact details', 'personal details', 'personal information', 'profiles', 'social profiles', 'online profiles', 'links', 'social media'],
};

// Headings in other European languages (european-headings.ts) are read the same way.
const SECTION_BY_HEADING = new Map<string, SectionKey>(
  [HEADINGS, EUROPEAN_HEADINGS].flatMap((table) => Object.entries(table).flatMap(([key, names]) => names.map((name) => [name, key as SectionKey] as const))),
);
/** Headings of two words or more by their letters alone. */
const SECTION_BY_SPACELESS_HEADING = new Map([...SECTION_BY_HEADING].filter(([name]) => name.includes(' ')).map(([name, key]) => [name.replace(/\s+/g, ''), key] as const));
/** The words that join two headings in one: "and" and its European equivalents. */
const JOINED = new RegExp(String.raw`\s*,\s*(?:and\s+)?|\s+(?:and|${EUROPEAN_AND.join('|')})\s+`);

/**
 * French headings that are ordinary English words ("Formation", "Engagement"): a heading only where the page set
 * the line as one (a Word heading style, or the size and edge of its known headings: mark-styled-headings.ts).
 */
export const STYLED_ONLY_HEADINGS = new Map<string, SectionKey>([
  ['formation', 'education'],
  ['engagement', 'volunteer'],
  ['engagements', 'volunteer'],
]);

/** The section a heading line opens, or undefined when the line is not a known heading. */
export function findSectionKey(line: ResumeLine): SectionKey | undefined {
  // A leader of dots drawn after the heading to the column's edge ("Experience . . . . . .") is no part of it.
  const text = line.text.replace(/(?:\s*\.){3,}\s*$/, '');
  if (line.bullet || text.length > 40) return undefined;
  const key = readHeading(text) ?? (line.heading ? STYLED_ONLY_HEADINGS.get(text.trim().replace(/:$/, '').toLowerCase()) : undefined);
  if (key) return key;
  // An icon's name left in the text layer before the heading ("SUITCASE EXPERIENCE", "Laptop⇥PROJECTS").
  const withoutIcon = dropLeadingIconName(text);
  return withoutIcon === undefined ? undefined : readHeading(withoutIcon);
}

function readHeading(text: string): SectionKey | undefined {
  // An icon font's glyph before the heading (a private-use character: HackMyResume's "\uF121 SKILLS") is no word of it,
  // nor is one mapped to a plain symbol and set apart by a wide gap ("$\tPROJECTS", icon fonts of HTML themes).
  const normalized = text
    .replace(/^(?:[\s\p{Co}]|[^\p{L}\p{N}\s]\t)+/u, '')
    .toLowerCase()
    // "Cursos y/o estudios" (Spanish "and/or") joins two headings as "and" does; so do "&" and "+".
    .replace(/\by\/o\b/g, 'y')
    .replace(/[&+]/g, ' and ')
    // "HONORS/AWARDS" (Word templates) and "ON-CAMPUS INVOLVEMENT" read as "honors and awards", "on campus involvement".
    .replace(/\s*\/\s*/g, ' and ')
    .replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')
    .replace(/[:.]$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "Software:" with its colon labels a row of a skills table ("Software:⇥Git, MATLAB"); alone, "SOFTWARE" heads a section.
  if (LABEL_WITH_COLON.has(normalized) && /:\s*$/.test(text)) return undefined;
  // "ITSKILLS" (small capitals of two sizes whose pieces touch: "IT S" + "KILLS"): a known heading's letters without its spaces.
  return SECTION_BY_HEADING.get(normalized) ?? readCompoundHeading(normalized) ?? readQualifiedHeading(normalized) ?? (/^\p{L}{6,}$/u.test(normalized) ? SECTION_BY_SPACELESS_HEADING.get(normalized) : undefined);
}

/** Headings that, followed by a colon, are more often a row's label inside a section than a section of their own. */
const LABEL_WITH_COLON = new Set(['software']);

/** Words that narrow a heading without changing its section: "Relevant Leadership", "Other Experience". */
const QUALIFIER = /^(?:selected|relevant|other|additional|recent|notable|further|related|previous|prior|past)\s+/;

/** A known heading after a qualifier ("RELEVANT LEADERSHIP", "Additional Projects") opens that heading's section. */
function readQualifiedHeading(normalized: string): SectionKey | undefined {
  if (!QUALIFIER.test(normalized)) return undefined;
  const rest = normalized.replace(QUALIFIER, '');
  return SECTION_BY_HEADING.get(rest) ?? readCompoundHeading(rest);
}

/**
 * A heading that joins two or three known ones ("Skills and Awards", "Skills, Languages, Interests",
 * "Leadership & Activities") opens the section of its first part: templates put the main one first.
 * Every part must be a known heading, so "Experience with Kafka" or "Skills and more" stay text.
 */
function readCompoundHeading(normalized: string): SectionKey | undefined {
  let parts = normalized.split(JOINED).filter(Boolean);
  // A comma lost at a line break ("SKILLS LANGUAGES" / "& INTERESTS" in a Word table cell): beside another
  // part, a part made of one-word headings alone is those headings ("SKILLS LANGUAGES" alone is not one).
  if (parts.length >= 2) parts = parts.flatMap((part) => (!SECTION_BY_HEADING.has(part) && part.split(' ').every((word) => SECTION_BY_HEADING.has(word)) ? part.split(' ') : [part]));
  if (parts.length < 2 || parts.length > 3) return undefined;
  const keys = parts.map((part) => SECTION_BY_HEADING.get(part));
  if (!keys.every((key) => key !== undefined)) return undefined;
  // "Projects & Experiences": jobs and projects mixed under one heading are read as jobs, so no employer is lost to a project.
  return keys[0] === 'projects' && keys.includes('work') ? 'work' : keys[0];
}

export type Section = { key: SectionKey | 'unknown'; heading: string; lines: ResumeLine[] };

/**
 * Cuts the lines into the header (name, title, contact) and sections. A line the file marks as a
 * heading that names no known section still opens one, so its lines are not read as the previous one's.
 */
export function splitSections(lines: ResumeLine[]): { header: ResumeLine[]; sections: Section[] } {
  const header: ResumeLine[] = [];
  const sections: Section[] = [];
  let sectionLevel: number | undefined;
  const offStyle = findOffStyleHeadings(lines);
  const headingLines: ResumeLine[] = [];
  // A file that styles its headings (a Word heading style) styles them all: an unstyled "Publications:" under a
  // job is the label of that job's list, not a section (pandoc_resume's academic CVs).
  const styled = lines.filter((line) => line.heading === true && findSectionKey(line) !== undefined).length >= 2;
  lines.forEach((line, index) => {
    const label = styled && !line.heading && sections.length > 0 && /:\s*$/.test(line.text);
    const found = label || offStyle.has(line) || isRowLabel(line, lines[index + 1], sections.at(-1)?.key) ? undefined : findSectionKey(line);
    const key = isGroupUnderSkills(line, sections.at(-1), headingLines.at(-1)) ? undefined : (found ?? (isSkillsBesideLanguages(line, lines.slice(index + 1), headingLines) ? 'skills' : undefined));
    if (key) headingLines.push(line);
    if (key && line.headingLevel !== undefined) sectionLevel ??= line.headingLevel;
    const outranksItems = sectionLevel === undefined || (line.headingLevel ?? Infinity) <= sectionLevel;
    const opensUnknown = !key && line.heading === true && sections.length > 0 && outranksItems;
    if (key || opensUnknown) {
      sections.push({ key: key ?? 'unknown', heading: line.text, lines: [] });
    } else if (sections.length > 0) {
      sections.at(-1)!.lines.push(line);
    } else {
      header.push(line);
    }
  });
  return { header, sections };
}

/**
 * "SKILLS" over "Leadership" set in the text's size, then "Team building • Mentoring" (Deedy): a word that names a
 * section, right under a skills heading and much smaller than it, is the first group of those skills, not a
 * section of its own (it was read as volunteering).
 */
function isGroupUnderSkills(line: ResumeLine, section: Section | undefined, heading: ResumeLine | undefined): boolean {
  if (!section || section.key !== 'skills' || section.lines.length > 0 || !heading || heading.size === undefined || line.size === undefined) return false;
  return !line.heading && !line.bullet && line.size < heading.size - 2;
}

/**
 * "Language Skills" set as a subheading (smaller than the heading above it, at its edge) under a heading of several
 * kinds of skills ("Additional Qualifications"), then "Software Development" set exactly as it over rows of listed
 * names ("Expert⇥Julia, Python"): a sibling of the languages subheading, naming no known section, whose rows list
 * several names each is a group of skills, not more languages.
 */
function isSkillsBesideLanguages(line: ResumeLine, rest: ResumeLine[], headingLines: ResumeLine[]): boolean {
  const languages = headingLines.at(-1);
  if (!languages || findSectionKey(languages) !== 'languages' || !isSetAlike(line, languages)) return false;
  const parent = headingLines.at(-2);
  if (!parent || parent.size === undefined || languages.size! > parent.size - 1 || Math.abs((parent.x ?? NaN) - languages.x!) > 2) return false;
  if (line.bullet || line.text.length > 40 || /[\d@\t,:]/.test(line.text)) return false;
  const rows = takeWhileSmaller(rest, languages.size!);
  return rows.length > 0 && rows.every((row) => /\S,\s+\S/.test(row.text.split('\t').at(-1)!));
}

/** Same size and left edge: set in one style. */
function isSetAlike(line: ResumeLine, other: ResumeLine): boolean {
  if (line.size === undefined || other.size === undefined || line.x === undefined || other.x === undefined) return false;
  return Math.abs(line.size - other.size) <= 0.3 && Math.abs(line.x - other.x) <= 2;
}

/** The lines up to the next one set at least as large as a heading's size. */
function takeWhileSmaller(lines: ResumeLine[], size: number): ResumeLine[] {
  const end = lines.findIndex((line) => line.size === undefined || line.size >= size - 0.3);
  return end === -1 ? lines : lines.slice(0, end);
}

/**
 * "Languages:" inside a skills section with its list set in a column to its right on the next line (a label/list
 * table): a row's label, not the languages section. A heading's lines start where it does.
 */
function isRowLabel(line: ResumeLine, next: ResumeLine | undefined, current: SectionKey | 'unknown' | undefined): boolean {
  if (current !== 'skills' || !/:\s*$/.test(line.text) || line.heading) return false;
  return line.x !== undefined && next?.x !== undefined && next.x > line.x + 40;
}

/**
 * A document sets all its section headings alike. When at least three of them are in capitals
 * ("VOLUNTEER EXPERIENCE"), a heading word in ordinary case is an item's text: "Volunteer" under
 * "LionLike MindState" is the role, not a new section. Lines a file marks as headings are left alone.
 */
function findOffStyleHeadings(lines: ResumeLine[]): Set<ResumeLine> {
  const candidates = lines.filter((line) => !line.heading && findSectionKey(line) !== undefined);
  const isCapitals = (line: ResumeLine) => /\p{Lu}/u.test(line.text) && line.text === line.text.toUpperCase();
  const capitals = candidates.filter(isCapitals);
  if (capitals.length < 3 || capitals.length < candidates.length * 0.75) return new Set();
  return new Set(candidates.filter((line) => !isCapitals(line)));
}
