import { readFileSync } from 'node:fs';
import { solveWithPipeline } from './src/tools/math-problem-assistance/eval/solve-with-pipeline';
const problems = readFileSync(process.argv[2]!, 'utf8').split('\n').filter((l) => l.trim());
for (const problem of problems) {
  const t = Date.now();
  try {
    const r = await solveWithPipeline({ problem, task: 'auto' });
    console.log(`${problem}  →  [${r.status}] ${r.status === 'solved' ? r.answer?.text : r.message?.slice(0, 200)}  (${Date.now() - t} ms)`);
  } catch (e) {
    console.log(`${problem}  →  400 ${(e as Error).message.slice(0, 200)}`);
  }
}
process.exit(0);
