import type { Resume, ResumeResult } from '../../contract';
import type { ProofreadingIssue } from '../resume-services';
import { describeResumePath } from '../../shared/describe-resume-path';
import { collectExpectedFields } from './expected-fields';
import { findFields } from './find-fields';
import type { LayoutFindings } from './inspect-layout';
import { collectProse } from './collect-prose';
import { isStandardHeading } from './standard-headings';

export type AtsReport = ResumeResult['ats'];

export interface AtsOptions {
  /** The imported file's layout, when the resume came from a PDF or DOCX. */
  layout?: LayoutFindings;
  /** Spelling and grammar of the prose (the grammar checker's engine); no proofreading check without it. */
  proofread?: (pieces: { path: string; text: string }[]) => Promise<ProofreadingIssue[]>;
}

interface Check {
  id: string;
  /** Points this check is worth out of 100. */
  weight: number;
  /** 0–1: the share of the points earned. */
  earned: number;
  message: string;
}

/** A bullet longer than this many words is read as a paragraph; recruiters skim 1–2 lines. */
export const LONG_BULLET_WORDS = 35;
const MAX_LISTED = 4;

function list(values: string[]): string {
  const shown = values.slice(0, MAX_LISTED).join(', ');
  return values.length > MAX_LISTED ? `${shown} and ${values.length - MAX_LISTED} more` : shown;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * How well an applicant tracking system reads this resume: every field found, in order, in the text
 * of our own PDF (read back by pdf.js), plus what hurts parsing. The score is the weighted share of
 * the checks passed; each check's message is the reason.
 */
export async function checkAts(resume: Resume, exportedPdfText: string, options: AtsOptions = {}): Promise<AtsReport> {
  const checks: Check[] = [
    checkFieldsReadBack(resume, exportedPdfText),
    checkContact(resume),
    checkDates(resume),
    checkBullets(resume),
    checkSections(resume),
    checkHeadings(resume, options.layout),
    checkLayout(options.layout),
  ];
  if (options.proofread) checks.push(await checkProofreading(resume, options.proofread));
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const score = Math.round((100 * checks.reduce((sum, c) => sum + c.weight * c.earned, 0)) / total);
  return { score, checks: checks.map((c) => ({ id: c.id, passed: c.earned >= 1, message: c.message })) };
}

function checkFieldsReadBack(resume: Resume, pdfText: string): Check {
  const report = findFields(collectExpectedFields(resume), pdfText);
  const found = report.total - report.missing.length - report.outOfOrder.length;
  const earned = report.total === 0 ? 0 : found / report.total;
  let message =
    report.total === 1
      ? 'The one field there is so far was read back from the PDF.'
      : `All ${report.total} fields (name, contact, employers, positions, start years, institutions, skills…) were read back from the PDF, in order.`;
  if (report.total === 0) message = 'The resume has nothing for a recruiter’s system to read yet: add your name, contact details and experience.';
  else if (earned < 1) {
    const parts = [
      report.missing.length ? `not found: ${list(report.missing.map((f) => `“${f.value}” (${describeResumePath(f.path, resume)})`))}` : '',
      report.outOfOrder.length ? `out of order: ${list(report.outOfOrder.map((f) => `“${f.value}” (${describeResumePath(f.path, resume)})`))}` : '',
    ].filter(Boolean);
    message = `${found} of ${report.total} fields were read back from the PDF in order; ${parts.join('; ')}.`;
  }
  return { id: 'fields-read-back', weight: 35, earned, message };
}

function checkContact(resume: Resume): Check {
  const b = resume.basics ?? {};
  const wanted: [string, boolean, number][] = [
    ['your name', Boolean(b.name?.trim()), 4],
    ['an e-mail address', Boolean(b.email?.trim()), 4],
    ['a phone number', Boolean(b.phone?.trim()), 4],
    ['a city or region', Boolean(b.location?.city?.trim() || b.location?.region?.trim() || b.location?.countryCode?.trim()), 3],
  ];
  const missing = wanted.filter(([, present]) => !present);
  const earned = wanted.reduce((sum, [, present, points]) => sum + (present ? points : 0), 0) / 15;
  const message = missing.length
    ? `Add ${list(missing.map(([label]) => label))}: recruiters' systems file a resume by its contact details.`
    : 'Name, e-mail, phone and location are all there.';
  return { id: 'contact', weight: 15, earned, message };
}

function checkDates(resume: Resume): Check {
  const dated = [
    ...(resume.work ?? []).map((e, i) => ({ path: `work[${i}]`, start: e.startDate, end: e.endDate })),
    ...(resume.volunteer ?? []).map((e, i) => ({ path: `volunteer[${i}]`, start: e.startDate, end: e.endDate })),
    ...(resume.education ?? []).map((e, i) => ({ path: `education[${i}]`, start: e.startDate, end: e.endDate })),
  ];
  const vague = dated.filter((d) => !d.start || d.start.length < 7 || (d.end !== undefined && d.end.length < 7));
  const earned = dated.length === 0 ? 1 : 1 - vague.length / dated.length;
  const message = vague.length
    ? `Give a month and year for each start and end date (${list(vague.map((d) => describeResumePath(d.path, resume)))}): systems compute years of experience from them.`
    : 'Every job and degree has a start date with month and year.';
  return { id: 'dates', weight: 10, earned, message };
}

function checkBullets(resume: Resume): Check {
  const bullets = collectProse(resume).filter((p) => /highlights/.test(p.path));
  const long = bullets.filter((b) => countWords(b.text) > LONG_BULLET_WORDS);
  const earned = bullets.length === 0 ? 1 : 1 - long.length / bullets.length;
  const message = long.length
    ? `Shorten ${long.length === 1 ? 'this bullet' : 'these bullets'} to under ${LONG_BULLET_WORDS} words: ${list(long.map((b) => describeResumePath(b.path, resume)))}.`
    : bullets.length
      ? `All ${bullets.length} bullets are short enough to skim.`
      : 'No bullets yet: a few short achievements per job help both readers and keyword matching.';
  return { id: 'bullet-length', weight: 10, earned, message };
}

function checkSections(resume: Resume): Check {
  const missing = [
    (resume.work?.length ?? 0) + (resume.education?.length ?? 0) === 0 ? 'an experience or education section' : '',
    (resume.skills ?? []).some((s) => s.name?.trim() || s.keywords?.length) ? '' : 'a skills section',
  ].filter(Boolean);
  return {
    id: 'sections',
    weight: 5,
    earned: 1 - missing.length / 2,
    message: missing.length ? `Add ${missing.join(' and ')}: keyword searches look there first.` : 'Experience or education and skills are there for keyword searches.',
  };
}

function checkHeadings(resume: Resume, layout: LayoutFindings | undefined): Check {
  const ignore = new Set([resume.basics?.name, resume.basics?.label].filter(Boolean).map((s) => (s as string).toLowerCase()));
  const unusual = (layout?.headings ?? []).filter((h) => !ignore.has(h.toLowerCase()) && !isStandardHeading(h));
  return {
    id: 'headings',
    weight: 5,
    earned: unusual.length ? 0 : 1,
    message: unusual.length
      ? `The imported file uses headings systems may not recognise (${list(unusual.map((h) => `“${h}”`))}); the exports use standard ones such as Experience and Education.`
      : 'Section headings are the standard ones systems recognise (Summary, Experience, Education, Skills…).',
  };
}

function checkLayout(layout: LayoutFindings | undefined): Check {
  const base = { id: 'layout', weight: 10 };
  if (!layout) return { ...base, earned: 1, message: 'The exports are single-column text with no tables, text boxes or images.' };
  const problems = [
    layout.tables ? `${layout.tables} table${layout.tables > 1 ? 's' : ''}` : '',
    layout.columns ? 'several columns' : '',
    layout.images ? `${layout.images} image${layout.images > 1 ? 's' : ''}` : '',
    layout.textBoxes ? `${layout.textBoxes} text box${layout.textBoxes > 1 ? 'es' : ''}` : '',
    layout.headerText ? 'text in the page header or footer' : '',
  ].filter(Boolean);
  const file = layout.kind === 'pdf' ? 'PDF' : 'Word file';
  return {
    ...base,
    earned: problems.length ? 0 : 1,
    message: problems.length
      ? `The imported ${file} has ${list(problems)}, which many systems read out of order or skip; export it again from here to fix that.`
      : `The imported ${file} has a simple layout (no tables, columns or images found).`,
  };
}

/** More issues than this cost all the proofreading points. */
const MAX_PROOFREADING_ISSUES = 5;

async function checkProofreading(resume: Resume, proofread: NonNullable<AtsOptions['proofread']>): Promise<Check> {
  const known = knownTerms(resume);
  // Names, products and skills are spelled as the writer chose; flagging "Kubernetes" helps no one.
  const issues = (await proofread(collectProse(resume))).filter((i) => i.category !== 'spelling' || !looksLikeTerm(i.excerpt, known));
  return {
    id: 'spelling-grammar',
    weight: 10,
    earned: 1 - Math.min(issues.length, MAX_PROOFREADING_ISSUES) / MAX_PROOFREADING_ISSUES,
    message: issues.length
      ? `${issues.length} spelling or grammar issue${issues.length > 1 ? 's' : ''}: ${list(issues.map((i) => `“${i.excerpt}” in ${describeResumePath(i.path, resume)} (${i.message})`))}.`
      : 'No spelling or grammar issues found.',
  };
}

function knownTerms(resume: Resume): Set<string> {
  const terms = [
    ...(resume.skills ?? []).flatMap((s) => [s.name ?? '', ...(s.keywords ?? [])]),
    ...(resume.projects ?? []).flatMap((p) => [p.name ?? '', ...(p.keywords ?? [])]),
    ...(resume.work ?? []).map((w) => w.name ?? ''),
    ...(resume.education ?? []).map((e) => e.institution ?? ''),
    resume.basics?.name ?? '',
  ];
  return new Set(terms.flatMap((t) => t.toLowerCase().split(/[\s,/()]+/)).filter(Boolean));
}

function looksLikeTerm(word: string, known: Set<string>): boolean {
  return known.has(word.toLowerCase()) || /[\d.#+]|\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(word);
}
