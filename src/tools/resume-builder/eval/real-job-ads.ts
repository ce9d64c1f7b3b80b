/**
 * Job match on real ads (real-job-ads/README.md: five of PostHog's careers pages, MIT): of the keywords
 * the match lists (matched and missing), how many are the job's requirements as a careful reader
 * labelled them (gold.json), and how many of those requirements it lists at all. A listed keyword
 * outside the gold list is noise a job seeker is told to add ("religion", "REST" from "the rest of
 * the team"). Dev set: the rules were changed while looking at these ads.
 *   npx tsx src/tools/resume-builder/eval/real-job-ads.ts [--show] [--set dev|independent]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { matchJob } from '../engine/match/match-job';
import { termKey } from '../engine/match/term-key';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';

/** The dev set (PostHog, looked at while the rules changed) and an independent one (GitLab and Fleet, labelled before the first run). */
const SETS = {
  dev: {
    folder: new URL('./real-job-ads/', import.meta.url),
    dataset: 'src/tools/resume-builder/eval/real-job-ads (5 PostHog careers pages, MIT)',
    idPrefix: 'real-ads',
    label: 'Real job ads',
  },
  independent: {
    folder: new URL('./real-job-ads-independent/', import.meta.url),
    dataset: 'src/tools/resume-builder/eval/real-job-ads-independent (3 GitLab job family pages, CC BY-SA 4.0; 2 Fleet ads, MIT)',
    idPrefix: 'real-ads-independent',
    label: 'Real job ads of two other companies',
  },
} as const;
type SetName = keyof typeof SETS;
/** Goals for this set: at most one listed keyword in ten is noise, and four requirements in five are listed. */
const MAX_NOISE = 0.1;
const MIN_RECALL = 0.8;

/** Both sets (run.ts), or one. */
export async function evaluate(options: { show?: boolean; figures?: MeasuredFigure[]; set?: SetName } = {}): Promise<boolean> {
  if (options.set) return evaluateSet(options.set, options);
  const dev = await evaluateSet('dev', options);
  const independent = await evaluateSet('independent', options);
  return dev && independent;
}

function evaluateSet(name: SetName, options: { show?: boolean; figures?: MeasuredFigure[] }): Promise<boolean> {
  const set = SETS[name];
  const gold = JSON.parse(readFileSync(new URL('gold.json', set.folder), 'utf8')) as Record<string, string[][]>;
  let listed = 0;
  let noise = 0;
  let requirements = 0;
  let found = 0;
  for (const [file, terms] of Object.entries(gold)) {
    const ad = readFileSync(new URL(file, set.folder), 'utf8');
    // An empty resume: every keyword the ad yields is listed as missing.
    const match = matchJob({}, ad);
    const keywords = [...match.matched, ...match.missing];
    const goldKeys = terms.map((spellings) => spellings.map(termKey));
    const isRequirement = (keyword: string) => goldKeys.some((keys) => keys.includes(termKey(keyword)));
    const wrong = keywords.filter((keyword) => !isRequirement(keyword));
    const hit = goldKeys.filter((keys) => keywords.some((keyword) => keys.includes(termKey(keyword))));
    listed += keywords.length;
    noise += wrong.length;
    requirements += goldKeys.length;
    found += hit.length;
    console.log(`  ${file.padEnd(42)} listed ${keywords.length}, noise ${wrong.length}, requirements found ${hit.length}/${goldKeys.length}`);
    if (options.show) console.log(`    noise: ${wrong.join(' | ') || '—'}\n    not found: ${terms.filter((_, i) => !hit.includes(goldKeys[i]!)).map((t) => t[0]).join(' | ') || '—'}`);
  }
  console.log(`  ${set.label.toUpperCase()}: keywords listed that are not requirements ${noise}/${listed}; requirements found ${found}/${requirements}`);
  options.figures?.push(
    shareFigure({ id: `${set.idPrefix}-noise`, label: `${set.label}: keywords the match lists that are not the job's requirements (lower is better)`, dataset: set.dataset, split: 'dev' }, noise, listed),
    shareFigure({ id: `${set.idPrefix}-recall`, label: `${set.label}: the job's requirements the match lists (matched or missing)`, dataset: set.dataset, split: 'dev' }, found, requirements),
  );
  return Promise.resolve(noise <= MAX_NOISE * listed && found >= MIN_RECALL * requirements);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const setArgument = process.argv[process.argv.indexOf('--set') + 1];
  const set: SetName | undefined = process.argv.includes('--set') ? (setArgument === 'independent' ? 'independent' : 'dev') : undefined;
  await evaluate({ show: process.argv.includes('--show'), set });
}
