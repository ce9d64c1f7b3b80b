/**
 * Job match on jobs/jobs_dev.jsonl × the dev resumes: of the job's listed skills (names and keywords)
 * that a resume states word for word, how many does matchJob report as matched (goal ≥ 95%)? And the
 * other way round, how many "matched" keywords the resume does not state at all (invented matches).
 * Run alone: `npx tsx src/tools/resume-builder/eval/job-match.ts`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { matchJob } from '../engine/match/match-job';
import { SKILL_ALIASES } from '../engine/match/skills-lexicon';
import { loadDevResumes } from './load-dev-resumes';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';
import escapeStringRegexp from 'escape-string-regexp';

const JOBS_FILE = new URL('../../../../../shared/data/resumes-jsonresume/jobs/jobs_dev.jsonl', import.meta.url);
const GOAL = 0.95;

interface Job {
  id: number;
  title: string;
  company: string;
  description: string;
  skills: { name: string; keywords?: string[] }[];
}

/** The ad as a recruiter writes it: the role, the (trimmed) description, then the requirements list. */
export function writeJobAd(job: Job): string {
  const requirements = job.skills.map((s) => `- ${s.name}${s.keywords?.length ? ` (${s.keywords.join(', ')})` : ''}`);
  return `${job.title} at ${job.company}\n\n${job.description}\n\nRequirements:\n${requirements.join('\n')}`;
}

/** Independent of the matcher: the term, case aside, with no letter, digit, # or + glued to either side. */
function states(text: string, term: string): boolean {
  const escaped = escapeStringRegexp(term.toLowerCase());
  return new RegExp(`(?<![\\p{L}\\p{N}#+])${escaped}(?![\\p{L}\\p{N}#+])`, 'u').test(text);
}

function visibleText(value: unknown): string {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? '' : value;
  if (Array.isArray(value)) return value.map(visibleText).join(' \n ');
  if (value && typeof value === 'object') return Object.values(value).map(visibleText).join(' \n ');
  return '';
}

const groupOf = new Map<string, number>();
SKILL_ALIASES.forEach((aliases, group) => aliases.forEach((alias) => groupOf.set(alias.toLowerCase(), group)));
const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase() || (groupOf.has(a.toLowerCase()) && groupOf.get(a.toLowerCase()) === groupOf.get(b.toLowerCase()));

export function evaluate({ show = false, figures }: { show?: boolean; figures?: MeasuredFigure[] } = {}): Promise<boolean> {
  const jobs = readFileSync(JOBS_FILE, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Job);
  const resumes = loadDevResumes();
  let stated = 0;
  let found = 0;
  let matchedTotal = 0;
  let invented = 0;
  const misses: string[] = [];
  for (const job of jobs) {
    const terms = [...new Set(job.skills.flatMap((s) => [s.name, ...(s.keywords ?? [])]).map((t) => t.trim()).filter(Boolean))];
    for (const { file, resume } of resumes) {
      const text = visibleText(resume).toLowerCase();
      const match = matchJob(resume, writeJobAd(job));
      for (const term of terms.filter((t) => states(text, t))) {
        stated += 1;
        if (match.matched.some((m) => sameSkill(m, term))) found += 1;
        else misses.push(`job ${job.id} × ${file}: "${term}"`);
      }
      matchedTotal += match.matched.length;
      for (const keyword of match.matched) {
        const aliases = SKILL_ALIASES.find((group) => group.some((a) => a.toLowerCase() === keyword.toLowerCase())) ?? [keyword];
        if (!aliases.some((a) => states(text, a)) && !keyword.includes(' ')) invented += 1;
      }
    }
  }
  const recall = stated ? found / stated : 1;
  console.log(`Job match (${jobs.length} dev jobs × ${resumes.length} dev resumes)`);
  console.log(`  stated job skills found as matched: ${found}/${stated} = ${(100 * recall).toFixed(1)}% (goal ≥ ${100 * GOAL}%)`);
  console.log(`  matched single-word keywords not stated in the resume: ${invented}/${matchedTotal}`);
  for (const miss of show ? misses : misses.slice(0, 8)) console.log(`  ✗ ${miss}`);
  figures?.push(
    shareFigure(
      { id: 'job-skills-matched', label: "A job ad's skills that the resume states, found as matched", dataset: `resumes-jsonresume/jobs/jobs_dev.jsonl (${jobs.length} jobs) × dev resumes (${resumes.length})`, split: 'dev' },
      found,
      stated,
    ),
  );
  return Promise.resolve(recall >= GOAL);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await evaluate({ show: process.argv.includes('--show') });
