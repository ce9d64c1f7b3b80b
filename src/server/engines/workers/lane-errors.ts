import { ApiError } from '../../http/api-error';

/** The lane is full, or this run waited past its budget for a thread: nothing ran, nothing is charged. */
export function createBusyError(): ApiError {
  return new ApiError(503, 'engine_busy', 'This tool is working on many requests right now. Try again in a few seconds; this one was not counted.', {
    retryAfter: 5,
  });
}

/** One caller has this many runs waiting or running in a lane: the next waits for one of them. */
export function createTooManyRunsError(limit: number): ApiError {
  return new ApiError(
    429,
    'too_many_runs',
    `You already have ${limit} requests running or waiting on this tool. Wait for one of them to finish, then try again; this one was not counted.`,
    { retryAfter: 5, limit },
  );
}

/** One caller already has this many long runs at work or waiting in a lane: a further one would only wait behind them. */
export function createTooManyHeavyRunsError(limit: number): ApiError {
  return new ApiError(
    429,
    'too_many_runs',
    `You already have ${limit} long requests running or waiting on this tool, and each waits for the one before it. Wait for them to finish, then send this again; it was not counted.`,
    { retryAfter: 10, limit },
  );
}

/**
 * The run had its thread to itself and still ran past its budget: the input is too much to finish.
 * It spent the thread for the whole budget, so it is counted like a finished run (`counted: true`
 * tells run-tool-for-user to charge it); otherwise a free 60-second run could be repeated forever.
 */
export function createTooComplexError(budgetMs: number, toolId?: string): ApiError {
  const seconds = budgetMs / 1000;
  const message =
    toolId === 'math-problem-assistance'
      ? `This problem took longer than ${seconds} seconds to work out, so no answer is given. It used the solver for that whole time, so this request was counted. Try splitting it into smaller parts, or check that it is typed as you meant.`
      : `This input took longer than ${seconds} s to process, so it was stopped. It used the tool for that whole time, so this request was counted. Send a shorter text (or fewer sources).`;
  return new ApiError(413, 'input_too_complex', message, { counted: true, budgetSeconds: seconds });
}

/** The run shared its thread with another that held it: the timeout is the server's, not the input's. */
export function createSharedTimeoutError(budgetMs: number): ApiError {
  return new ApiError(
    503,
    'engine_timeout',
    `The server was too busy to finish this within ${budgetMs / 1000} s, so it was stopped. Try again in a moment; this request was not counted.`,
    { retryAfter: 10 },
  );
}

/** Structured cloning refused the input (nesting thousands deep, values that cannot be copied). */
export function createUncopyableInputError(): ApiError {
  return new ApiError(
    400,
    'invalid_input',
    'This input could not be handed to the tool: it is nested too deeply or holds values that cannot be copied. Send plain JSON of a usual shape.',
  );
}
