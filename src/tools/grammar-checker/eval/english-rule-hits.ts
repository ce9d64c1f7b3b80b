/**
 * Where our English rules fire on human-written text: `npx tsx src/tools/grammar-checker/eval/english-rule-hits.ts [--human N]`.
 * Reads MRPC sentences, the plagiarism set's short answers, Tatoeba's and the language-identification
 * set's English sentences, and N human texts of the AI-detection set
 * (../shared/data, dev splits; default 1500) and prints every confident fix of our own rules with
 * its context, then a count per rule. Much of that text is edited prose, but the student essays
 * in it have real errors: each hit is read by hand, and a wrong one becomes a guard and a test.
 */
import { readFileSync } from 'node:fs';
import { CONFIDENT } from '../contract';
import { checkOwnGrammar } from '../engine/check-english';
import { tokenizeWords } from '../engine/text/tokenize';

const DATA = new URL('../../../../../shared/data/', import.meta.url);

interface Row {
  sentence1?: string;
  sentence2?: string;
  answer?: string;
  text?: string;
  label?: string;
  lang?: string;
  src?: string;
  src_lang?: string;
}

function readRows(file: string): Row[] {
  return readFileSync(new URL(file, DATA), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);
}

function collectTexts(humanLimit: number): string[] {
  const texts: string[] = [];
  for (const row of readRows('paraphrase-mrpc-sample/dev.jsonl')) texts.push(row.sentence1 ?? '', row.sentence2 ?? '');
  for (const row of readRows('plagiarism-short-answers/dev.jsonl')) texts.push(row.answer ?? '');
  // Tatoeba's English sentences and the English texts of the language-identification set: native, edited.
  for (const row of readRows('translation-tatoeba/dev.jsonl')) if (row.src_lang === 'eng') texts.push(row.src ?? '');
  for (const row of readRows('language-identification/dev.jsonl')) if (row.lang === 'eng') texts.push(row.text ?? '');
  const human = readRows('ai-text-detection/dev.jsonl').filter((row) => row.label === 'human' && (row.lang ?? 'en') === 'en');
  for (const row of human.slice(0, humanLimit)) texts.push(row.text ?? '');
  return [...new Set(texts.filter(Boolean))];
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--human');
  const texts = collectTexts(at >= 0 ? Number(args[at + 1]) : 1500);
  const counts = new Map<string, number>();
  let words = 0;
  for (const text of texts) {
    const tokens = tokenizeWords(text);
    words += tokens.length;
    for (const issue of checkOwnGrammar(text, tokens)) {
      if (issue.confidence < CONFIDENT) continue;
      counts.set(issue.rule, (counts.get(issue.rule) ?? 0) + 1);
      const before = text.slice(Math.max(0, issue.offset - 60), issue.offset);
      const after = text.slice(issue.offset + issue.length, issue.offset + issue.length + 40);
      const flagged = text.slice(issue.offset, issue.offset + issue.length);
      console.log(`${issue.rule}: …${before}[[${flagged} → ${issue.replacements[0]}]]${after}…`.replace(/\s+/g, ' '));
    }
  }
  console.log(`\n${texts.length} texts, ${words} words`);
  for (const [rule, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(5)}  ${rule}`);
}

main();
