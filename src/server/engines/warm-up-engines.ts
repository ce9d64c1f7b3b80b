import type { WarmUp } from './compose-engines';
import { WARM_UP_TEXT } from './warm-up-text';

/** The fields of a warm-up input that take prose: given a realistic text instead of the registration's one-liner. */
export const PROSE_FIELDS = ['text', 'material'];

/**
 * Runs each engine that loads lazily (the AI detector's model and tagger, language identification,
 * the grammar checker's worker) once in the background, one after another, with a realistic text
 * (WARM_UP_TEXT, where the input takes prose and the contract accepts it) so the first visitor's
 * check is as fast as the later ones; then, after "ready", each registration's `more` inputs. Given engines that run in worker threads
 * (runEnginesInWorkers), all of this happens off the event loop. Failures are logged, never thrown.
 */
export async function warmUpEngines(
  warmUps: readonly WarmUp[],
  log: (message: string) => void = console.info,
  /** A last step before "ready" (the server rehearses its tool routes: rehearse-tool-runs.ts). */
  finish?: () => Promise<void>,
): Promise<void> {
  const started = performance.now();
  for (const warmUp of warmUps) await runWarmUpInput(warmUp.engine, makeRealisticInput(warmUp), log);
  await finish?.();
  log(`[engines] ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // After "ready": every tool's usual path first, then the rarer ones (the grammar checker's other languages).
  // WARM_RARE_PATHS=0 leaves them to their first user: a server that checks English only keeps ~150 MB less (decision 83).
  const more = process.env.WARM_RARE_PATHS === '0' ? [] : warmUps.flatMap(({ engine, more: inputs = [] }) => inputs.map((input) => ({ engine, input })));
  if (more.length === 0) return;
  const moreStarted = performance.now();
  for (const { engine, input } of more) await runWarmUpInput(engine, input, log);
  log(`[engines] ${more.length} more warm-up inputs run in ${((performance.now() - moreStarted) / 1000).toFixed(1)} s`);
}

async function runWarmUpInput(engine: WarmUp['engine'], input: unknown, log: (message: string) => void): Promise<void> {
  try {
    await engine.run(engine.inputSchema.parse(input), { responses: 'advanced' });
  } catch (error) {
    log(`[engines] warm-up of ${engine.id} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The registration's warm-up input with its prose fields replaced by WARM_UP_TEXT, if the contract accepts that. */
export function makeRealisticInput({ engine, input }: WarmUp): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const fields = PROSE_FIELDS.filter((field) => typeof (input as Record<string, unknown>)[field] === 'string');
  if (fields.length === 0) return input;
  const realistic = { ...input, ...Object.fromEntries(fields.map((field) => [field, WARM_UP_TEXT])) };
  return engine.inputSchema.safeParse(realistic).success ? realistic : input;
}
