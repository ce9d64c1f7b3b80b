/**
 * Text compare speed and memory. `npx tsx src/tools/text-compare/bench/run.ts` runs every case in its own Node
 * process (so peak memory belongs to that case alone) and prints a table.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compareTexts } from '../engine/compare-texts';
import { textCompareInputSchema, type Granularity } from '../contract';
import { editText, makeText } from './make-texts';

interface BenchCase {
  name: string;
  size: number;
  editRate: number | null; // null: an unrelated text
  granularity: Granularity;
}

const KB = 1024;
const CASES: BenchCase[] = [
  { name: '10 KB similar (word)', size: 10 * KB, editRate: 0.05, granularity: 'word' },
  { name: '100 KB similar (word)', size: 100 * KB, editRate: 0.05, granularity: 'word' },
  { name: '1 MB similar, 2% edits (word)', size: 1024 * KB, editRate: 0.02, granularity: 'word' },
  { name: '1 MB similar, 10% edits (word)', size: 1024 * KB, editRate: 0.1, granularity: 'word' },
  { name: '1 MB different (word)', size: 1024 * KB, editRate: null, granularity: 'word' },
  { name: '1 MB similar, 2% edits (char)', size: 1024 * KB, editRate: 0.02, granularity: 'char' },
  { name: '1 MB different (char)', size: 1024 * KB, editRate: null, granularity: 'char' },
  { name: '1 MB similar, 2% edits (sentence)', size: 1024 * KB, editRate: 0.02, granularity: 'sentence' },
  { name: '1 MB similar, 2% edits (line)', size: 1024 * KB, editRate: 0.02, granularity: 'line' },
];

function runCase(benchCase: BenchCase): void {
  const original = makeText(benchCase.size, 1);
  const revised = benchCase.editRate === null ? makeText(benchCase.size, 2) : editText(original, 3, benchCase.editRate);
  const input = textCompareInputSchema.parse({ original, revised, granularity: benchCase.granularity });
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const result = compareTexts(input);
  const elapsed = performance.now() - started;
  // maxRSS is the process's peak resident memory in KB: the input texts plus the comparison.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      ms: Math.round(elapsed),
      peakMb: Math.round(peakMb),
      baseMb: Math.round(rssBefore / 1024 / 1024),
      similarity: result.similarity,
      changes: result.stats.changeCount,
      words: result.stats.originalWords,
      exact: result.exact,
    }),
  );
}

function runAll(): void {
  const self = fileURLToPath(import.meta.url);
  console.log('case                                   ms   peak MB (base)   words   changes  similarity  exact');
  for (const [index, benchCase] of CASES.entries()) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', self, String(index)], { encoding: 'utf8' });
    const row = JSON.parse(output.trim().split('\n').pop()!) as Record<string, number | boolean>;
    console.log(
      `${benchCase.name.padEnd(36)} ${String(row.ms).padStart(5)}   ${String(row.peakMb).padStart(4)} (${String(row.baseMb).padStart(3)})   ${String(row.words).padStart(7)}  ${String(row.changes).padStart(7)}  ${String(row.similarity).padStart(9)}%  ${row.exact}`,
    );
  }
}

const caseIndex = process.argv[2];
if (caseIndex === undefined) runAll();
else runCase(CASES[Number(caseIndex)]!);
