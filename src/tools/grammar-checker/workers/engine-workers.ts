import { WorkerLane } from './worker-lane';

/** A harper lint as the worker reports it; offsets are UTF-16 code units into the text sent. */
export interface HarperLint {
  rule: string;
  kind: string;
  start: number;
  end: number;
  message: string;
  suggestions: { kind: number; text: string }[];
}

export type HarperDialect = 'us' | 'gb' | 'au' | 'ca' | 'in';

// Two lanes, not one: a French dictionary taking 9 s to build must not hold up English linting.
// Each lane starts only when first needed, so an English-only server never loads a dictionary.
const harperLane = new WorkerLane('harper');
const spellingLane = new WorkerLane('spelling');

/**
 * Generous, and per chunk: the first call includes loading the 16 MB WASM binary and its warm-up
 * (~10 s on an idle machine, several times that under load), and a request may queue behind others.
 */
function estimateLintTimeout(text: string): number {
  return 90_000 + Math.ceil(text.length / 4);
}

export function lintWithHarper(text: string, dialect: HarperDialect): Promise<HarperLint[]> {
  return harperLane.request<HarperLint[]>({ op: 'lint', text, dialect }, estimateLintTimeout(text));
}

export function findKnownWords(language: string, words: string[]): Promise<boolean[]> {
  return spellingLane.request<boolean[]>({ op: 'know', language, words }, 60_000 + words.length);
}

export function suggestSpellings(language: string, words: string[], maxSuggestions: number): Promise<string[][]> {
  return spellingLane.request<string[][]>({ op: 'suggest', language, words, maxSuggestions }, 60_000 + words.length * 200);
}

/** Loads harper ahead of the first request (the server may call this at start-up). */
export async function warmGrammarChecker(): Promise<void> {
  await lintWithHarper('Warm up.', 'us');
}

/** Ends both worker threads; safe to call when none is running. */
export async function stopGrammarWorkers(): Promise<void> {
  await Promise.all([harperLane.stop(), spellingLane.stop()]);
}
