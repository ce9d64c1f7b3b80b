/**
 * Resume export speed: `npx tsx src/tools/resume-builder/bench/run.ts`. Builds a two-page resume (checked), times the
 * first PDF export (reads and embeds the fonts) and then the median of warm runs per template, with
 * DOCX for comparison, and prints the process's peak memory.
 */
import { PDFDocument } from 'pdf-lib';
import { TEMPLATE_IDS, type Resume, type TemplateId } from '../contract';
import { exportResume } from '../engine/export/export-resume';

const RUNS = 15;

function makeTwoPageResume(jobs: number): Resume {
  return {
    basics: { name: 'Jordan Example', label: 'Software Engineer', email: 'jordan@example.com', phone: '+1 555 0100', summary: 'Engineer with ten years of web and data work. '.repeat(4) },
    work: Array.from({ length: jobs }, (_, index) => ({
      name: `Company ${index + 1}`,
      position: 'Software Engineer',
      location: 'Remote',
      startDate: `${2024 - 2 * index}-01`,
      endDate: `${2025 - 2 * index}-12`,
      summary: 'Worked on the platform team serving millions of requests a day.',
      highlights: ['Designed and shipped a billing service in TypeScript and PostgreSQL', 'Cut page load time by 30% by moving rendering to the server', 'Mentored two engineers and led the on-call rotation'],
    })),
    education: [{ institution: 'State University', studyType: 'BSc', area: 'Computer Science', startDate: '2010', endDate: '2014' }],
    skills: [
      { name: 'Languages', keywords: ['TypeScript', 'Python', 'Go', 'SQL'] },
      { name: 'Tools', keywords: ['React', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes'] },
    ],
  };
}

async function pageCount(resume: Resume, template: TemplateId): Promise<number> {
  const file = await exportResume(resume, { template, paper: 'a4', format: 'pdf' });
  return (await PDFDocument.load(file.bytes)).getPageCount();
}

/** The most jobs that still fit on two pages of the template, so every template is timed on two full pages. */
async function fillTwoPages(template: TemplateId): Promise<Resume> {
  let jobs = 1;
  while ((await pageCount(makeTwoPageResume(jobs + 1), template)) <= 2) jobs += 1;
  const resume = makeTwoPageResume(jobs);
  if ((await pageCount(resume, template)) !== 2) throw new Error(`The ${template} bench resume is not two pages.`);
  return resume;
}

async function median(label: string, run: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(5)} ms   (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}, ${RUNS} runs)`);
}

const coldStarted = performance.now();
await exportResume(makeTwoPageResume(4), { template: 'classic', paper: 'a4', format: 'pdf' });
console.log(`${'PDF, first export (reads fonts)'.padEnd(40)} ${(performance.now() - coldStarted).toFixed(0).padStart(12)} ms`);
for (const template of TEMPLATE_IDS) {
  const resume = await fillTwoPages(template);
  await median(`PDF, two pages, ${template} (${resume.work?.length} jobs)`, () => exportResume(resume, { template, paper: 'a4', format: 'pdf' }));
}
const classic = await fillTwoPages('classic');
await median('DOCX, same resume, classic', () => exportResume(classic, { template: 'classic', paper: 'a4', format: 'docx' }));
const pdfSize = (await exportResume(classic, { template: 'classic', paper: 'a4', format: 'pdf' })).bytes.length;
console.log(`PDF size (two pages, subset fonts): ${(pdfSize / 1024).toFixed(0)} KB`);
console.log(`Node ${process.version}, ${process.platform}/${process.arch}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
