/**
 * Job match on real ads (real-job-ads/README.md: five of PostHog's careers pages, MIT): of the keywords
 * the match lists (matched and missing), how many are the job's requirements as a careful reader
 * labelled them (gold.json), and how many of those requirements it lists at all. A listed keyword
 * outside the gold list is noise a job seeker is told to add ("religion", "REST" from "the rest of
 * the team"). Dev set: the rules were changed while looking at these ads.
 *   npx tsx src/tools/resume-builder/eval/real-job-ads.ts [--show]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { matchJob } from '../engine/match/match-job';
import { termKey } from '../engine/match/term-key';
import { type MeasuredFigure, shareFigure } from '../../../../eval/lib/write-figures';

const FOLDER = new URL('./real-job-ads/', import.meta.url);
const DATASET = 'src/tools/resume-builder/eval/real-job-ads (5 PostHog careers pages, MIT)';
/** Goals for this set: at most one listed keyword in ten is noise, and four requirements in five are listed. */
const MAX_NOISE = 0.1;
const MIN_RECALL = 0.8;

export function evaluate(options: { show?: boolean; figures?: MeasuredFigure[] } = {}): Promise<boolean> {
  const gold = JSON.parse(readFileSync(new URL('gold.json', FOLDER), 'utf8')) as Record<string, string[][]>;
  let listed = 0;
  let noise = 0;
  let requirements = 0;
  let found = 0;
  for (const [file, terms] of Object.entries(gold)) {
    const ad = readFileSync(new URL(file, FOLDER), 'utf8');
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
  console.log(`  REAL ADS: keywords listed that are not requirements ${noise}/${listed}; requirements found ${found}/${requirements}`);
  options.figures?.push(
    shareFigure({ id: 'real-ads-noise', label: "Real job ads: keywords the match lists that are not the job's requirements (lower is better)", dataset: DATASET, split: 'dev' }, noise, listed),
    shareFigure({ id: 'real-ads-recall', label: "Real job ads: the job's requirements the match lists (matched or missing)", dataset: DATASET, split: 'dev' }, found, requirements),
  );
  return Promise.resolve(noise <= MAX_NOISE * listed && found >= MIN_RECALL * requirements);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await evaluate({ show: process.argv.includes('--show') });
