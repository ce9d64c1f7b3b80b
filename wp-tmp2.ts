import { readFileSync } from 'node:fs';
import { solveWordProblem } from './src/tools/math-problem-assistance/word-problems/solve-word-problem';
const rows = readFileSync('../shared/data/math-problems/math_algebra_dev.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
let answered = 0, correct = 0;
for (const r of rows) {
  const o = await solveWordProblem(r.problem);
  if (o.status !== 'solved') continue;
  answered++;
  const ok = Math.abs(Number(o.answer) - Number(r.final_answer)) < 1e-6;
  if (ok) correct++;
  console.log(ok ? 'OK ' : 'BAD', r.problem, '=>', o.answer, 'expected', r.final_answer);
}
console.log(rows.length, answered, correct);
