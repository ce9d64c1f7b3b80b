import type { Resume } from '../../contract';
import { formatDateRange, formatResumeDate } from './format-resume-date';

// One reading order for every format: PDF, DOCX and plain text all render these blocks, so the import
// (R2) and the ATS check read the same structure whatever the file. Each entry is a bold title line
// (employer, institution, organisation, project…) then a meta line of parts joined by " | "
// (position | location | dates), then paragraphs and bullets.

export type ResumeBlock =
  | { kind: 'name'; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'contact'; text: string }
  | { kind: 'heading'; text: string }
  /** `aside`: the entry's dates, set right on the title line by templates that want them there. */
  | { kind: 'entry-title'; text: string; aside?: string }
  | { kind: 'entry-meta'; text: string }
  /** `lead` is a bold run before the text, e.g. "Web Development: " before the keywords. */
  | { kind: 'paragraph'; text: string; lead?: string }
  | { kind: 'bullet'; text: string };

/** Standard headings, in the order sections are printed. */
export const SECTION_HEADINGS = {
  summary: 'Summary',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  volunteer: 'Volunteering',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
} as const;

export const META_SEPARATOR = ' | ';

/** Collapses runs of spaces and tabs; line breaks the writer typed become separate paragraphs elsewhere. */
function clean(value: string | undefined): string {
  return (value ?? '').replace(/[\t\f\v ]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}

function joinParts(parts: (string | undefined)[], separator = META_SEPARATOR): string {
  return parts.map((part) => clean(part).replace(/\n/g, ' ')).filter(Boolean).join(separator);
}

function paragraphs(text: string | undefined): ResumeBlock[] {
  return clean(text)
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ kind: 'paragraph', text: line }));
}

function bullets(items: string[] | undefined): ResumeBlock[] {
  return (items ?? []).map(clean).filter(Boolean).map((text) => ({ kind: 'bullet', text: text.replace(/\n/g, ' ') }));
}

/** How the entries are put together: a template may set each entry's dates beside its title. */
export interface LayoutOptions {
  datesBesideTitle?: boolean;
}

/** An entry's dates inside its details: moved to the title line when the template sets them there. */
type Dates = { dates: string };
const dated = (dates: string): Dates => ({ dates });

function makeEntry(options: LayoutOptions) {
  return (title: string | undefined, meta: (string | undefined | Dates)[], body: ResumeBlock[]): ResumeBlock[] => {
    const blocks: ResumeBlock[] = [];
    const titleText = joinParts([title]);
    const datesText = joinParts(meta.map((part) => (typeof part === 'object' ? part.dates : undefined)));
    const aside = options.datesBesideTitle && titleText && datesText ? datesText : undefined;
    const metaText = joinParts(meta.map((part) => (typeof part === 'object' ? (aside ? undefined : part.dates) : part)));
    if (titleText) blocks.push(aside ? { kind: 'entry-title', text: titleText, aside } : { kind: 'entry-title', text: titleText });
    if (metaText) blocks.push({ kind: 'entry-meta', text: metaText });
    return [...blocks, ...body];
  };
}

function section(key: keyof typeof SECTION_HEADINGS, entries: ResumeBlock[][]): ResumeBlock[] {
  const body = entries.flat();
  return body.length ? [{ kind: 'heading', text: SECTION_HEADINGS[key] }, ...body] : [];
}

function leadLine(lead: string | undefined, rest: string): ResumeBlock | undefined {
  const leadText = joinParts([lead]);
  if (leadText && rest) return { kind: 'paragraph', lead: `${leadText}: `, text: rest };
  const text = leadText || rest;
  return text ? { kind: 'paragraph', text } : undefined;
}

function layoutHeader(basics: NonNullable<Resume['basics']>): ResumeBlock[] {
  const blocks: ResumeBlock[] = [];
  const name = joinParts([basics.name]);
  if (name) blocks.push({ kind: 'name', text: name });
  const label = joinParts([basics.label]);
  if (label) blocks.push({ kind: 'label', text: label });
  const location = basics.location;
  const place = location ? joinParts([location.city, location.region, location.countryCode], ', ') : '';
  const contact = joinParts([basics.email, basics.phone, basics.url, place]);
  if (contact) blocks.push({ kind: 'contact', text: contact });
  const profiles = joinParts((basics.profiles ?? []).map((profile) => joinParts([profile.network, profile.url || profile.username], ': ')));
  if (profiles) blocks.push({ kind: 'contact', text: profiles });
  return blocks;
}

/** The resume as blocks in reading order; empty sections and empty fields are left out. */
export function layoutResume(resume: Resume, options: LayoutOptions = {}): ResumeBlock[] {
  const basics = resume.basics ?? {};
  const entry = makeEntry(options);
  return [
    ...layoutHeader(basics),
    ...section('summary', [paragraphs(basics.summary)]),
    ...section(
      'work',
      (resume.work ?? []).map((job) =>
        entry(job.name, [job.position, job.location, dated(formatDateRange(job.startDate, job.endDate))], [...paragraphs(job.summary), ...bullets(job.highlights)]),
      ),
    ),
    ...section(
      'education',
      (resume.education ?? []).map((school) => {
        const degree = joinParts([school.studyType, school.area], ', ');
        const courses = joinParts(school.courses ?? [], ', ');
        const body = courses ? [{ kind: 'paragraph', lead: 'Courses: ', text: courses } as const] : [];
        return entry(school.institution, [degree, dated(formatDateRange(school.startDate, school.endDate)), school.score], body);
      }),
    ),
    ...section(
      'skills',
      (resume.skills ?? []).map((skill) => {
        const lead = joinParts([skill.name, skill.level ? `(${clean(skill.level)})` : undefined], ' ');
        const line = leadLine(lead, joinParts(skill.keywords ?? [], ', '));
        return line ? [line] : [];
      }),
    ),
    ...section(
      'projects',
      (resume.projects ?? []).map((project) => {
        const keywords = joinParts(project.keywords ?? [], ', ');
        return entry(
          project.name,
          [joinParts(project.roles ?? [], ', '), project.entity, project.type, dated(formatDateRange(project.startDate, project.endDate)), project.url],
          [...paragraphs(project.description), ...bullets(project.highlights), ...(keywords ? [{ kind: 'paragraph', lead: 'Keywords: ', text: keywords } as const] : [])],
        );
      }),
    ),
    ...section(
      'volunteer',
      (resume.volunteer ?? []).map((role) =>
        entry(role.organization, [role.position, dated(formatDateRange(role.startDate, role.endDate))], [...paragraphs(role.summary), ...bullets(role.highlights)]),
      ),
    ),
    ...section(
      'awards',
      (resume.awards ?? []).map((award) => entry(award.title, [award.awarder, dated(formatResumeDate(award.date))], paragraphs(award.summary))),
    ),
    ...section(
      'certificates',
      (resume.certificates ?? []).map((certificate) => entry(certificate.name, [certificate.issuer, dated(formatResumeDate(certificate.date)), certificate.url], [])),
    ),
    ...section(
      'publications',
      (resume.publications ?? []).map((publication) =>
        entry(publication.name, [publication.publisher, dated(formatResumeDate(publication.releaseDate)), publication.url], paragraphs(publication.summary)),
      ),
    ),
    ...section(
      'languages',
      (resume.languages ?? []).map((language) => {
        const line = leadLine(language.language, joinParts([language.fluency]));
        return line ? [line] : [];
      }),
    ),
    ...section(
      'interests',
      (resume.interests ?? []).map((interest) => {
        const line = leadLine(interest.name, joinParts(interest.keywords ?? [], ', '));
        return line ? [line] : [];
      }),
    ),
    ...section(
      'references',
      (resume.references ?? []).map((reference) => [...paragraphs(reference.reference), ...(clean(reference.name) ? [{ kind: 'entry-meta', text: `— ${joinParts([reference.name])}` } as const] : [])]),
    ),
  ];
}
