/**
 * The engine's whole answer (basic and advanced: language, confidence, reliable, alternatives, every
 * library's votes, paragraphs) on every dev text, whole and cut to its first 20 and 60 characters,
 * one JSON line each. With a second file, compares the two and prints the first differences.
 * Run: npx tsx src/tools/detect-language/eval/dump-answers.ts /tmp/answers-after.jsonl [/tmp/answers-before.jsonl]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { detectLanguageEngine } from '../engine/detect-language-engine';
import { readDevData } from '../../../../datasets/language/read-dev-data';

const [output, reference] = process.argv.slice(2);
if (!output) throw new Error('usage: dump-answers.ts <output.jsonl> [reference.jsonl]');

async function answer(text: string, responses: 'basic' | 'advanced'): Promise<unknown> {
  try {
    return await detectLanguageEngine.run({ text }, { responses });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const texts = readDevData().flatMap((record) => [record.text, record.text.slice(0, 20), record.text.slice(0, 60)]);
const lines: string[] = [];
for (const text of texts) {
  lines.push(JSON.stringify({ text, basic: await answer(text, 'basic'), advanced: await answer(text, 'advanced') }));
}
writeFileSync(output, `${lines.join('\n')}\n`);
console.log(`${lines.length} texts, ${2 * lines.length} answers written to ${output}`);

if (reference) {
  const expected = readFileSync(reference, 'utf8').trimEnd().split('\n');
  let differences = 0;
  let languages = 0;
  expected.forEach((line, index) => {
    if (line === lines[index]) return;
    differences++;
    const before = JSON.parse(line) as { basic: { language?: { code: string } } };
    const after = JSON.parse(lines[index] ?? '{}') as { basic?: { language?: { code: string } } };
    if (before.basic.language?.code !== after.basic?.language?.code) languages++;
    if (differences <= 5) console.log(`- ${line}\n+ ${lines[index]}`);
  });
  if (expected.length !== lines.length) console.log(`line counts differ: ${expected.length} against ${lines.length}`);
  console.log(`${differences} of ${lines.length} texts answered differently (${languages} with another language)`);
  if (differences > 0) process.exitCode = 1;
}
