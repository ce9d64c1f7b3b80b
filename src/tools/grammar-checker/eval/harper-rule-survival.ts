/**
 * Which harper rules reach our output: `npx tsx src/tools/grammar-checker/eval/harper-rule-survival.ts [--ai N]`.
 * For each English dev text (JFLEG dev sources, english-rules.jsonl, the plagiarism answers and
 * sources, MRPC pairs, N human and AI texts of the AI-detection set), counts each
 * harper rule's lints and how many of them are still in the engine's result. A rule whose lints
 * never survive is only a candidate for switching off in harper: the merge drops harper lints by
 * overlap and context, never by rule, so a rule that loses on these texts can still win on others
 * (decision 32). Reads ../shared/data at run time; nothing from it is stored here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grammarCheckerEngine, stopGrammarWorkers } from '../index';
import { guardText } from '../engine/input-guard';
import { lintWithHarper } from '../engine/workers/engine-workers';

const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}

function loadTexts(aiTexts: number): string[] {
  const texts = [
    ...readJsonl<{ source: string }>(`${DATA}gec-jfleg/dev.jsonl`).map((r) => r.source),
    ...readJsonl<{ text: string }>(fileURLToPath(new URL('english-rules.jsonl', import.meta.url))).map((r) => r.text),
    ...readJsonl<{ answer: string }>(`${DATA}plagiarism-short-answers/dev.jsonl`).map((r) => r.answer),
    ...readJsonl<{ text: string }>(`${DATA}plagiarism-short-answers/sources.jsonl`).map((r) => r.text),
    ...readJsonl<{ sentence1: string; sentence2: string }>(`${DATA}paraphrase-mrpc-sample/dev.jsonl`).map((r) => `${r.sentence1} ${r.sentence2}`),
  ];
  // Spread over the whole file, so human and machine texts of every source are both drawn.
  const english = readJsonl<{ text: string; lang: string }>(`${DATA}ai-text-detection/dev.jsonl`).filter((r) => r.lang === 'en');
  const step = Math.max(1, Math.floor(english.length / aiTexts));
  for (let i = 0; i < english.length && i / step < aiTexts; i += step) texts.push(english[i]?.text ?? '');
  return texts.filter((text) => text.trim().length > 0);
}

async function main(): Promise<void> {
  const aiAt = process.argv.indexOf('--ai');
  const texts = loadTexts(aiAt >= 0 ? Number(process.argv[aiAt + 1]) : 400);
  const linted = new Map<string, number>();
  const kept = new Map<string, number>();
  const count = (map: Map<string, number>, rule: string) => map.set(rule, (map.get(rule) ?? 0) + 1);
  let checked = 0;
  for (const text of texts) {
    let checkable: string;
    try {
      checkable = guardText(text);
    } catch {
      continue; // refused input: nothing reaches harper
    }
    const result = await grammarCheckerEngine.run(grammarCheckerEngine.inputSchema.parse({ text, language: 'en' }), { responses: 'advanced' });
    checked += 1;
    // Short texts are one chunk, so this is the call the engine made (answered from harper's own cache).
    for (const lint of await lintWithHarper(checkable, 'us')) count(linted, lint.rule);
    for (const issue of result.issues) if (issue.rule.startsWith('harper/')) count(kept, issue.rule.slice('harper/'.length));
  }
  const rows = [...linted].map(([rule, lints]) => ({ rule, lints, kept: kept.get(rule) ?? 0 })).sort((a, b) => a.kept - b.kept || b.lints - a.lints);
  console.log(`${checked} texts; ${rows.length} harper rules fired; ${rows.filter((r) => r.kept === 0).length} never reached the output.\n`);
  console.log('| harper rule | lints | in our output |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.rule} | ${row.lints} | ${row.kept} |`);
}

await main().finally(() => stopGrammarWorkers());
