import type { ToolId } from '../../domain/tools';
import type { FindEngine } from './tool-routes';

/**
 * Small inputs that make each engine load what it loads lazily (the AI detector's model and tagger,
 * language identification, the grammar checker's worker): about 3 s of work that would otherwise fall
 * on the first visitor after a start. Text compare and the plagiarism check load nothing heavy.
 */
const WARM_UP_INPUTS: Partial<Record<ToolId, unknown>> = {
  'ai-detector': { text: 'A short text that warms up the detector and its language identification. '.repeat(6) },
  'grammar-checker': { text: 'This sentence warm up the grammar checker.' },
  'detect-language': { text: 'Ceci prépare la détection de la langue.' },
};

/** Runs each engine once in the background, one after another; failures are logged, never thrown. */
export async function warmUpEngines(engines: FindEngine, log: (message: string) => void = console.info): Promise<void> {
  const started = performance.now();
  for (const [id, input] of Object.entries(WARM_UP_INPUTS) as Array<[ToolId, unknown]>) {
    const engine = engines(id);
    if (!engine) continue;
    try {
      await engine.run(engine.inputSchema.parse(input), { responses: 'advanced' });
    } catch (error) {
      log(`[engines] warm-up of ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log(`[engines] ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
