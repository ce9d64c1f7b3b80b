/**
 * Round trip of the exports: for every dev resume × template × paper, the text an independent extractor
 * reads back (unpdf/pdf.js for PDF, mammoth for DOCX, the file itself for plain text) must hold the name,
 * e-mail, phone, every employer, position, start year, institution and skill keyword, in section order, each printed
 * section heading between them.
 *   npx tsx src/tools/resume-builder/eval/round-trip.ts        (add --show to print every miss)
 */
import { PAPER_SIZES, TEMPLATE_IDS, type Resume } from '../contract';
import { exportResume } from '../engine/export/export-resume';
import { layoutResume, SECTION_HEADINGS } from '../engine/export/layout-resume';
import { RESUME_TEMPLATES } from '../engine/export/resume-templates';
import { extractDocxText, extractPdfText } from './extract-exported-text';
import { loadDevResumes } from './load-dev-resumes';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';
import escapeStringRegexp from 'escape-string-regexp';

export interface ExpectedField {
  kind: 'name' | 'email' | 'phone' | 'heading' | 'employer' | 'position' | 'start year' | 'institution' | 'skill keyword';
  value: string;
}

/**
 * The fields that must survive, in the order a reader meets them, with each printed section's heading
 * before its fields: a skill keyword dropped from Skills but said again under Projects is then caught,
 * as the Projects heading would have to come after it.
 */
export function listRoundTripFields(resume: Resume, options: { datesBesideTitle?: boolean } = {}): ExpectedField[] {
  const bySection = new Map<string, ExpectedField[]>();
  const add = (heading: string, kind: ExpectedField['kind'], value: string | undefined): void => {
    if (value?.trim()) bySection.set(heading, [...(bySection.get(heading) ?? []), { kind, value: value.trim() }]);
  };
  add('', 'name', resume.basics?.name);
  add('', 'email', resume.basics?.email);
  add('', 'phone', resume.basics?.phone);
  for (const job of resume.work ?? []) {
    add(SECTION_HEADINGS.work, 'employer', job.name);
    // A template that sets dates on the title line prints them before the position.
    if (options.datesBesideTitle) add(SECTION_HEADINGS.work, 'start year', job.startDate?.slice(0, 4));
    add(SECTION_HEADINGS.work, 'position', job.position);
    if (!options.datesBesideTitle) add(SECTION_HEADINGS.work, 'start year', job.startDate?.slice(0, 4));
  }
  for (const school of resume.education ?? []) add(SECTION_HEADINGS.education, 'institution', school.institution);
  for (const skill of resume.skills ?? []) for (const keyword of skill.keywords ?? []) add(SECTION_HEADINGS.skills, 'skill keyword', keyword);
  const headings = layoutResume(resume).flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
  return [...(bySection.get('') ?? []), ...headings.flatMap((heading) => [{ kind: 'heading' as const, value: heading }, ...(bySection.get(heading) ?? [])])];
}

function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ');
}

export interface FieldCheck {
  field: ExpectedField;
  found: boolean;
  inOrder: boolean;
}

/** Each field found anywhere, and found after the previous one (reading on from where that one was). Headings may be in capitals. */
export function checkFieldsInText(fields: ExpectedField[], text: string): FieldCheck[] {
  const haystack = normalize(text);
  let cursor = 0;
  return fields.map((field) => {
    const pattern = new RegExp(escapeStringRegexp(normalize(field.value)), field.kind === 'heading' ? 'gi' : 'g');
    const found = pattern.test(haystack);
    pattern.lastIndex = cursor;
    const match = pattern.exec(haystack);
    if (match) cursor = match.index + match[0].length;
    return { field, found, inOrder: Boolean(match) };
  });
}

const FORMAT_NAMES: Record<string, string> = { pdf: 'PDF', docx: 'Word (DOCX)', txt: 'plain text' };
const FORMATS = [
  { format: 'pdf', read: extractPdfText },
  { format: 'docx', read: extractDocxText },
  { format: 'txt', read: async (bytes: Uint8Array) => new TextDecoder().decode(bytes) },
] as const;

/** Prints the figures per format and field kind; true when every field of every export is found in order. */
export async function evaluate(options: { show?: boolean; figures?: MeasuredFigure[] } = {}): Promise<boolean> {
  const resumes = loadDevResumes();
  let allPassed = true;
  console.log(`Round trip: ${resumes.length} dev resumes × ${TEMPLATE_IDS.length} templates × ${PAPER_SIZES.length} papers`);
  for (const { format, read } of FORMATS) {
    const byKind = new Map<string, { total: number; found: number; inOrder: number }>();
    let files = 0;
    for (const { file, resume } of resumes) {
      for (const template of TEMPLATE_IDS) {
        const fields = listRoundTripFields(resume, { datesBesideTitle: RESUME_TEMPLATES[template].datesBesideTitle });
        for (const paper of PAPER_SIZES) {
          const exported = await exportResume(resume, { template, paper, format });
          const checks = checkFieldsInText(fields, await read(exported.bytes));
          files += 1;
          for (const check of checks) {
            const tally = byKind.get(check.field.kind) ?? { total: 0, found: 0, inOrder: 0 };
            tally.total += 1;
            tally.found += Number(check.found);
            tally.inOrder += Number(check.inOrder);
            byKind.set(check.field.kind, tally);
            if (!check.inOrder && options.show) console.log(`  miss ${format} ${template}/${paper} ${file}: ${check.field.kind} "${check.field.value}"${check.found ? ' (out of order)' : ''}`);
          }
        }
      }
    }
    let total = 0;
    let inOrder = 0;
    const parts = [...byKind].map(([kind, tally]) => {
      total += tally.total;
      inOrder += tally.inOrder;
      return `${kind} ${tally.inOrder}/${tally.total}`;
    });
    if (inOrder < total) allPassed = false;
    console.log(`  ${format.toUpperCase().padEnd(4)} ${files} files: ${inOrder}/${total} fields found in order = ${((100 * inOrder) / Math.max(1, total)).toFixed(1)}%  (${parts.join(', ')})`);
    options.figures?.push(
      shareFigure(
        {
          id: `round-trip/${format}`,
          label: `Our ${FORMAT_NAMES[format] ?? format} exports read back by an independent extractor: names, contacts, headings, employers, positions, start years, schools and skills found, in order (${files} resume × template files)`,
          dataset: `resumes-jsonresume dev resumes (${resumes.length}) × ${TEMPLATE_IDS.length} templates × ${PAPER_SIZES.length} paper sizes`,
          split: 'dev',
        },
        inOrder,
        total,
      ),
    );
  }
  console.log(`  goal 100% in order: ${allPassed ? 'met' : 'NOT met'}`);
  return allPassed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await evaluate({ show: process.argv.includes('--show') })) ? 0 : 1;
}
