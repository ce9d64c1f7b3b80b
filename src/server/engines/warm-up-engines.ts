import type { WarmUp } from './compose-engines';

/**
 * Runs each engine that loads lazily (the AI detector's model and tagger, language identification,
 * the grammar checker's worker) once in the background, one after another, with its registration's
 * small input: about 3 s of work that would otherwise fall on the first visitor after a start.
 * Failures are logged, never thrown.
 */
export async function warmUpEngines(warmUps: readonly WarmUp[], log: (message: string) => void = console.info): Promise<void> {
  const started = performance.now();
  for (const { engine, input } of warmUps) {
    try {
      await engine.run(engine.inputSchema.parse(input), { responses: 'advanced' });
    } catch (error) {
      log(`[engines] warm-up of ${engine.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log(`[engines] ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
