import { splitLeadingCountry } from './leading-country';
import { splitLikeSiblings } from './split-like-siblings';
import { readSchoolUnderDegree } from './school-under-degree';
import { dropCaptionRows, keepDatesOfThesisLines, splitDegreeAtSchool } from './thesis-head-line';
import type { Resume } from '../../contract';
import type { Entry } from './group-entries';
import { findDates, type FoundDates } from './parse-dates';
import { cutPlaceAfterLegalForm, schoolAfterFirm } from './cut-place-after-legal-form';
import { readSchoolName } from './read-school-name';
import { splitList } from './split-list';
import { splitEducationRuns } from './split-education-runs';
import { splitSchoolLabel, splitWorkLabel } from './split-title-label';
import { EUROPEAN_SCHOOL_WORDS, wholeWords } from './european-entry-words';
import { DEGREE, type EntryHead, FIELD_WORDS, GLUED_SCHOOL_WORD, LOCATION, ORG_WORDS, pickRoleAndOrganisation, pickSectionOrder, readEntryHead, scoreOrganisation, scoreRole, splitRoleAtComma } from './read-entry-head';

// Items of the dated sections (work, volunteering, education, projects, awards, certificates,
// publications) from their grouped lines. Each reader notes what it had to guess.

export type Warning = { path: string; message: string };
export type Read<T> = { items: T[]; warnings: Warning[] };

type Work = NonNullable<Resume['work']>[number];
type Volunteer = NonNullable<Resume['volunteer']>[number];
type Education = NonNullable<Resume['education']>[number];
type Project = NonNullable<Resume['projects']>[number];

const DOT_LEADER = /(?:\.\s?){6,}$/;
const LABELLED_LIST = /^(keywords|technologies|tech stack|stack|tools|skills|courses|coursework|relevant coursework|roles?)\s*:\s*(.+)$/i;
const SCORE = /^(?:(?:(?:cumulative|overall|major|final)\s+)?(?:gpa|grade|score|cgpa)\s*:?\s*(.+)|(\d(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?))$/i;
/** "B.S. in Computer Science. GPA: 3.21 / 4.0": the degree and its field, and the grade written after them. */
function readDegreeLine(line: string): { studyType: string; area?: string; score?: string } {
  const cells = readBarredDegreeLine(line);
  if (cells) return cells;
  const grade = /[\s|,;]*\b(?:c?gpa)\b\s*:?\s*(\d[\d.]*(?:\s*\/\s*\d[\d.]*)?)\s*$/i.exec(line);
  const written = (grade ? line.slice(0, grade.index) : line)
    // A stop inside an abbreviation ("M.Sc. Computer Science. Thesis …") ends no sentence: the degree keeps its dot.
    .split(/;|(?<!\b\p{L})(?<!\p{L}\.\p{L}{1,3})\.\s/u)[0]!
    // A town set on the line below and joined to it ("Bachelor of Science Berkeley, CA") is not the degree's.
    .replace(/(\s+\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}),\s*[A-Z]{2}$/u, (_, town: string) => keepFieldWords(town))
    .replace(/[.\s]+$/, '');
  const degree = splitDegree(written);
  return { studyType: degree.studyType, ...(degree.area ? { area: degree.area } : {}), ...(grade ? { score: grade[1]! } : {}) };
}

/**
 * "Bachelor of Science | Physics and Computer Science | GPA: 3.9/4.0 ⇥ Stanford, CA" (fantastic-cv): a degree line
 * parted by bars holds the degree, its field and its grade each in a cell; a place set right is none of them.
 * Undefined when the line has no bar, or a cell is neither a place, a grade nor the one field.
 */
function readBarredDegreeLine(line: string): { studyType: string; area?: string; score?: string } | undefined {
  if (!/\s\|\s/.test(line)) return undefined;
  const [first, ...rest] = line.split(/\t+|\s+\|\s+/).map((cell) => cell.trim()).filter(Boolean);
  if (!first || !LEADING_DEGREE.test(first)) return undefined;
  const degree = splitDegree(first);
  const read: { studyType: string; area?: string; score?: string } = { studyType: degree.studyType, ...(degree.area ? { area: degree.area } : {}) };
  for (const cell of rest) {
    const grade = /^(?:c?gpa|grade|score)\s*:?\s*(\d[\d.]*(?:\s*\/\s*\d[\d.]*)?)$/i.exec(cell);
    if (grade && !read.score) read.score = grade[1]!;
    else if (LOCATION.test(cell)) continue;
    else if (!read.area && /^\p{Lu}/u.test(cell) && !DEGREE.test(cell) && !findDates(cell)) read.area = cell;
    else return undefined;
  }
  return read;
}

/** Of " Science Berkeley" before ", CA", the words up to the last field-of-study word stay with the degree. */
function keepFieldWords(town: string): string {
  const words = town.trim().split(/\s+/);
  const last = words.findLastIndex((word) => FIELD_WORDS.test(word));
  return last < 0 ? '' : ` ${words.slice(0, last + 1).join(' ')}`;
}

/** A line that starts with a degree: "BS in Computer Engineering", "Bachelor of Arts in Mathematics", "B.S. in Computer Science. GPA: 3.21 / 4.0". */
const LEADING_DEGREE = /^(?:bachelor(?:'?s)?|master(?:'?s)?|doctor(?:ate)?|ph\.?\s?d|associate|b\.?\s?sc?|m\.?\s?sc?|b\.?\s?a|m\.?\s?a|mba|b\.?\s?eng|m\.?\s?eng|bs|ms|ba)\b\.?(?:\s|$|'|,\s)/i;
/** A degree written short, then its field without "in": "M.Sc. Digital Media", "BS Computer Science". */
const SHORT_DEGREE = /^((?:ph\.?\s?d|m\.?\s?b\.?\s?a|[bm]\.?\s?(?:sc|eng|s|a|e|ed|tech|phil)|m\.?\s?res|ll\.?[bm]|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a)\.?)\s+(?:(?:in|of)\s+)?(\p{Lu}.*)$/iu;
/** Words of a field of study: "Princeton University, Computer Science" is a school and its field. */
export function readWork(entries: Entry[], section: 'work' | 'volunteer'): Read<Work | Volunteer> {
  const warnings: Warning[] = [];
  const read = entries.map((entry) => {
    const head = readEntryHead(entry.head, entry.links);
    const raw = head.parts.flatMap(splitWorkLabel);
    return { head: { ...head, parts: splitTitleLine(entry, raw) }, raw };
  });
  const heads = splitLikeSiblings(read);
  splitEmployerFromTown(heads, entries);
  const order = pickSectionOrder(heads);
  const orgField = section === 'work' ? 'name' : 'organization';
  const items = entries.map((entry, index) => {
    const path = `${section}[${index}]`;
    const head = heads[index]!;
    const picked = entry.employer ? readNestedRole(entry.employer, entry.head[0] ?? '', head) : pickRoleAndOrganisation(head.parts, order);
    // "ENEISOFT XIII | Universidad Nacional Mayor de San Marcos" over "Cargo: Miembro del Área de Relaciones Publicas": a
    // line under the title labelled as the role names it; the title's parts are then the organisation's.
    const labelledRole = entry.employer ? undefined : entry.paragraphs.slice(0, 2).map((line) => ROLE_LABEL.exec(line.trim())?.[1]?.trim()).find(Boolean);
    const { role, organisation: titled, rest } = labelledRole ? { role: labelledRole, organisation: picked.organisation ?? picked.role, rest: picked.rest } : picked;
    // "PostDoctoral, Electrical and Computer Engineering" over "Working as a full time researcher for the … Lab at Queen’s
    // University, Canada": a title with a role and no employer; the organisation the first sentence says the work was at.
    const organisation = titled ?? (role ? employerInText(entry.paragraphs.slice(0, 2).join(' ')) : undefined);
    const item: Record<string, unknown> = {};
    // "Vocational. . . . . . ." (a subheading drawn out with a dot leader to the margin) names no employer or role.
    if (organisation && !DOT_LEADER.test(organisation)) item[orgField] = cutPlaceAfterLegalForm(organisation);
    const country = role ? splitLeadingCountry(role) : undefined;
    if (role && !DOT_LEADER.test(role)) item.position = country?.role ?? role;
    if (section === 'work' && (head.location ?? country)) item.location = head.location ?? country!.country;
    if (head.url) item.url = head.url;
    if (section === 'work' && rest.length > 0) item.description = rest.join(', ');
    addDates(item, head.dates, path, warnings);
    addBody(item, entry, 'summary');
    if (!organisation || !role) warnings.push({ path: `${path}.${organisation ? 'position' : orgField}`, message: `The ${organisation ? 'position' : 'employer'} of this item was not found; check it.` });
    else if (!order.sure) warnings.push({ path: `${path}.${orgField}`, message: `"${organisation}" was read as the ${section === 'work' ? 'employer' : 'organisation'} and "${role}" as the position; swap them if needed.` });
    return item as Work;
  });
  return { items, warnings };
}

/**
 * "Senior Devops / SRE ⇥ 2021 - 2024" over "SeqOne Genomics, Montpellier" (latexcv sidebarleft): the line under
 * the role, read whole as a place of two parts, is the employer and its town. Taken only when two items or more
 * are set so, every item with a place is, and the parts before the comma differ (one town written again and
 * again under roles with no employer would be the same).
 */
function splitEmployerFromTown(heads: EntryHead[], entries: Entry[]) {
  const shaped = heads.map((head, index) => {
    const match = head.parts.length === 1 && head.location ? /^([^,]+),\s*([^,]+)$/.exec(head.location) : null;
    return match && entries[index]!.head.some((line) => line.trim() === head.location) ? { employer: match[1]!.trim(), town: match[2]!.trim() } : undefined;
  });
  const placed = heads.filter((head) => head.location).length;
  const found = shaped.filter((split) => split !== undefined);
  if (found.length < 2 || found.length !== placed || new Set(found.map((split) => split.employer)).size < 2) return;
  shaped.forEach((split, index) => {
    if (!split) return;
    heads[index]!.parts.push(split.employer);
    heads[index]!.location = split.town;
  });
}

/**
 * A role under its organisation's line (nest-grouped-roles.ts): "Senior Engineer, Springfield, IL" with
 * its dates taken out. The organisation is known; the role is the line's first part, and what follows
 * it is a place (taken as the item's place when it is shaped as one) or a unit of the organisation.
 */
function readNestedRole(employer: string, line: string, head: EntryHead): { role?: string; organisation: string; rest: string[] } {
  const [first = '', ...others] = (findDates(line)?.rest ?? line).replace(/[,\s]+$/, '').split(/,\s*/);
  const after = others.join(', ').trim();
  // The place is the line's, not one the head reader took from a part of it ("IL" of "Springfield, IL").
  delete head.location;
  if (after && LOCATION.test(after)) head.location = after;
  return { organisation: employer, ...(first.trim() ? { role: first.trim() } : {}), rest: [] };
}

/**
 * "Role, Employer" alone on the title line, over a line that starts with the dates and goes on with
 * something else ("2013-09 — Present | Agile PMC C++", HackMyResume's tags): the title line is split at
 * its comma into role and employer, and what follows the dates is neither.
 */
function splitTitleLine(entry: Entry, parts: string[]): string[] {
  const split = splitRoleAtComma(parts);
  if (split !== parts || entry.head.length < 2 || parts.length < 2) return split;
  const first = readEntryHead([entry.head[0]!]);
  if (first.dates || first.parts.length !== 1 || first.parts[0] !== parts[0]) return split;
  const titleParts = splitRoleAtComma(first.parts);
  const datesLead = entry.head.slice(1).every((line) => findDates(line) !== undefined && findDates(line)!.rest.trim().startsWith('|'));
  return titleParts.length === 2 && datesLead ? [...titleParts, ...parts.slice(1)] : split;
}

export function readEducation(entries: Entry[]): Read<Education> {
  const warnings: Warning[] = [];
  const items: Education[] = [];
  for (const written of entries) {
    const entry = joinHyphenatedHead(written);
    const path = `education[${items.length}]`;
    const head = readEntryHead(dropCaptionRows(keepDatesOfThesisLines(entry.head)).map(dropTrailingDoi), entry.links);
    const item: Education = {};
    // "Bachelor, Computer Science, Score: 3.8": a grade after the field is a part of its own, not the field's.
    const parts = head.parts.map(dropTrailingDegreeWord).map(dropRunOnDistinction).map(dropFrameworkLevel).map((part) => schoolAfterFirm(part) ?? part).flatMap(splitEducationRuns).flatMap(splitSchoolLabel).flatMap((part) => splitDegreeAtSchool(part, (text) => LEADING_DEGREE.test(text))).flatMap(splitSchoolAtComma).flatMap(splitDegreeFromSchool).flatMap(peelGrades);
    // "Master ‑ Quantum Computing" over the dates, the school lines below (TwoColumn-Awesome-CV): the part after a bare
    // degree word names the degree's field, never the school, unless a school's word is in it.
    const bareField = takeFieldAfterBareDegree(parts);
    // "Networks and Systems Programming; University of Cyprus": a school's word outranks an organisation's ("Systems").
    const institutionIndex = bestIndex(parts, (part) => scoreOrganisation(part) + ((ENGLISH_SCHOOL_WORD.test(part) || GLUED_SCHOOL_WORD.test(part)) && !DEGREE.test(part) ? 1 : 0) - (DEGREE.test(part) ? 2 : 0));
    if (institutionIndex >= 0) {
      const school = readSchoolName(parts.splice(institutionIndex, 1)[0]!);
      if (school) item.institution = school;
    }
    // "Estudiante | Universidad Nacional Mayor de San Marcos" over "Ingeniería de software 9no ciclo": "Student" is how
    // the person stands at the school, neither degree nor field; the short line under the head names the field.
    const status = parts.findIndex((part) => STUDENT_STATUS.test(part.trim()));
    const studying = status >= 0 ? parts.splice(status, 1).length > 0 : false;
    for (const part of parts) {
      const score = SCORE.exec(part);
      if (score) item.score = (score[1] ?? score[2])!.trim();
      else if (GRADE_PART.test(part)) item.score = part.replace(/\s*\b(?:gpa|cgpa)\b\s*:?\s*/i, ' ').trim();
      else if (!item.studyType && DEGREE.test(part)) Object.assign(item, splitDegree(part));
      // A grade's caption left without its value ("Grade" beside a value read elsewhere) names no field.
      else if (!item.area && !/^(?:grades?|gpa|cgpa|score|result|classification)\s*:?$/i.test(part.trim())) item.area = fieldOf(part);
    }
    if (bareField && !item.area) item.area = bareField;
    if (head.url) item.url = head.url;
    addDates(item, graduationDate(head.dates), path, warnings);
    // "BS in Computer Engineering; Concentration in …  GPA: 3.59" or "• Bachelor of Arts in Mathematics" under the
    // school's line (Jake's Resume, McDowell CV): the degree is the first line below that starts with one.
    const degreeLine = item.studyType ? undefined : [...entry.paragraphs, ...entry.bullets].slice(0, 3).find((line) => LEADING_DEGREE.test(line));
    if (degreeLine) {
      const { score, ...degree } = readDegreeLine(degreeLine);
      if (score && !item.score) item.score = score;
      // The field from the head ("Expected" or a town) gives way to the one the degree line names.
      Object.assign(item, degree);
      // "PhD, Management Science and Technology; Athens University of Economics and Business": the school after the semicolon.
      const school = degreeLine.split(';')[1]?.trim();
      if (!item.institution && school && ENGLISH_SCHOOL_WORD.test(school) && !DEGREE.test(school)) item.institution = readSchoolName(school) ?? school;
    }
    const fieldLine = studying && !item.area && !item.studyType ? entry.paragraphs[0] : undefined;
    if (fieldLine && fieldLine.split(/\s+/).length <= 6 && !/[.:;,]/.test(fieldLine) && !findDates(fieldLine) && /^\p{Lu}/u.test(fieldLine)) item.area = fieldLine.trim();
    const schoolLine = item.institution || !item.studyType ? undefined : readSchoolUnderDegree(entry.paragraphs[0]);
    if (schoolLine) item.institution = schoolLine;
    const courses: string[] = [];
    for (const paragraph of entry.paragraphs) {
      if (schoolLine && paragraph === entry.paragraphs[0]) continue;
      if (paragraph === degreeLine) continue;
      const labelled = LABELLED_LIST.exec(paragraph);
      const score = SCORE.exec(paragraph);
      if (labelled) courses.push(...splitList(labelled[2]!));
      else if (score) item.score = (score[1] ?? score[2])!.trim();
    }
    courses.push(...entry.bullets.filter((bullet) => bullet !== degreeLine && !SCORE.exec(bullet) && !LABELLED_LIST.exec(bullet)));
    for (const bullet of entry.bullets) {
      const labelled = LABELLED_LIST.exec(bullet);
      const score = SCORE.exec(bullet);
      if (labelled) courses.push(...splitList(labelled[2]!));
      else if (score && !item.score) item.score = (score[1] ?? score[2])!.trim();
    }
    if (courses.length > 0) item.courses = courses;
    // "Degree 1 / Major 1 / School 1": a template's placeholders, never the person's school or degree; left empty
    // (a wrong field is worse than an empty one) with a warning.
    const placeholders = (['institution', 'studyType', 'area'] as const).filter((field) => item[field] !== undefined && PLACEHOLDER_SCHOOL_FIELD.test(item[field]!));
    for (const field of placeholders) delete item[field];
    if (placeholders.length > 0 && Object.keys(item).length === 0) {
      warnings.push({ path: 'resume', message: "A school item held only a template's placeholder text (\"Degree 1\", \"School 1\") and was left out; fill it in." });
      continue;
    }
    if (placeholders.length > 0) warnings.push({ path, message: "This item holds a template's placeholder text (\"Degree 1\", \"School 1\"), which was left out; fill it in." });
    if (!item.institution && placeholders.length === 0) warnings.push({ path: `${path}.institution`, message: 'The school or university of this item was not found; check it.' });
    items.push(item);
  }
  return { items, warnings };
}

export function readProjects(entries: Entry[]): Read<Project> {
  const warnings: Warning[] = [];
  const items = entries.map((entry, index) => {
    const head = readEntryHead(entry.head, entry.links);
    const item: Project = {};
    const [name, ...rest] = head.parts;
    if (name) item.name = name;
    for (const part of rest) {
      if (scoreRole(part) > 0) item.roles = splitList(part);
      else if (/^[a-z]+$/.test(part)) item.type = part;
      else item.entity = item.entity ? `${item.entity}, ${part}` : part;
    }
    if (head.url) item.url = head.url;
    addDates(item, head.dates, `projects[${index}]`, warnings);
    const description: string[] = [];
    for (const paragraph of entry.paragraphs) {
      const labelled = LABELLED_LIST.exec(paragraph);
      if (labelled && /^roles?$/i.test(labelled[1]!)) item.roles = splitList(labelled[2]!);
      else if (labelled) item.keywords = splitList(labelled[2]!);
      else description.push(paragraph);
    }
    if (description.length > 0) item.description = description.join(' ');
    if (entry.bullets.length > 0) item.highlights = entry.bullets;
    return item;
  });
  return { items, warnings };
}

/** Awards, certificates and publications: a title, who gave it, a date, and perhaps a summary. */
export function readDatedTitles(entries: Entry[], section: 'awards' | 'certificates' | 'publications'): Read<Record<string, string>> {
  const fields = {
    awards: { title: 'title', by: 'awarder', date: 'date' },
    certificates: { title: 'name', by: 'issuer', date: 'date' },
    publications: { title: 'name', by: 'publisher', date: 'releaseDate' },
  }[section];
  const warnings: Warning[] = [];
  const items = entries.map((entry, index) => {
    const head = readEntryHead(entry.head, entry.links);
    const item: Record<string, string> = {};
    // "Title / Issuer | date" on two lines: the first line is the whole title, even with a dash in it.
    const firstLine = entry.head.length > 1 ? readEntryHead([entry.head[0]!]) : undefined;
    const titleLine = firstLine && !firstLine.dates && !firstLine.url && !firstLine.location ? entry.head[0]!.trim() : undefined;
    const [title, ...by] = titleLine ? [titleLine, ...readEntryHead(entry.head.slice(1), entry.links).parts] : head.parts;
    if (title) item[fields.title] = title;
    if (by.length > 0) item[fields.by] = by.join(' — ');
    if (head.url && section !== 'awards') item.url = head.url;
    const date = head.dates?.startDate;
    if (date) item[fields.date] = date;
    const summary = [...entry.paragraphs, ...entry.bullets].join(' ');
    if (summary && section !== 'certificates') item.summary = summary;
    if (by.length > 1) warnings.push({ path: `${section}[${index}].${fields.by}`, message: `Check where the title ends and "${fields.by}" begins.` });
    return item;
  });
  return { items, warnings };
}

function addDates(item: { startDate?: string; endDate?: string }, dates: FoundDates | undefined, path: string, warnings: Warning[]) {
  if (!dates) {
    warnings.push({ path: `${path}.startDate`, message: 'No dates were found for this item.' });
    return;
  }
  if (dates.startDate) item.startDate = dates.startDate;
  if (dates.endDate) item.endDate = dates.endDate;
}

function addBody(item: Record<string, unknown>, entry: Entry, field: 'summary') {
  if (entry.paragraphs.length > 0) item[field] = entry.paragraphs.join(' ');
  if (entry.bullets.length > 0) item.highlights = entry.bullets;
}

/**
 * One date on a school ("Dec 2014", "Expected Graduation: June 2016") is when the degree was or will be
 * awarded: JSON Resume's endDate. A range or "since" keeps its start.
 */
function graduationDate(dates: FoundDates | undefined): FoundDates | undefined {
  if (!dates?.startDate || dates.endDate || dates.ongoing) return dates;
  return { ...dates, startDate: undefined, endDate: dates.startDate };
}

/** An English school's word: the tie-break between a school and a field holding an organisation's word ("Systems"). */
const ENGLISH_SCHOOL_WORD = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;
const SCHOOL_WORDS = new RegExp(String.raw`\b(?:university|college|institute|institution|school|academy|polytechnic)\b|${wholeWords(EUROPEAN_SCHOOL_WORDS)}`, 'iu');

/**
 * "B.Eng Systems Engineering Carleton University" (Pandoc's Word output): a degree, its field and the
 * school run on in one part. The field ends at its last field-of-study word; the capitalised words
 * after it are the school when they name one.
 */
export function splitDegreeFromSchool(part: string): string[] {
  if (!LEADING_DEGREE.test(part) || !SCHOOL_WORDS.test(part)) return [part];
  const words = part.split(/\s+/);
  const last = words.findLastIndex((word) => FIELD_WORDS.test(word));
  const school = words.slice(last + 1);
  if (last < 1 || school.length < 2 || !school.every((word) => /^(?:\p{Lu}|of$|the$|and$|&$)/u.test(word)) || !SCHOOL_WORDS.test(school.join(' '))) return [part];
  return [words.slice(0, last + 1).join(' '), school.join(' ')];
}

/** "Princeton University, PhD in Computer Science": the school before the comma, the degree or field after it. */
function splitSchoolAtComma(part: string): string[] {
  const match = /^(.+?),\s+(.+)$/.exec(part);
  if (!match) return [part];
  const [, left, right] = match as unknown as [string, string, string];
  // A field may hold an organisation's word ("BS Technology Management"): after a leading degree it is still the field.
  const schoolThenField = scoreOrganisation(left) > 0 && !DEGREE.test(left) && (scoreOrganisation(right) <= 0 || (LEADING_DEGREE.test(right) && !SCHOOL_WORDS.test(right))) && (DEGREE.test(right) || FIELD_WORDS.test(right));
  // "Bachelor of Science, Technical University of Munich" (moderncv): the degree, then the school.
  // "PhD in Circuits and Systems, Northfield University": a field may hold an organisation's word after "Degree in".
  const degreeInField = LEADING_DEGREE.test(left) && /\s(?:in|of)\s/i.test(left) && SCHOOL_WORDS.test(right);
  // "Master Data Science, EPFL": after a leading degree, a short name in capitals is the school however it is spelt.
  const degreeThenAcronym = LEADING_DEGREE.test(left) && /^\p{Lu}{2,}(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(right) && !DEGREE.test(right);
  // "PhD in Geophysics, Observatório Nacional" (the country already taken off): after "Degree in Field", a name of capitalised
  // words that holds no field-of-study word is the school, whatever its language.
  const degreeInFieldThenName = LEADING_DEGREE.test(left) && /\s(?:in|of)\s/i.test(left) && /^\p{Lu}[\p{L}'’‘.-]*(?:\s+(?:\p{Lu}[\p{L}'’‘.-]*|de|do|da|des|du|di|del|der|of|the|and|&)){0,5}$/u.test(right) && !FIELD_WORDS.test(right);
  const degreeThenSchool = DEGREE.test(left) && (scoreOrganisation(left) <= 0 || degreeInField) && (scoreOrganisation(right) > 0 || degreeThenAcronym || degreeInFieldThenName) && !DEGREE.test(right);
  // "Economics, Northfield University" (the town already taken off): a field of a few words, then the school.
  const fieldThenSchool = !degreeThenSchool && scoreOrganisation(left) <= 0 && !DEGREE.test(left) && /^\p{Lu}\S*(?:\s+\S+){0,3}$/u.test(left) && SCHOOL_WORDS.test(right) && !DEGREE.test(right) && !/,/.test(right);
  if (!schoolThenField && !degreeThenSchool && !fieldThenSchool) return [part];
  // "Degree, Institution, City, Grade." (moderncv's \cventry): the grade after the school is a part of its own.
  return [left, ...peelGrades(right)];
}

/**
 * "Master in Subatomic Physics, pass with merit Claude Bernard University" (pandoc_resume's Word output sets the
 * school right after the distinction, no comma between): how the degree was passed is neither school nor field.
 */
function dropRunOnDistinction(part: string): string {
  return part.replace(/(^|,\s*)(?:pass(?:ed)?\s+)?with\s+(?:high(?:est)?\s+|great\s+)?(?:merit|distinction|honou?rs)\s+(?=\p{Lu})/u, '$1');
}

/** "University of Cyprus Degree" (the word closing a school's line in a pandoc CV): the school's name ends before it. */
function dropTrailingDegreeWord(part: string): string {
  return SCHOOL_WORDS.test(part) && /^\p{Lu}/u.test(part) ? part.replace(/\s+Degree$/, '') : part;
}

/** "BSc in Geophysics, Universidade de São Paulo, Brazil. doi:10.6084/m9.figshare.963547": the thesis's DOI is no school's word. */
function dropTrailingDoi(part: string): string {
  return part.replace(/[.,;]?\s*\bdoi:\s*\S+$/i, '').replace(/\.$/, '');
}

/** "M.Sc. in Physics (EQF 7)": the level of a qualifications framework says how high the degree is, not its field. */
function dropFrameworkLevel(part: string): string {
  return part.replace(/\s*\((?:EQF|NQF|RQF|SCQF|ISCED|MQF)(?:\s+level)?\s*\d+\)/gi, '');
}

/** A grade written after a school: "3.8 GPA", "GPA: 3.8/4.0", "First Class Honours", "magna cum laude". */
const GRADE_PART =
  /^(?:(?:(?:cumulative|overall|major|final)\s+)?(?:gpa|cgpa|grade|score)\s*:?\s*\d[\d.,/ ]*|\d(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?\s*(?:gpa|cgpa)|(?:first|upper second|lower second|second|third)[- ]class(?:\s+honou?rs)?|(?:summa|magna)?\s*cum laude|with (?:high )?(?:distinction|honou?rs|merit))\.?$/i;

function peelGrades(part: string): string[] {
  const pieces = part.split(/,\s+/);
  const grades: string[] = [];
  while (pieces.length > 1 && GRADE_PART.test(pieces[pieces.length - 1]!.trim())) grades.unshift(pieces.pop()!.trim().replace(/\.$/, ''));
  return [pieces.join(', '), ...grades];
}

/**
 * The field of a part read after the degree: "PhD" in a margin and "Princeton University, PhD in Computer
 * Science" on the line give "Computer Science", not the degree's words again. A part that does not start
 * with a degree is the field as written.
 */
export function fieldOf(part: string): string {
  // "Majoring in Computer Science", "Specialising in Optics": the verb names no part of the field.
  const studied = STUDIED_IN.exec(part);
  // "Major in Process Engineering, minor in Mathematical Modelling": the minor is a second subject, not the field's.
  if (studied) return part.slice(studied[0].length).replace(/,\s*minor\s+in\s+[^,]*$/i, '').trim();
  if (!LEADING_DEGREE.test(part)) return part;
  return splitDegree(part).area ?? part;
}

const STUDIED_IN = /^(?:majoring|major(?:ed)?|speciali[sz](?:ing|ed)|concentrating)\s+in\s+(?=\p{L})/iu;

/** A template's numbered placeholder in a school item: "Degree 1", "Major 2", "School 1", "University 3". */
const PLACEHOLDER_SCHOOL_FIELD = /^(?:degree|major|minor|school|university|college|institution|field(?: of study)?)\s*\d+$/i;

/** What "Bachelor of …" names when it names no field: "Science", "Arts", "Engineering". */
const GENERIC_DEGREE_NAME = /^(?:(?:applied\s+)?sciences?|(?:liberal\s+|fine\s+)?arts|engineering|laws?|philosophy|technology|education|music|business administration|public (?:health|administration|policy))$/i;

/** The organisation after the last "at" of a text's first sentence, when an organisation's word names it ("at Queen’s University"). */
function employerInText(text: string): string | undefined {
  const sentence = text.split(/(?<=\p{Ll}{2})\.\s/u)[0] ?? '';
  const found = [...sentence.matchAll(/\bat\s+(\p{Lu}[\p{L}’'.&-]*(?:\s+(?:of|for|and|de|\p{Lu}[\p{L}’'.&-]*))*)/gu)].at(-1)?.[1]?.replace(/\s+(?:of|for|and|de)$/, '');
  return found && ORG_WORDS.test(found) && scoreRole(found) <= 0 ? found : undefined;
}

/**
 * "2013-2015 ⇥ MSc, Pervasive Computing and Communications for Sustainable Develop-" over "ment (PERCCOM); Triple Master
 * of Science": a word broken at a hyphen at the title's end goes on in the line below, which is the title's too. Not in
 * a labelled line ("PhD - Thesis Title: ‘… Univer-" / "sity’"), whose caption rows are read apart (thesis-head-line.ts).
 */
function joinHyphenatedHead(entry: Entry): Entry {
  const broken = entry.head.findIndex((line, index) => index + 1 < entry.head.length && /\p{Ll}-$/u.test(line) && !line.includes(':') && /^\p{Ll}/u.test(entry.head[index + 1]!));
  if (broken >= 0) return { ...entry, head: [...entry.head.slice(0, broken), `${entry.head[broken]!.slice(0, -1)}${entry.head[broken + 1]!}`, ...entry.head.slice(broken + 2)] };
  const last = entry.head.at(-1);
  const [next, ...paragraphs] = entry.paragraphs;
  if (!last || !next || !/\p{Ll}-$/u.test(last) || last.includes(':') || !/^\p{Ll}/u.test(next)) return entry;
  return { ...entry, head: [...entry.head.slice(0, -1), `${last.slice(0, -1)}${next}`], paragraphs };
}

/** "Cargo: Voluntario", "Role: Treasurer": a line that names the role of the item above it. */
const ROLE_LABEL = /^(?:cargo|puesto|rol|role|position|poste|fonction|funci[oó]n|ruolo|fun[cç][aã]o)\s*:\s*(\p{L}.{1,80})$/iu;

/** A student's status at the school, in the languages the import reads: no degree's and no field's words. */
const STUDENT_STATUS = /^(?:student|estudiante|[ée]tudiante?|studente(?:ssa)?|student(?:in)?|alumn[oa]|alun[oa]|estudante)$/i;

function splitDegree(written: string): { studyType: string; area?: string } {
  // "Graduated as M.Sc. Digital Media": what the degree is, not how it was earned.
  // "M.Sc. magna cum laude": a distinction is how the degree was earned, never its field.
  const part = written
    .replace(/^(?:graduated\s+(?:as|with)|degree:)\s+/i, '')
    .replace(/,?\s*\b(?:(?:summa|magna)\s+)?cum\s+laude\b|,?\s*\bwith\s+(?:high(?:est)?\s+)?(?:honou?rs|distinction)\b/gi, '')
    // "B.S. in Computer Science, Business minor": a minor is a second subject, not the degree's field.
    .replace(/,\s*(?:[^,]*\bminor\b[^,]*|minor\s+in\s+[^,]*)$/i, '')
    .trim();
  // "MS en Passant" (a master's earned on the way to a PhD): "en passant" is how it was earned, no field.
  if (/\s+en\s+passant$/i.test(part)) return { studyType: part };
  // "Diploma in Electrical Engineering and Bachelor Degree in Information Technology": two degrees, each with its own
  // field; the last "in" would cut the second degree in two, so the line is the degree as written and names no one field.
  if (/\sin\s.+\s(?:and|&)\s+(?:bachelor|master|diploma|doctor|associate)\b.*\sin\s/i.test(part)) return { studyType: part };
  // "Master Data Science", "Bachelor Mathématiques": the degree's name, then its field with no "in" between.
  const bare = /^(bachelor|master)\s+(\p{Lu}.*)$/iu.exec(part);
  if (bare && !/^(?:of|in|e[nm]|degree)\b/i.test(bare[2]!) && !/\s(?:in|of)\s/i.test(bare[2]!)) return { studyType: bare[1]!, area: bare[2]!.trim() };
  const short = SHORT_DEGREE.exec(part);
  // "B.Sc. Computer Science with Year in Industry": after a degree abbreviated with dots the rest is all field, "in" and all.
  // "Ph.D. in Applied Mathematics and Computer Science.": the sentence's stop is not the field's (a stop after a lone
  // letter, as in "Engineering B.", is left: it may be an abbreviation).
  if (short && (!/\s(?:in|of)\s/i.test(short[2]!) || (/\p{L}\.\p{L}/u.test(short[1]!) && /^\p{Lu}/u.test(short[2]!)))) return { studyType: short[1]!.trim(), area: short[2]!.trim().replace(/(?<!(?:^|[^\p{L}])\p{L})\.$/u, '') };
  // "Bachelor's of Science, Computer Science and Mathematics": a whole degree before the comma, its field after.
  const afterComma = /^([^,]+?),\s*(\p{Lu}[^,]*)$/u.exec(part);
  if (afterComma && LEADING_DEGREE.test(afterComma[1]!) && !/\sin\s/i.test(afterComma[1]!)) return { studyType: afterComma[1]!.trim(), area: afterComma[2]!.trim() };
  const inField = /^(.+?)\s+(?:in|of)\s+(.+)$/i.exec(part);
  // "Bachelor of Science in Physics": the last "in" splits degree from field; so does the first "en" or "em"
  // ("Grado en Ingeniería", "Especialização em Desenvolvimento Web"), which no English degree holds.
  const lastIn = /^(.+)\s+in\s+(.+)$/i.exec(part) ?? /^(.+?)\s+e[nm]\s+(.+)$/i.exec(part);
  // "Especialização em Desenvolvimento Web.": a field ends at its words, not at the sentence's stop.
  if (lastIn) return { studyType: lastIn[1]!.trim(), area: lastIn[2]!.trim().replace(/(?<!(?:^|[^\p{L}])\p{L})\.$/u, '') };
  // "Joint Bachelor and Master's of Science", "Master's of Arts": "of" and a degree's generic name ("Science") are
  // the degree's own words, as in "Master of Science"; "Science" alone is no field.
  // "Bachelor of Technology (Computer Science & Engineering)": a degree's generic name, then its field in brackets.
  // An abbreviation or an honours note in brackets ("Bachelor of Science (BSc)", "(Hons)") is the degree's own.
  const bracketed = /^((?:bachelor|master|doctor|associate)'?s?\s+of\s+([^()]+?))\s*\(([^()]+)\)$/i.exec(part);
  if (bracketed && GENERIC_DEGREE_NAME.test(bracketed[2]!.trim()) && /\p{Ll}/u.test(bracketed[3]!) && !DEGREE.test(bracketed[3]!) && !/^(?:hons?|honou?rs|first class|distinction)\b/i.test(bracketed[3]!.trim())) return { studyType: bracketed[1]!.trim(), area: bracketed[3]!.trim() };
  if (inField && /\sof\s/i.test(part) && GENERIC_DEGREE_NAME.test(inField[2]!.trim())) return { studyType: part };
  if (inField && !/^(?:bachelor|master|doctor|associate)s?$/i.test(inField[1]!)) return { studyType: inField[1]!.trim(), area: inField[2]!.trim() };
  // "Master of Computer Science", "Bachelor of Business Studies": the degree's name holds its field; "Master of
  // Science" names no field.
  const named = /^(?:bachelor|master|doctor|associate)'?s?\s+of\s+(.+)$/i.exec(part);
  if (named && !GENERIC_DEGREE_NAME.test(named[1]!.trim())) return { studyType: part, area: named[1]!.trim() };
  const comma = /^(.+?),\s*(.+)$/.exec(part);
  if (comma) return { studyType: comma[1]!.trim(), area: comma[2]!.trim() };
  return { studyType: part };
}

/** A degree's bare name: "Master", "Bachelor's", "PhD", with no field. */
const BARE_DEGREE = /^(?:bachelor|master|doctorate|ph\.?\s?d|mba)(?:'?s)?\.?$/i;

/**
 * Cuts out of `parts` the part right after a bare degree word ("Master", "Quantum Computing") and returns it as the
 * field, when it holds no school's or degree's word; undefined (parts unchanged) otherwise.
 */
export function takeFieldAfterBareDegree(parts: string[]): string | undefined {
  const at = parts.findIndex((part) => BARE_DEGREE.test(part.trim()));
  const next = at >= 0 ? parts[at + 1] : undefined;
  if (next === undefined || SCHOOL_WORDS.test(next) || GLUED_SCHOOL_WORD.test(next) || DEGREE.test(next) || findDates(next) || !/^\p{Lu}/u.test(next.trim())) return undefined;
  parts.splice(at + 1, 1);
  return fieldOf(next);
}

function bestIndex(parts: string[], score: (part: string) => number): number {
  let best = -1;
  let bestScore = 0;
  parts.forEach((part, index) => {
    const value = score(part);
    if (value > bestScore) {
      best = index;
      bestScore = value;
    }
  });
  // A name has a capital somewhere: "year-year" (a template's unfilled dates) is none.
  if (best < 0 && parts.length > 0) return parts.findIndex((part) => !DEGREE.test(part) && !SCORE.test(part) && /[\p{Lu}\d]/u.test(part));
  return best;
}
