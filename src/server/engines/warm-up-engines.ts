import type { WarmUp } from './compose-engines';
import { WARM_UP_TEXT } from './warm-up-text';

/** The fields of a warm-up input that take prose: given a realistic text instead of the registration's one-liner. */
export const PROSE_FIELDS = ['text', 'material'];

/**
 * Runs each engine that loads lazily (the AI detector's model and tagger, language identification,
 * the grammar checker's worker) once in the background, one after another, with a realistic text
 * (WARM_UP_TEXT, where the input takes prose and the contract accepts it) so the first visitor's
 * check is as fast as the later ones. Given engines that run in worker threads
 * (runEnginesInWorkers), all of this happens off the event loop. Failures are logged, never thrown.
 */
export async function warmUpEngines(
  warmUps: readonly WarmUp[],
  log: (message: string) => void = console.info,
  /** A last step before "ready" (the server rehearses its tool routes: rehearse-tool-runs.ts). */
  finish?: () => Promise<void>,
): Promise<void> {
  const started = performance.now();
  for (const warmUp of warmUps) {
    const { engine } = warmUp;
    try {
      await engine.run(engine.inputSchema.parse(makeRealisticInput(warmUp)), { responses: 'advanced' });
    } catch (error) {
      log(`[engines] warm-up of ${engine.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await finish?.();
  log(`[engines] ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The registration's warm-up input with its prose fields replaced by WARM_UP_TEXT, if the contract accepts that. */
export function makeRealisticInput({ engine, input }: WarmUp): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const fields = PROSE_FIELDS.filter((field) => typeof (input as Record<string, unknown>)[field] === 'string');
  if (fields.length === 0) return input;
  const realistic = { ...input, ...Object.fromEntries(fields.map((field) => [field, WARM_UP_TEXT])) };
  return engine.inputSchema.safeParse(realistic).success ? realistic : input;
}
