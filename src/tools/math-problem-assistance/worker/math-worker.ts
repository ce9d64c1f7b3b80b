import { parentPort } from 'node:worker_threads';
import { ToolInputError } from '../../engine';
import { solveMathProblem, type SolveOptions } from '../solve-problem';
import type { ParsedMathInput } from '../contract';

interface Request {
  id: number;
  input: ParsedMathInput;
  options: SolveOptions;
}

// The CAS work runs here, off the server's event loop; a problem that runs away is ended by
// terminating this thread (see solve-in-worker.ts).
parentPort?.on('message', (request: Request) => {
  solveMathProblem(request.input, request.options).then(
    (value) => parentPort?.postMessage({ id: request.id, ok: true, value }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        inputError: error instanceof ToolInputError,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
