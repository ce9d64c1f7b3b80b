/**
 * JFLEG GLEU harness: `npx tsx eval/grammar/run.ts [--limit N] [--by-rule]`.
 * Runs the grammar checker on every source sentence of ../shared/data/gec-jfleg/dev.jsonl and scores
 * `corrected` against the four human references. The data is CC BY-NC-SA: read here for evaluation,
 * never copied into the repository or shipped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grammarCheckerEngine, stopGrammarWorkers } from '../../src/tools/grammar-checker/index';
import { CONFIDENT } from '../../src/tools/grammar-checker/types';
import { findChangedUnits, measureEditPrecision } from './edit-precision';
import { computeGleu, type GleuItem } from './gleu';

interface Record {
  id: string;
  source: string;
  references: string[];
}

const DATA = fileURLToPath(new URL('../../../shared/data/gec-jfleg/dev.jsonl', import.meta.url));

/** JFLEG is tokenised ("word , word ."); our fixes may close a gap before punctuation, so split again. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([.,!?;:)"])(?=\s|$)/g, ' $1')
    .replace(/(^|\s)([("])/g, '$1$2 ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Source token indices (whitespace tokens) that a character span touches. */
function locateSpan(source: string, offset: number, length: number): string[] {
  const units: string[] = [];
  let index = 0;
  for (const match of source.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (length === 0 && offset <= start) return [`g${index}`];
    if (length > 0 && offset < end && start < offset + length) units.push(`t${index}`);
    index++;
  }
  return units.length ? units : [`g${index}`];
}

function parseArgs(argv: string[]): { limit: number; byRule: boolean } {
  const limitAt = argv.indexOf('--limit');
  return { limit: limitAt >= 0 ? Number(argv[limitAt + 1]) : Infinity, byRule: argv.includes('--by-rule') };
}

const pct = (x: number) => (x * 100).toFixed(2);

async function main(): Promise<void> {
  const { limit, byRule } = parseArgs(process.argv.slice(2));
  const records = readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record)
    .slice(0, limit);
  const unchanged: GleuItem[] = [];
  const ours: GleuItem[] = [];
  const ruleStats = new Map<string, { applied: number; shared: number }>();
  let changed = 0;
  let shared = 0;
  let sentencesChanged = 0;
  const started = performance.now();
  for (const record of records) {
    const input = grammarCheckerEngine.inputSchema.parse({ text: record.source, language: 'en' });
    const result = await grammarCheckerEngine.run(input, { responses: 'advanced' });
    const source = tokenize(record.source);
    const hypothesis = tokenize(result.corrected);
    const references = record.references.map(tokenize);
    unchanged.push({ source, hypothesis: source, references });
    ours.push({ source, hypothesis, references });
    const precision = measureEditPrecision(source, hypothesis, references);
    changed += precision.ours;
    shared += precision.shared;
    if (precision.ours > 0) sentencesChanged++;
    if (byRule) {
      const theirs = new Set(references.flatMap((ref) => [...findChangedUnits(source, ref)]));
      for (const issue of result.issues) {
        if ((issue.confidence ?? 0) < CONFIDENT || issue.replacements[0] === undefined) continue;
        const units = locateSpan(record.source, issue.offset, issue.length);
        const entry = ruleStats.get(issue.rule) ?? { applied: 0, shared: 0 };
        entry.applied += 1;
        if (units.some((u) => theirs.has(u) || theirs.has(`${u[0] === 't' ? 'g' : 't'}${u.slice(1)}`))) entry.shared += 1;
        ruleStats.set(issue.rule, entry);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const base = computeGleu(unchanged);
  const mine = computeGleu(ours);
  console.log(`JFLEG dev: ${records.length} sentences, checked in ${seconds.toFixed(1)} s (includes loading harper)\n`);
  console.log('| system                              | GLEU  |');
  console.log('|-------------------------------------|-------|');
  console.log(`| unchanged source (no edits)         | ${pct(base.mean)} |`);
  console.log(`| Scribewell grammar-checker          | ${pct(mine.mean)} |`);
  console.log(`\nGLEU difference: ${(100 * (mine.mean - base.mean)).toFixed(2)} points (std over reference draws ±${pct(mine.std)}).`);
  console.log(`Edit precision: ${pct(shared / Math.max(1, changed))}% of ${changed} changed token positions are also changed by some reference; ${sentencesChanged} of ${records.length} sentences edited.`);
  console.log('Published anchors on the JFLEG *test* set: no edits 40.5, hybrid rule-based + SMT 46.0, human 62.4.');
  if (byRule) {
    console.log('\n| rule | applied | shared with a reference | precision |\n|---|---|---|---|');
    for (const [rule, s] of [...ruleStats].sort((a, b) => b[1].applied - a[1].applied)) {
      console.log(`| ${rule} | ${s.applied} | ${s.shared} | ${pct(s.shared / s.applied)}% |`);
    }
  }
}

await main().finally(() => stopGrammarWorkers());
