import type { Resume } from '../../contract';

/** One value an applicant tracking system must find in the PDF's text, with the field it came from. */
export interface ExpectedField {
  path: string;
  value: string;
}

/** An entry (one job, one degree) whose fields come together; entries of a section must come in the resume's order. */
export interface ExpectedEntry {
  fields: ExpectedField[];
}

export interface ExpectedSection {
  id: string;
  entries: ExpectedEntry[];
}

function field(path: string, value: string | undefined): ExpectedField[] {
  const trimmed = value?.trim();
  return trimmed ? [{ path, value: trimmed }] : [];
}

function year(path: string, date: string | undefined): ExpectedField[] {
  return field(path, date?.slice(0, 4));
}

/**
 * The fields a recruiter's system looks for (name, contact, employers, positions, start years,
 * institutions, skill keywords and each other section's titles), grouped by section and entry.
 */
export function collectExpectedFields(resume: Resume): ExpectedSection[] {
  const b = resume.basics ?? {};
  const sections: ExpectedSection[] = [
    { id: 'basics', entries: [{ fields: [...field('basics.name', b.name), ...field('basics.email', b.email), ...field('basics.phone', b.phone)] }] },
    {
      id: 'work',
      entries: (resume.work ?? []).map((w, i) => ({
        fields: [...field(`work[${i}].name`, w.name), ...field(`work[${i}].position`, w.position), ...year(`work[${i}].startDate`, w.startDate)],
      })),
    },
    {
      id: 'education',
      entries: (resume.education ?? []).map((e, i) => ({ fields: [...field(`education[${i}].institution`, e.institution), ...year(`education[${i}].startDate`, e.startDate)] })),
    },
    {
      id: 'skills',
      entries: (resume.skills ?? []).map((s, i) => ({
        fields: [...field(`skills[${i}].name`, s.name), ...(s.keywords ?? []).flatMap((k, j) => field(`skills[${i}].keywords[${j}]`, k))],
      })),
    },
    { id: 'projects', entries: (resume.projects ?? []).map((p, i) => ({ fields: field(`projects[${i}].name`, p.name) })) },
    {
      id: 'volunteer',
      entries: (resume.volunteer ?? []).map((v, i) => ({ fields: [...field(`volunteer[${i}].organization`, v.organization), ...field(`volunteer[${i}].position`, v.position)] })),
    },
    { id: 'awards', entries: (resume.awards ?? []).map((a, i) => ({ fields: field(`awards[${i}].title`, a.title) })) },
    { id: 'certificates', entries: (resume.certificates ?? []).map((c, i) => ({ fields: field(`certificates[${i}].name`, c.name) })) },
    { id: 'publications', entries: (resume.publications ?? []).map((p, i) => ({ fields: field(`publications[${i}].name`, p.name) })) },
    { id: 'languages', entries: (resume.languages ?? []).map((l, i) => ({ fields: field(`languages[${i}].language`, l.language) })) },
  ];
  return sections.map((s) => ({ ...s, entries: s.entries.filter((e) => e.fields.length > 0) })).filter((s) => s.entries.length > 0);
}
