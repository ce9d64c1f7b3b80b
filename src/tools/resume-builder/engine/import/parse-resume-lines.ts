import type { Resume } from '../../contract';
import { splitSections, type Section } from './find-sections';
import { groupEntries } from './group-entries';
import { inferSections } from './infer-sections';
import { dropLinkTargets } from './drop-link-targets';
import { joinEndOverStart } from './join-end-over-start';
import { joinStackedYears } from './join-stacked-years';
import { joinWrappedMarginDates } from './join-wrapped-margin-dates';
import { joinWrappedEmail } from './join-wrapped-email';
import { markStyledHeadings } from './mark-styled-headings';
import { liftHeadingDates } from './heading-dates';
import { takeLinkReferences } from './link-references';
import { nestGroupedRoles } from './nest-grouped-roles';
import { nestTenureGroups } from './nest-tenure-groups';
import { readDateFirstLines } from './read-date-first-lines';
import { readOpenYearRows } from './read-open-year-rows';
import { isContactToken, parseHeader, readPlace } from './parse-header';
import { readDatedTitles, readEducation, readProjects, readWork, type Warning } from './read-entries';
import { isDescribedSkills, readDescribedSkills } from './read-described-skills';
import { readReferences } from './read-references';
import { readKeywordGroups, readLanguages } from './read-lists';
import type { ResumeLine } from './resume-line';
import { splitHeadingCells } from './split-heading-cell';
import { splitKnownRoles } from './split-known-role';
import { splitRunOnHeads } from './split-run-on-heads';
import { splitRunOnSchools } from './split-run-on-school';

/** Reads the lines of a PDF or Word resume into JSON Resume, with a warning for each guess. */
export function parseResumeLines(read: ResumeLine[]): { resume: Resume; warnings: Warning[] } {
  const { lines, contacts: referenced } = takeLinkReferences(read.map((line) => ({ ...line, text: dropLinkTargets(line.text) })));
  const running = lines.filter((line) => line.runningContact);
  const { body, footer } = splitContactFooter(joinWrappedEmail(lines.filter((line) => line.text.trim() !== '' && !line.runningContact)));
  const { header, sections } = splitSections(inferSections(markStyledHeadings(joinEndOverStart(joinStackedYears(readOpenYearRows(joinWrappedMarginDates(splitHeadingCells(liftHeadingDates(body)))))))));
  const appendix = takeAppendixContacts(sections);
  const contactLines = [...sections.flatMap((section) => (section.key === 'contact' ? section.lines : section.key === 'summary' ? takeLeadingContacts(section) : [])), ...appendix];
  const { basics, skills, unsure } = parseHeader([...header, ...contactLines, ...footer, ...running, ...referenced]);
  const resume: Resume = { basics, ...(skills.length > 0 ? { skills: [{ keywords: skills }] } : {}) };
  const warnings: Warning[] = [...unsure];
  for (const section of sections) readSection(section, resume, warnings);
  return { resume, warnings };
}

function readSection(section: Section, resume: Resume, warnings: Warning[]) {
  const { key, lines } = section;
  const collect = <T>(read: { items: T[]; warnings: Warning[] }, offset: number) => {
    warnings.push(...read.warnings.map((warning) => ({ ...warning, path: shiftIndex(warning.path, offset) })));
    return read.items;
  };
  switch (key) {
    case 'summary': {
      const { text, lists } = takeSkillLists(lines);
      if (lists.length > 0) resume.skills = [...(resume.skills ?? []), ...readKeywordGroups(lists, true)];
      if (text.length === 0) return;
      const summary = text.map((line) => line.text).join(text.some((line) => line.bullet) ? '\n' : ' ');
      resume.basics = { ...resume.basics, summary: [resume.basics?.summary, summary].filter(Boolean).join('\n') };
      return;
    }
    case 'work':
    case 'volunteer': {
      if (key === 'work' && isDescribedSkills(section)) {
        const described = readDescribedSkills(lines);
        if (described.length === 0) warnings.push({ path: 'resume', message: `The section "${section.heading}" lists no jobs and no skills that could be read, and was left out; check it.` });
        resume.skills = [...(resume.skills ?? []), ...described];
        return;
      }
      const existing = resume[key] ?? [];
      const items = collect(readWork(groupEntries(nestGroupedRoles(splitRunOnHeads(readDateFirstLines(nestTenureGroups(lines))))), key), existing.length);
      resume[key] = [...existing, ...(key === 'work' ? splitKnownRoles(items) : items)];
      return;
    }
    case 'education':
      resume.education = [...(resume.education ?? []), ...collect(readEducation(groupEntries(splitRunOnSchools(readDateFirstLines(lines)))), resume.education?.length ?? 0)];
      return;
    case 'projects':
      resume.projects = [...(resume.projects ?? []), ...collect(readProjects(groupEntries(lines)), resume.projects?.length ?? 0)];
      return;
    case 'awards':
    case 'certificates':
    case 'publications': {
      const existing = resume[key] ?? [];
      resume[key] = [...existing, ...collect(readDatedTitles(groupEntries(lines), key), existing.length)];
      return;
    }
    case 'references':
      resume.references = [...(resume.references ?? []), ...collect(readReferences(lines), resume.references?.length ?? 0)];
      return;
    case 'skills':
      resume.skills = [...(resume.skills ?? []), ...readKeywordGroups(lines, true)];
      return;
    case 'interests':
      resume.interests = [...(resume.interests ?? []), ...readKeywordGroups(lines, false)];
      return;
    case 'languages':
      resume.languages = [...(resume.languages ?? []), ...readLanguages(lines)];
      return;
    case 'contact':
      return;
    case 'unknown':
      if (lines.length > 0) warnings.push({ path: 'resume', message: `The section "${section.heading}" has no place in JSON Resume and was left out; use a standard heading.` });
      return;
  }
}

/** A skills list labelled inside a profile or summary ("Tech: Meteor, Javascript, …", latexcv two_column). */
const SKILL_LABEL = /^(?:tech|technologies|tech stack|stack|skills|tools|programming(?: languages)?)\s*:/i;

/**
 * Takes the labelled skills lists out of a summary section, each with the lines that wrap inside its
 * cell (set at the cell's left edge); the rest stays the summary's text.
 */
export function takeSkillLists(lines: ResumeLine[]): { text: ResumeLine[]; lists: ResumeLine[] } {
  const text: ResumeLine[] = [];
  const lists: ResumeLine[] = [];
  let cellX: number | undefined;
  for (const line of lines) {
    if (!line.bullet && SKILL_LABEL.test(line.text)) {
      lists.push(line);
      cellX = line.cellX?.[0];
      continue;
    }
    const wraps = cellX !== undefined && line.x !== undefined && Math.abs(line.x - cellX) <= 2 && !line.text.includes(':');
    if (wraps) {
      lists[lists.length - 1] = { ...lists.at(-1)!, text: `${lists.at(-1)!.text} ${line.text}` };
      continue;
    }
    cellX = undefined;
    text.push(line);
  }
  return { text, lists };
}

/**
 * Contact details set at the foot of the last page ("www.jankuester.com · github.com/jankapunkt",
 * latexcv) belong to the header, not to the last section's last item. Only the last two lines are
 * looked at, and only those made of two or more contact details and nothing else are taken.
 */
function splitContactFooter(all: ResumeLine[]): { body: ResumeLine[]; footer: ResumeLine[] } {
  const wrapped = joinWrappedContactFooter(all);
  const lines = wrapped ? all.slice(0, -2) : all;
  if (wrapped) return { body: lines, footer: [wrapped] };
  let end = lines.length;
  while (end > 1 && end > lines.length - 2 && isContactLine(lines[end - 1]!)) end -= 1;
  // A column's own contact line, read after the other column's sections ("www.jankuester.com ·
  // github.com/jankapunkt" atop latexcv two_column's right column), is the header's too.
  const body = lines.slice(0, end);
  const placed = body.filter((line, index) => index > 0 && isContactLine(line));
  return { body: body.filter((line) => !placed.includes(line)), footer: [...placed, ...lines.slice(end)] };
}

const FOOTER_SEPARATOR = /\s*[|•·◦∙]\s+/;
const NETWORK_NAME = /^(?:linkedin|github|gitlab|twitter|website|homepage)$/i;

/**
 * "ann@example.com • (908) 229-7720 • 126 Clifton" over "Place, Jersey City, NJ, 07424• LinkedIn • Github"
 * (pandoc_resume's footer): a row of contacts wrapped onto a second line, its address cut in two. The last two
 * lines are read as one when together they hold two contact details or more and nothing but one place and the
 * names of linked networks besides, and the first line alone is not such a row.
 */
export function joinWrappedContactFooter(lines: ResumeLine[]): ResumeLine | undefined {
  const [first, second] = lines.slice(-2);
  if (!first || !second || lines.length < 3 || first.bullet || second.bullet || isContactLine(first)) return undefined;
  const text = `${first.text.trim()} ${second.text.trim()}`;
  const tokens = text.split(FOOTER_SEPARATOR).map((token) => token.trim()).filter(Boolean);
  const contacts = tokens.filter((token) => isContactToken(token)).length;
  const others = tokens.filter((token) => !isContactToken(token) && !NETWORK_NAME.test(token));
  if (contacts < 2 || others.length !== 1 || readPlace(others[0]!) === undefined) return undefined;
  return { ...first, text };
}

function isContactLine(line: ResumeLine): boolean {
  const tokens = line.text.split(/\s+[|•·◦∙]\s+|\t+|\s{3,}/).map((token) => token.trim()).filter(Boolean);
  // One address alone is more often the last item's link than a footer. Beside an e-mail address, one word that
  // is no contact ("vxgmichel@gmail.com • French", a nationality) leaves it a footer; a name of several words
  // ("Dr Jane Roe • jane@uni.example", a referee) does not.
  if (line.bullet || tokens.length < 2) return false;
  const others = tokens.filter((token) => !isContactToken(token));
  return others.length === 0 || (others.length === 1 && tokens.length >= 2 && /^\p{Lu}\p{Ll}+$/u.test(others[0]!) && tokens.some((token) => /^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(token)));
}

/**
 * "ABOUT" over a street, a town, an e-mail address, a phone number and a site (JSON Resume's caffeine sidebar): a
 * summary section that opens with contact details holds the header's details, not the summary's text. The short
 * lines up to the last of them are taken out of the section, and only when two or more of them are contacts.
 */
export function takeLeadingContacts(section: Section): ResumeLine[] {
  let last = -1;
  let contacts = 0;
  for (const [index, line] of section.lines.entries()) {
    // Without the icon before it ("\uf0ac ⇥ PIEDPIPER.COM").
    const text = line.text.replace(/^[^\p{L}\p{N}+(@]+/u, '').trim();
    const short = !line.bullet && text.split(/\s+/).length <= 6 && !/[.!?]$/.test(text);
    if (!short && !isContactToken(text)) break;
    if (isContactToken(text)) {
      last = index;
      contacts += 1;
    }
  }
  if (contacts < 2) return [];
  const taken = section.lines.slice(0, last + 1);
  section.lines = section.lines.slice(last + 1);
  return taken;
}

/**
 * Contacts given only in a last section under a heading no section key knows ("Appendix" over "LinkedIn Profile:
 * https://…", "GitHub Profile: https://…", "me@x.org • 34 years old", "Porto Alegre, Brazil"; pandoc_resume's DOCX) are the
 * header's. Taken only when two or more of its lines hold a contact detail (a caption before a link is dropped), and
 * every other line is a short one after them (the place); any sentence leaves the section alone.
 */
export function takeAppendixContacts(sections: Section[]): ResumeLine[] {
  const last = sections.at(-1);
  if (!last || last.key !== 'unknown' || last.lines.length < 2) return [];
  const lines = last.lines.map((line) => ({ text: line.text.replace(/^[\p{L} ]{2,30}:\s+(?=https?:\/\/)/u, '') }));
  const holdsContact = (text: string) => text.split(/\s+[|•·◦∙]\s+/).some((token) => isContactToken(token.trim()));
  const contacts = lines.filter((line) => holdsContact(line.text)).length;
  const lastContact = lines.findLastIndex((line) => holdsContact(line.text));
  const others = lines.filter((line, index) => !holdsContact(line.text) && (index < lastContact || line.text.split(/\s+/).length > 4 || /[.!?]$/.test(line.text)));
  if (contacts < 2 || others.length > 0 || lines.length - 1 - lastContact > 1) return [];
  last.lines = [];
  return lines;
}

/** A second "Experience" section continues the first: its items are numbered after the first's. */
function shiftIndex(path: string, offset: number): string {
  if (offset === 0) return path;
  return path.replace(/^(\w+)\[(\d+)\]/, (_, field: string, index: string) => `${field}[${Number(index) + offset}]`);
}
