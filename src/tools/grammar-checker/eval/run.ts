/**
 * JFLEG GLEU harness: `npx tsx src/tools/grammar-checker/eval/run.ts [--limit N] [--by-rule]`.
 * Runs the grammar checker on every source sentence of ../shared/data/gec-jfleg/dev.jsonl and scores
 * `corrected` against the four human references. The data is CC BY-NC-SA: read here for evaluation,
 * never copied into the repository or shipped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { CONFIDENT } from '../contract';
import { findChangedUnits, measureEditPrecision, measureExactEdits } from './edit-precision';
import { computeGleu, type GleuItem } from './gleu';
import { correctWithHarperAlone } from './harper-alone';
import { type MeasuredFigure, shareFigure, writeFigures } from '../../../../eval/lib/write-figures';

interface Record {
  id: string;
  source: string;
  references: string[];
}

const DATA = fileURLToPath(new URL('../../../../../shared/data/gec-jfleg/dev.jsonl', import.meta.url));

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

function parseArgs(argv: string[]): { limit: number; byRule: boolean; show?: string } {
  const limitAt = argv.indexOf('--limit');
  const showAt = argv.indexOf('--show');
  return {
    limit: limitAt >= 0 ? Number(argv[limitAt + 1]) : Infinity,
    byRule: argv.includes('--by-rule') || showAt >= 0,
    show: showAt >= 0 ? argv[showAt + 1] : undefined,
  };
}

const pct = (x: number) => (x * 100).toFixed(2);

async function main(): Promise<void> {
  const { limit, byRule, show } = parseArgs(process.argv.slice(2));
  const records = readFileSync(DATA, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record)
    .slice(0, limit);
  const unchanged: GleuItem[] = [];
  const ours: GleuItem[] = [];
  const harperAlone: GleuItem[] = [];
  let harperChanged = 0;
  let harperShared = 0;
  let harperHunks = 0;
  let harperHunksMatched = 0;
  // Per rule: fixes applied (confident) and fixes only shown, each with how many a reference shares.
  const ruleStats = new Map<string, { applied: number; shared: number; exact: number; shown: number; shownShared: number }>();
  let changed = 0;
  let shared = 0;
  let sentencesChanged = 0;
  let hunks = 0;
  let hunksMatched = 0;
  const started = performance.now();
  for (const record of records) {
    const input = grammarCheckerEngine.inputSchema.parse({ text: record.source, language: 'en' });
    const result = await grammarCheckerEngine.run(input, { responses: 'advanced' });
    const source = tokenize(record.source);
    const hypothesis = tokenize(result.corrected);
    const references = record.references.map(tokenize);
    unchanged.push({ source, hypothesis: source, references });
    ours.push({ source, hypothesis, references });
    const baseline = tokenize(await correctWithHarperAlone(record.source));
    harperAlone.push({ source, hypothesis: baseline, references });
    const baselinePrecision = measureEditPrecision(source, baseline, references);
    harperChanged += baselinePrecision.ours;
    harperShared += baselinePrecision.shared;
    const baselineExact = measureExactEdits(source, baseline, references);
    harperHunks += baselineExact.ours;
    harperHunksMatched += baselineExact.matched;
    const precision = measureEditPrecision(source, hypothesis, references);
    changed += precision.ours;
    shared += precision.shared;
    if (precision.ours > 0) sentencesChanged++;
    const exact = measureExactEdits(source, hypothesis, references);
    hunks += exact.ours;
    hunksMatched += exact.matched;
    if (byRule) {
      const theirs = new Set(references.flatMap((ref) => [...findChangedUnits(source, ref)]));
      for (const issue of result.issues) {
        if (issue.replacements[0] === undefined) continue;
        const confident = (issue.confidence ?? 0) >= CONFIDENT;
        const units = locateSpan(record.source, issue.offset, issue.length);
        const isShared = units.some((u) => theirs.has(u) || theirs.has(`${u[0] === 't' ? 'g' : 't'}${u.slice(1)}`));
        const entry = ruleStats.get(issue.rule) ?? { applied: 0, shared: 0, exact: 0, shown: 0, shownShared: 0 };
        // "Exact": the words we put in also appear in some reference (a stricter check than "shared").
        const inserted = tokenize(issue.replacements[0]).map((t) => t.toLowerCase());
        const isExact = isShared && references.some((ref) => inserted.every((t) => ref.some((r) => r.toLowerCase() === t)));
        if (confident) {
          entry.applied += 1;
          if (isShared) entry.shared += 1;
          if (isExact) entry.exact += 1;
        } else {
          entry.shown += 1;
          if (isShared) entry.shownShared += 1;
        }
        ruleStats.set(issue.rule, entry);
        if (show === issue.rule) {
          const found = record.source.slice(issue.offset, issue.offset + issue.length);
          console.log(`${isShared ? 'OK ' : 'BAD'} ${confident ? 'applied' : 'shown'} '${found}' → '${issue.replacements[0]}' in: ${record.source}\n    ref: ${record.references[0]}`);
        }
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const base = computeGleu(unchanged);
  const mine = computeGleu(ours);
  const library = computeGleu(harperAlone);
  console.log(`JFLEG dev: ${records.length} sentences, checked in ${seconds.toFixed(1)} s (includes loading harper)\n`);
  console.log('| system                              | GLEU  |');
  console.log('|-------------------------------------|-------|');
  console.log(`| unchanged source (no edits)         | ${pct(base.mean)} |`);
  console.log(`| harper.js alone (all first fixes)   | ${pct(library.mean)} |`);
  console.log(`| Scribewell grammar-checker          | ${pct(mine.mean)} |`);
  console.log(`\nGLEU difference: ${(100 * (mine.mean - base.mean)).toFixed(2)} points (std over reference draws ±${pct(mine.std)}).`);
  console.log(`Edit precision: ${pct(shared / Math.max(1, changed))}% of ${changed} changed token positions are also changed by some reference; ${sentencesChanged} of ${records.length} sentences edited.`);
  console.log(
    `harper.js alone: ${pct(harperShared / Math.max(1, harperChanged))}% of ${harperChanged} changed token positions shared with a reference; exact ${pct(harperHunksMatched / Math.max(1, harperHunks))}% of ${harperHunks} edits.`,
  );
  console.log(`Exact edit precision: ${pct(hunksMatched / Math.max(1, hunks))}% of our ${hunks} edits (source span → new words) are made identically by some reference.`);
  console.log('Published anchors on the JFLEG *test* set: no edits 40.5, hybrid rule-based + SMT 46.0, human 62.4.');
  if (Number.isFinite(limit)) console.log('figures.json not written: --limit.');
  else {
    const jfleg = { dataset: 'gec-jfleg/dev.jsonl (4 human references a sentence)', split: 'dev' } as const;
    const gleu = (id: string, label: string, value: number): MeasuredFigure => ({ id, label, value: 100 * value, unit: 'gleu', decimals: 2, n: records.length, ...jfleg });
    writeFigures({
      harness: 'src/tools/grammar-checker/eval',
      tool: 'grammar-checker',
      command: 'npx tsx src/tools/grammar-checker/eval/run.ts',
      figures: [
        gleu('jfleg-gleu', "GLEU of the checker's corrected text (English)", mine.mean),
        gleu('jfleg-gleu-harper-alone', 'GLEU of harper.js alone (every first suggestion applied)', library.mean),
        gleu('jfleg-gleu-unchanged', 'GLEU of the unchanged text (no edits)', base.mean),
        shareFigure({ id: 'jfleg-edit-precision', label: 'Token positions the checker changes that a human reference also changes', ...jfleg }, shared, changed),
      ],
    });
  }
  if (byRule) {
    console.log('\nprecision = a reference changes the same tokens; exact = and uses the words we put in.');
    console.log('\n| rule | applied | precision | exact | shown, not applied | would-be precision |\n|---|---|---|---|---|---|');
    for (const [rule, s] of [...ruleStats].sort((a, b) => b[1].applied + b[1].shown - a[1].applied - a[1].shown)) {
      const rate = (shared: number, total: number) => (total ? `${pct(shared / total)}%` : '–');
      console.log(`| ${rule} | ${s.applied} | ${rate(s.shared, s.applied)} | ${rate(s.exact, s.applied)} | ${s.shown} | ${rate(s.shownShared, s.shown)} |`);
    }
  }
}

await main().finally(() => stopGrammarWorkers());
