/**
 * What the offline evals share: one Apertium engine on the batch path, the installed modes, and a sentence
 * list translated two ways — through the whole tool, and through `apertium` alone on the same route.
 */
import { translateInputSchema } from '../contract';
import { createApertiumEngine } from '../engine/engines/apertium/apertium-engine';
import { keepWorkingModes } from '../engine/engines/apertium/check-mode-files';
import { type ApertiumMode, parseModeList } from '../engine/engines/apertium/parse-modes';
import { runApertium } from '../engine/engines/apertium/run-apertium';
import { stripUnknownMarks } from '../engine/engines/apertium/strip-unknown-marks';
import { modesFolder } from '../engine/engines/apertium/warm-pipeline';
import { translateText } from '../engine/translate-text';

// The engine's batch path (`binary` set: one process per hop for all the lines, no warm pipeline): the same
// translations as the warm pipelines, far quicker for a whole set on a shared, loaded machine. Timeouts are
// sized for such a machine: a timeout in the eval is not a translation.
export const evalEngine = createApertiumEngine({ binary: 'apertium', budget: () => 600_000 });

/** The modes `apertium -l` lists whose files are really there; exits with a message when none is. */
export async function listInstalledModes(): Promise<ApertiumMode[]> {
  const modes = keepWorkingModes(parseModeList(await runApertium(['-l'], '', { timeoutMs: 120_000 })), modesFolder());
  if (modes.length === 0) {
    console.error('Apertium is not installed (scripts/install-apertium.sh).');
    process.exit(1);
  }
  return modes;
}

/** One sentence a line through the tool, as a user would paste them. */
export async function translateOurs(sources: readonly string[], source: string, target: string): Promise<string[]> {
  const input = translateInputSchema.parse({ text: sources.join('\n'), source, target, engine: 'apertium' });
  const result = await translateText(input, { engines: [evalEngine] });
  return result.translation.split('\n');
}

/** The same lines through `apertium` itself, hop after hop, nothing before or after. */
export async function translateRaw(sources: readonly string[], modeNames: readonly string[]): Promise<string[]> {
  let lines = sources.join('\n');
  // A generous timeout: the eval may share a loaded machine, and a timeout here is not a translation.
  for (const mode of modeNames) lines = (await runApertium([mode], lines, { timeoutMs: 600_000 })).replace(/\n$/, '');
  return lines.split('\n').map((line) => line.trim());
}

/** Unknown-word marks (`*word`, `#word`, `@word`) left in a list of outputs. */
export const countMarks = (outputs: readonly string[], sources: readonly string[]) =>
  outputs.reduce((sum, output, index) => sum + stripUnknownMarks(output, sources[index] ?? '').unknown, 0);

/** Runs `work` on every item, a few at a time: each runs its own Apertium processes, so a shared machine gives them more time. */
export async function runFewAtATime<T, R>(items: readonly T[], work: (item: T) => Promise<R>, concurrency = 3): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
