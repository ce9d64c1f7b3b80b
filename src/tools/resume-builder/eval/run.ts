/**
 * Resume builder figures on the dev resumes: `npx tsx src/tools/resume-builder/eval/run.ts` (add --show for every miss).
 * Runs each part that exists: round trip of the exports (round-trip.ts), re-import of our own PDF and
 * DOCX (import.ts), import of real resumes from public templates (real-import.ts), schema fixtures (schema-tests.ts), job matching (job-match.ts) and job matching on real ads (real-job-ads.ts). A part exports
 * `evaluate({ show }): Promise<boolean>` (true when its goal is met), or prints when imported.
 */
import { existsSync } from 'node:fs';
import { type MeasuredFigure, writeFigures } from '../../../../eval/lib/write-figures';

const PARTS = ['round-trip', 'import', 'real-import', 'schema-tests', 'job-match', 'real-job-ads'] as const;

interface EvalPart {
  evaluate?: (options: { show?: boolean; figures?: MeasuredFigure[] }) => Promise<boolean>;
}

const show = process.argv.includes('--show');
const failed: string[] = [];
const figures: MeasuredFigure[] = [];
for (const part of PARTS) {
  const url = new URL(`./${part}.ts`, import.meta.url);
  if (!existsSync(url)) {
    console.log(`(${part}: not written yet)\n`);
    continue;
  }
  const module = (await import(url.href)) as EvalPart;
  if (module.evaluate && !(await module.evaluate({ show, figures }))) failed.push(part);
  console.log('');
}
console.log(failed.length ? `Goals not met: ${failed.join(', ')}` : 'Every goal met.');
if (figures.length) writeFigures({ harness: 'src/tools/resume-builder/eval', tool: 'resume-builder', command: 'npx tsx src/tools/resume-builder/eval/run.ts', figures });
process.exitCode = failed.length ? 1 : 0;
