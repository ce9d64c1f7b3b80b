import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { handleError } from '../../../server/http/handle-errors';

export const NDJSON = 'application/x-ndjson';

/** True when the caller asked for progress lines (`Accept: application/x-ndjson`) rather than the bare file. */
export function wantsProgress(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes(NDJSON);
}

/**
 * Answers a long run as NDJSON: `{"type":"progress",…}` lines while it works, then one `{"type":"done",…}`
 * line, or `{"type":"error","status","error"}` when it fails after the stream began. A run that fails
 * before its first progress (word limit, no requests left) is thrown, so it keeps its own HTTP status.
 */
export async function streamWithProgress<T>(
  c: Context,
  work: (report: (line: Record<string, unknown>) => void) => Promise<T>,
  finish: (value: T) => Record<string, unknown>,
): Promise<Response> {
  const lines: string[] = [];
  let wake: (() => void) | undefined;
  let settled = false;
  let firstLine!: () => void;
  const started = new Promise<void>((resolve) => (firstLine = resolve));
  const report = (line: Record<string, unknown>) => {
    lines.push(`${JSON.stringify(line)}\n`);
    firstLine();
    wake?.();
  };
  const running = work(report).finally(() => {
    settled = true;
    wake?.();
  });
  await Promise.race([started, running]);

  c.header('Cache-Control', 'no-cache, no-transform');
  // Stops reverse proxies such as nginx from holding the lines back.
  c.header('X-Accel-Buffering', 'no');
  c.header('Content-Type', `${NDJSON}; charset=utf-8`);
  return stream(c, async (out) => {
    for (;;) {
      const line = lines.shift();
      if (line !== undefined) {
        await out.write(line);
        continue;
      }
      if (settled) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
    try {
      await out.write(`${JSON.stringify({ type: 'done', ...finish(await running) })}\n`);
    } catch (error) {
      // The same status and body the app's error handler would have answered before the stream began.
      const answer = handleError(error instanceof Error ? error : new Error(String(error)), c);
      await out.write(`${JSON.stringify({ type: 'error', status: answer.status, ...((await answer.json()) as object) })}\n`);
    }
  });
}
