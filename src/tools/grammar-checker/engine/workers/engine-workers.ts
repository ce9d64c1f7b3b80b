import { countHarperWorkers, HarperLanes, type PieceResults } from './harper-lanes';
import { WorkerLane } from './worker-lane';
import { stopHunspell } from '../spelling/hunspell-process';
import { stopGrammalecte } from '../grammalecte/grammalecte-process';

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

// harper and the dictionaries in separate threads: a French dictionary taking 9 s to build must not
// hold up English linting. Each starts only when first needed, so an English-only server never loads
// a dictionary, and a server that never sees a long text runs one harper worker.
const harperLanes = new HarperLanes(countHarperWorkers());
const spellingLane = new WorkerLane('spelling');

/**
 * Generous, and per chunk: the first call includes loading the 16 MB WASM binary and its warm-up
 * (~10 s on an idle machine, several times that under load), and a request may queue behind others.
 */
function estimateLintTimeout(text: string): number {
  return 90_000 + Math.ceil(text.length / 4);
}

function lintOn(lane: WorkerLane, text: string, dialect: HarperDialect): Promise<HarperLint[]> {
  return lane.request<HarperLint[]>({ op: 'lint', text, dialect }, estimateLintTimeout(text));
}

/** One text in one call to harper (the warm-up, the bench's "harper.js alone"). */
export function lintWithHarper(text: string, dialect: HarperDialect): Promise<HarperLint[]> {
  return lintOn(harperLanes.primary, text, dialect);
}

/**
 * The pieces of one text, on every harper worker at once (see HarperLanes); each piece's offsets are
 * its own. A piece left undefined was not linted because `keepGoing` said stop.
 */
export function lintPiecesWithHarper(pieces: readonly string[], dialect: HarperDialect, keepGoing?: () => boolean): Promise<PieceResults<HarperLint[]>> {
  return harperLanes.lintPieces(pieces, (lane, piece) => lintOn(lane, piece, dialect), keepGoing);
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

/** How many harper workers are running (tests and benches check that extra ones come and go). */
export function countRunningHarperWorkers(): number {
  return harperLanes.countRunning();
}

/** Ends every worker thread; safe to call when none is running. */
export async function stopGrammarWorkers(): Promise<void> {
  stopHunspell();
  stopGrammalecte();
  await Promise.all([harperLanes.stop(), spellingLane.stop()]);
}
