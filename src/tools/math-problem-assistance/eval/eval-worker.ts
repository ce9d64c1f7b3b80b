import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { WARM_UP, type JobReply, type JobRequest } from './job-protocol';
import type { Gsm8kRecord, MathAlgebraRecord, SymbolicRecord } from './read-records';
import { loadMathsteps, scoreMathsteps, scoreOurs, type Row } from './score-symbolic';
import { pipelineProblem } from './solve-with-pipeline';
import { scoreGsm8kPipeline, scoreGsm8kReader, scoreMathAlgebra } from './score-word-and-algebra';

// One thread of the harness: scores the problems it is sent, one at a time. The main thread ends it
// when a problem runs past its budget (a CAS call cannot be interrupted) and starts another.

// mathsteps and the engines log their own errors; the tables are the output.
console.log = () => {};
console.warn = () => {};
console.error = () => {};

async function score(request: JobRequest): Promise<Row | null> {
  if (request.id === WARM_UP) {
    const problem = await pipelineProblem();
    loadMathsteps();
    return { answered: problem === null, correct: false, ...(problem ? { note: problem } : {}) };
  }
  switch (request.kind) {
    case 'symbolic':
      return scoreOurs(request.record as SymbolicRecord);
    case 'mathsteps':
      return scoreMathsteps(request.record as SymbolicRecord);
    case 'math-algebra':
      return scoreMathAlgebra(request.record as MathAlgebraRecord);
    case 'gsm8k-pipeline':
      return scoreGsm8kPipeline(request.record as Gsm8kRecord);
    case 'gsm8k-reader':
      return scoreGsm8kReader(request.record as Gsm8kRecord, request.openai);
  }
}

parentPort?.on('message', (request: JobRequest) => {
  const start = performance.now();
  score(request).then(
    (row) => parentPort?.postMessage({ id: request.id, row, ms: performance.now() - start } satisfies JobReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        row: { answered: false, correct: false, note: `harness error: ${error instanceof Error ? error.message : String(error)}` },
        ms: performance.now() - start,
      } satisfies JobReply),
  );
});
