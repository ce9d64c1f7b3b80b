/**
 * Import of our own exports: every dev resume is exported as PDF and DOCX in every template and paper
 * size, read back with importResume, and each field is checked in the JSON Resume field it belongs to
 * (work[1].position must hold the second job's position, not merely appear somewhere). Goal ≥ 95%.
 *   npx tsx src/tools/resume-builder/eval/import.ts        (add --show to print every miss)
 */
import { PAPER_SIZES, TEMPLATE_IDS, type Resume } from '../contract';
import { exportResume } from '../engine/export/export-resume';
import { importResume } from '../engine/import/import-resume';
import { loadDevResumes } from './load-dev-resumes';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';

const GOAL = 0.95;
const FORMAT_NAMES: Record<string, string> = { pdf: 'PDF', docx: 'Word (DOCX)', txt: 'plain text' };
const FORMATS = ['pdf', 'docx'] as const;

/** The fields the issue counts, then a few more that show how well items are told apart. */
const COUNTED = ['name', 'email', 'phone', 'employer', 'position', 'start year', 'institution', 'skill keyword'] as const;
type Kind = (typeof COUNTED)[number] | 'end year' | 'degree' | 'area' | 'volunteer organisation' | 'project name' | 'highlight';

type Check = { kind: Kind; path: string; expected: string; actual: string | undefined };

/** Where each expected value should land in the imported resume, with what landed there. */
export function listImportChecks(expected: Resume, imported: Resume): Check[] {
  const checks: Check[] = [];
  const add = (kind: Kind, path: string, want: string | undefined, got: string | undefined) => {
    if (want?.trim()) checks.push({ kind, path, expected: want.trim(), actual: got?.trim() });
  };
  add('name', 'basics.name', expected.basics?.name, imported.basics?.name);
  add('email', 'basics.email', expected.basics?.email, imported.basics?.email);
  add('phone', 'basics.phone', expected.basics?.phone, imported.basics?.phone);
  (expected.work ?? []).forEach((job, index) => {
    const got = imported.work?.[index];
    add('employer', `work[${index}].name`, job.name, got?.name);
    add('position', `work[${index}].position`, job.position, got?.position);
    add('start year', `work[${index}].startDate`, job.startDate?.slice(0, 4), got?.startDate?.slice(0, 4));
    add('end year', `work[${index}].endDate`, job.endDate?.slice(0, 4), got?.endDate?.slice(0, 4));
    (job.highlights ?? []).forEach((highlight, at) => add('highlight', `work[${index}].highlights[${at}]`, highlight, got?.highlights?.[at]));
  });
  (expected.education ?? []).forEach((school, index) => {
    const got = imported.education?.[index];
    add('institution', `education[${index}].institution`, school.institution, got?.institution);
    add('degree', `education[${index}].studyType`, school.studyType, got?.studyType);
    add('area', `education[${index}].area`, school.area, got?.area);
  });
  (expected.skills ?? []).forEach((skill, index) => {
    const got = imported.skills?.[index]?.keywords ?? [];
    for (const keyword of skill.keywords ?? []) add('skill keyword', `skills[${index}].keywords`, keyword, got.includes(keyword) ? keyword : undefined);
  });
  (expected.volunteer ?? []).forEach((item, index) => add('volunteer organisation', `volunteer[${index}].organization`, item.organization, imported.volunteer?.[index]?.organization));
  (expected.projects ?? []).forEach((item, index) => add('project name', `projects[${index}].name`, item.name, imported.projects?.[index]?.name));
  return checks;
}

function sameText(a: string, b: string | undefined): boolean {
  return b !== undefined && a.normalize('NFC').replace(/\s+/g, ' ') === b.normalize('NFC').replace(/\s+/g, ' ');
}

/** Prints per-field figures per format; true when the counted fields reach the goal in both formats. */
export async function evaluate(options: { show?: boolean; figures?: MeasuredFigure[] } = {}): Promise<boolean> {
  const resumes = loadDevResumes();
  console.log(`Import: ${resumes.length} dev resumes × ${TEMPLATE_IDS.length} templates × ${PAPER_SIZES.length} papers, exported then re-imported`);
  let met = true;
  for (const format of FORMATS) {
    const tallies = new Map<Kind, { right: number; total: number }>();
    let files = 0;
    let warnings = 0;
    for (const { file, resume } of resumes) {
      for (const template of TEMPLATE_IDS) {
        for (const paper of PAPER_SIZES) {
          const exported = await exportResume(resume, { template, paper, format });
          const imported = await importResume({ name: exported.name, bytes: exported.bytes });
          files += 1;
          warnings += imported.warnings.length;
          for (const check of listImportChecks(resume, imported.resume)) {
            const tally = tallies.get(check.kind) ?? { right: 0, total: 0 };
            const right = sameText(check.expected, check.actual);
            tally.total += 1;
            tally.right += Number(right);
            tallies.set(check.kind, tally);
            if (!right && options.show) console.log(`  miss ${format} ${template}/${paper} ${file} ${check.path}: want "${check.expected}", got "${check.actual ?? ''}"`);
          }
        }
      }
    }
    const counted = COUNTED.map((kind) => tallies.get(kind) ?? { right: 0, total: 0 });
    const right = counted.reduce((sum, tally) => sum + tally.right, 0);
    const total = counted.reduce((sum, tally) => sum + tally.total, 0);
    const share = right / Math.max(1, total);
    if (share < GOAL) met = false;
    console.log(`  ${format.toUpperCase().padEnd(4)} ${files} files: ${right}/${total} counted fields in the right place = ${(100 * share).toFixed(1)}%  (${(warnings / files).toFixed(1)} warnings a file)`);
    options.figures?.push(
      shareFigure(
        {
          id: `import-fields/${format}`,
          label: `Our own ${FORMAT_NAMES[format] ?? format} exports imported again: counted fields that land in the right JSON Resume field`,
          dataset: `resumes-jsonresume dev resumes (${resumes.length}) × ${TEMPLATE_IDS.length} templates × ${PAPER_SIZES.length} paper sizes`,
          split: 'dev',
          method: 'in-sample: rules fixed while looking at these exports; only our own layouts',
        },
        right,
        total,
      ),
    );
    for (const [kind, tally] of tallies) {
      const note = (COUNTED as readonly string[]).includes(kind) ? '' : '  (extra)';
      console.log(`    ${kind.padEnd(24)} ${String(tally.right).padStart(4)}/${String(tally.total).padEnd(4)} ${((100 * tally.right) / tally.total).toFixed(1).padStart(5)}%${note}`);
    }
  }
  console.log(`  goal ≥ ${GOAL * 100}% of the counted fields in the right place, each format: ${met ? 'met' : 'NOT met'}`);
  return met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await evaluate({ show: process.argv.includes('--show') })) ? 0 : 1;
}
