import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Grammalecte, the French grammar checker (Debian's `grammalecte-cli` and `python3-grammalecte`, GPL-3),
 * run as a separate long-lived process the way translate runs Apertium: our code never links it.
 * `grammalecte-lines.py` loads it once (~1 s) and answers one JSON line per text (tens of ms).
 * Debian's module lives in the system Python, so that interpreter is asked for by path: a pyenv or
 * virtualenv `python3` first on PATH would not find it.
 */

export interface GrammalecteError {
  /** Code points into the text sent (Python's indexing): see toUtf16Offsets. */
  start: number;
  end: number;
  rule: string;
  type: string;
  message: string;
  suggestions: string[];
}

const PYTHON = process.env.GRAMMALECTE_PYTHON ?? '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./grammalecte-lines.py', import.meta.url));
/** Loading the dictionaries on a loaded machine, then a long text. */
const START_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 20_000;

let available: boolean | undefined;

/** Whether Grammalecte is installed (checked once; GRAMMALECTE=off turns it off for comparisons). */
export function isGrammalecteAvailable(): boolean {
  if (process.env.GRAMMALECTE === 'off') return false;
  available ??= spawnSync(PYTHON, ['-c', 'import grammalecte'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
  return available;
}

interface Waiter {
  resolve: (errors: GrammalecteError[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class GrammalecteProcess {
  private child: ChildProcessWithoutNullStreams | undefined;
  private ready: Promise<void> | undefined;
  private buffer = '';
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  private markReady: (() => void) | undefined;

  private start(): Promise<void> {
    const child = spawn(PYTHON, [SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, PYTHONIOENCODING: 'utf-8' } });
    this.child = child;
    this.buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.read(chunk));
    child.stderr.resume();
    // A stopped or crashed process fails its own waiters only, never a newer process's.
    child.on('error', (error) => this.child === child && this.fail(error));
    child.on('exit', () => this.child === child && this.fail(new Error('Grammalecte exited')));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop();
        reject(new Error('Grammalecte took too long to start'));
      }, START_TIMEOUT_MS);
      this.markReady = () => {
        clearTimeout(timer);
        resolve();
      };
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error('Grammalecte exited while starting'));
      });
    });
  }

  private fail(error: Error): void {
    this.child = undefined;
    this.ready = undefined;
    this.buffer = '';
    for (const [id, waiter] of this.waiting) {
      clearTimeout(waiter.timer);
      this.waiting.delete(id);
      waiter.reject(error);
    }
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      let answer: { ready?: boolean; id?: number; errors?: GrammalecteError[]; error?: string };
      try {
        answer = JSON.parse(line) as typeof answer;
      } catch {
        continue; // a stray line (a library warning): not an answer
      }
      if (answer.ready) {
        this.markReady?.();
        continue;
      }
      const waiter = answer.id === undefined ? undefined : this.waiting.get(answer.id);
      if (!waiter || answer.id === undefined) continue;
      this.waiting.delete(answer.id);
      clearTimeout(waiter.timer);
      if (answer.errors) waiter.resolve(answer.errors);
      else waiter.reject(new Error(`Grammalecte could not check the text: ${answer.error ?? 'no answer'}`));
    }
  }

  async check(text: string, options: Record<string, boolean>): Promise<GrammalecteError[]> {
    if (!this.child) this.ready = this.start();
    await this.ready;
    const child = this.child;
    if (!child) throw new Error('Grammalecte is not running');
    const id = this.nextId++;
    return new Promise<GrammalecteError[]>((resolve, reject) => {
      // A process that stops answering is ended, so the request goes on without it instead of waiting for ever.
      const timer = setTimeout(() => this.stop(), ANSWER_TIMEOUT_MS + text.length / 10);
      this.waiting.set(id, { resolve, reject, timer });
      child.stdin.write(`${JSON.stringify({ id, text, options })}\n`);
    });
  }

  stop(): void {
    const child = this.child;
    this.fail(new Error('Grammalecte stopped'));
    child?.kill();
  }
}

let shared: GrammalecteProcess | undefined;

/** Grammalecte's grammar errors in `text` (its process starts on first use). Throws when it fails. */
export function checkWithGrammalecteProcess(text: string, options: Record<string, boolean>): Promise<GrammalecteError[]> {
  shared ??= new GrammalecteProcess();
  return shared.check(text, options);
}

export function stopGrammalecte(): void {
  shared?.stop();
  shared = undefined;
}
