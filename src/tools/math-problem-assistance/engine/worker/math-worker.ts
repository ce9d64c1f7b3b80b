import { parentPort } from 'node:worker_threads';
import { ToolInputError } from '../../../../platform/engine';
import { solveMathProblem, type SolveOptions } from '../solve-problem';
import type { ParsedMathInput } from '../../contract';

interface Request {
  id: number;
  input: ParsedMathInput;
  options: SolveOptions;
}

// The CAS work runs here, off the server's event loop; a problem that runs away is ended by
// terminating this thread (see solve-in-worker.ts). A problem's "started" message goes out when this
// thread reaches it, so a problem held up behind another one's CAS work keeps its whole time budget.
parentPort?.on('message', (request: Request) => {
  // The problem's time budget starts now, not when it was sent (see solve-in-worker.ts).
  parentPort?.postMessage({ id: request.id, started: true });
  solveMathProblem(request.input, request.options).then(
    (value) => parentPort?.postMessage({ id: request.id, ok: true, value }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        inputError: error instanceof ToolInputError,
        // A refusal keeps its own status and code (a number too large to write out is a 413, not a 400).
        ...(error instanceof ToolInputError ? { status: error.status, code: error.code } : {}),
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
