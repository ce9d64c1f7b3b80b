import { type Resume, resumeSchema } from '../contract';
import type { ResumeWarning } from './resume-services';

const KNOWN_SECTIONS = new Set(Object.keys(resumeSchema.shape));
/** A summary longer than this is skipped by a recruiter skimming for six seconds. */
const LONG_SUMMARY_WORDS = 120;

function words(text: string | undefined): number {
  return text?.split(/\s+/).filter(Boolean).length ?? 0;
}

/** Dates as comparable strings: "2020" < "2020-03" < "2020-03-15" sort as a reader would. */
function endsBeforeStart(start: string | undefined, end: string | undefined): boolean {
  return Boolean(start && end && end.localeCompare(start) < 0 && !start.startsWith(end));
}

/**
 * Things JSON Resume allows but readers and recruiters' systems trip on: a job without an employer,
 * a degree without a school, an end before its start, a section the exports do not know.
 */
export function validateResume(resume: Resume, today: Date = new Date()): ResumeWarning[] {
  const warnings: ResumeWarning[] = [];
  const warn = (path: string, message: string) => warnings.push({ path, message });
  const thisMonth = today.toISOString().slice(0, 7);

  if (!resume.basics?.name?.trim()) warn('basics.name', 'Add your name: without it the resume cannot be filed.');
  if (words(resume.basics?.summary) > LONG_SUMMARY_WORDS) warn('basics.summary', `The summary has ${words(resume.basics?.summary)} words; keep it under ${LONG_SUMMARY_WORDS}, three or four lines.`);
  for (const key of Object.keys(resume)) {
    if (!KNOWN_SECTIONS.has(key)) warn(key, `“${key}” is not a JSON Resume section, so it is not in the exports.`);
  }
  (resume.work ?? []).forEach((w, i) => {
    if (!w.name?.trim()) warn(`work[${i}].name`, 'Name the employer: systems list jobs by employer.');
    if (!w.position?.trim()) warn(`work[${i}].position`, 'Give the job title: recruiters search by title.');
    if (endsBeforeStart(w.startDate, w.endDate)) warn(`work[${i}].endDate`, 'The end date is before the start date.');
    if (w.startDate && w.startDate.slice(0, 7) > thisMonth) warn(`work[${i}].startDate`, 'The start date is in the future.');
    (w.highlights ?? []).forEach((h, j) => {
      if (!h.trim()) warn(`work[${i}].highlights[${j}]`, 'This bullet is empty; remove it.');
    });
  });
  (resume.volunteer ?? []).forEach((v, i) => {
    if (!v.organization?.trim()) warn(`volunteer[${i}].organization`, 'Name the organisation.');
    if (endsBeforeStart(v.startDate, v.endDate)) warn(`volunteer[${i}].endDate`, 'The end date is before the start date.');
  });
  (resume.education ?? []).forEach((e, i) => {
    if (!e.institution?.trim()) warn(`education[${i}].institution`, 'Name the school or university.');
    if (!e.studyType?.trim() && !e.area?.trim()) warn(`education[${i}].studyType`, 'Give the degree or the field of study, e.g. "Bachelor" and "Computer Science".');
    if (endsBeforeStart(e.startDate, e.endDate)) warn(`education[${i}].endDate`, 'The end date is before the start date.');
  });
  (resume.projects ?? []).forEach((p, i) => {
    if (endsBeforeStart(p.startDate, p.endDate)) warn(`projects[${i}].endDate`, 'The end date is before the start date.');
  });
  (resume.skills ?? []).forEach((s, i) => {
    if (!s.name?.trim() && !s.keywords?.some((k) => k.trim())) warn(`skills[${i}]`, 'This skill is empty; remove it or name it.');
  });
  const profiles = resume.basics?.profiles ?? [];
  profiles.forEach((p, i) => {
    if (!p.url && !p.username) warn(`basics.profiles[${i}]`, 'Give the profile’s address or user name, or remove it.');
  });
  return warnings;
}
