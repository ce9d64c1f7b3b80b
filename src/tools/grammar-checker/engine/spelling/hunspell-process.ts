import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Native Hunspell (Debian's `hunspell`) in ispell pipe mode, one long-lived process per language.
 * It loads the French dictionary in ~0.2 s and ~30 MB where nspell takes ~4 s and ~650 MB
 * (61–67 s on a loaded server, issue 33), it implements German compounding, and its
 * suggestions are better ("aujourdhui" → "aujourd’hui"). The dictionaries are the same files
 * nspell reads (node_modules/dictionary-xx).
 */

export interface SpellVerdict {
  known: boolean;
  suggestions: string[];
}

let available: boolean | undefined;
const ANSWER_TIMEOUT_MS = 20_000;

/** Whether the hunspell binary is installed (checked once). Without it the nspell worker is used. */
export function isHunspellAvailable(): boolean {
  if (available === undefined && process.env.GRAMMAR_SPELLER !== 'nspell') {
    available = spawnSync('hunspell', ['-v'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  }
  return available ?? false;
}

function findDictionary(language: string): string {
  const entry = createRequire(import.meta.url).resolve(`dictionary-${language}`);
  return join(dirname(entry), 'index');
}

/** One result line of the pipe protocol: '*' '+' '-' known, '& w n o: a, b' or '# w o' unknown. */
function parseResultLine(line: string): SpellVerdict {
  if (line.startsWith('&')) return { known: false, suggestions: line.slice(line.indexOf(':') + 2).split(', ') };
  if (line.startsWith('#')) return { known: false, suggestions: [] };
  return { known: true, suggestions: [] };
}

/** A line may hold several words for hunspell (it splits at its own word boundaries): the line is known when all are. */
function combineResults(lines: string[]): SpellVerdict {
  const results = lines.map(parseResultLine);
  const unknown = results.find((r) => !r.known);
  return unknown ?? { known: true, suggestions: [] };
}

class HunspellProcess {
  private child: ChildProcessWithoutNullStreams | undefined;
  private buffer = '';
  private pending: string[] = [];
  private waiting: { resolve: (v: SpellVerdict) => void; reject: (e: Error) => void }[] = [];
  private banner = true;

  constructor(private readonly language: string) {}

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn('hunspell', ['-a', '-i', 'utf-8', '-d', findDictionary(this.language)], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.read(chunk));
    child.stderr.resume();
    // A stopped or crashed process fails its own waiters only, never a newer process's.
    child.on('error', (error) => this.child === child && this.fail(error));
    child.on('exit', () => this.child === child && this.fail(new Error(`hunspell (${this.language}) exited`)));
    // An idle speller must not keep a script or CLI alive after its work is done; a check in flight is held
    // by its answer timer.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
    this.banner = true;
    return child;
  }

  private fail(error: Error): void {
    this.child = undefined;
    this.buffer = '';
    this.pending = [];
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      if (this.banner) {
        this.banner = false; // the "@(#) International Ispell…" greeting
        continue;
      }
      if (line !== '') {
        this.pending.push(line);
        continue;
      }
      this.waiting.shift()?.resolve(combineResults(this.pending));
      this.pending = [];
    }
  }

  /** Checks each word; '^' keeps hunspell from reading a leading character as a pipe command. */
  check(words: string[]): Promise<SpellVerdict[]> {
    this.child ??= this.start();
    const child = this.child;
    const verdicts = words.map(
      () =>
        new Promise<SpellVerdict>((resolve, reject) => {
          this.waiting.push({ resolve, reject });
        }),
    );
    child.stdin.write(words.map((w) => `^${w.replace(/[\r\n]/g, ' ')}\n`).join(''));
    // A process that stops answering is ended, so the request falls back instead of waiting for ever.
    const timer = setTimeout(() => this.stop(), ANSWER_TIMEOUT_MS + words.length * 20);
    return Promise.all(verdicts).finally(() => clearTimeout(timer));
  }

  stop(): void {
    const child = this.child;
    this.fail(new Error(`hunspell (${this.language}) stopped`));
    child?.kill();
  }
}

const processes = new Map<string, HunspellProcess>();

/** Spelling verdicts with suggestions, from the language's hunspell process (started on first use). */
export function checkWithHunspell(language: string, words: string[]): Promise<SpellVerdict[]> {
  let process_ = processes.get(language);
  if (!process_) {
    process_ = new HunspellProcess(language);
    processes.set(language, process_);
  }
  return words.length ? process_.check(words) : Promise.resolve([]);
}

/** Starts the processes ahead of the first request (0.1–0.3 s each). */
export async function warmHunspell(languages: readonly string[]): Promise<void> {
  if (!isHunspellAvailable()) return;
  await Promise.all(languages.map((language) => checkWithHunspell(language, ['warm'])));
}

export function stopHunspell(): void {
  for (const process_ of processes.values()) process_.stop();
  processes.clear();
}
