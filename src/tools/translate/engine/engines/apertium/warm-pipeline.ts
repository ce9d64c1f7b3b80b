import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deformatLine, reformatLine } from './stream-format';

/** A pair's pipeline left unused this long is stopped (its ten-odd processes hold the pair's transducers). */
const IDLE_MS = 5 * 60_000;

interface Job {
  line: string;
  timeoutMs: number;
  resolve(text: string): void;
  reject(error: Error): void;
}

/**
 * One Apertium pair kept running between requests, in null-flush mode (`-z` on every program of the
 * mode): a line written with a NUL after it comes back translated with a NUL after it, and the
 * processes stay up for the next line. Starting a pair's processes costs ~150 ms and a first load of
 * its transducers ~400 ms; a line through a warm pipeline takes 1–2 ms (bench/translate). Lines go
 * through one at a time, in order.
 */
export class WarmPipeline {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly jobs: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private received: Buffer[] = [];
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    /** The mode as a shell pipeline (`apertium-wblank-mode -z` output): `$1` is the generator's option, `$2` the tagger's. */
    private readonly command: string,
    private readonly idleMs = IDLE_MS,
    /** A half of a split mode (findSplitPipeline) takes or gives Apertium's stream format instead of text. */
    private readonly streams: { input?: boolean; output?: boolean } = {},
  ) {}

  translate(line: string, timeoutMs: number, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) return Promise.reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    return new Promise<string>((resolve, reject) => {
      const job: Job = { line, timeoutMs, resolve, reject };
      // A caller that leaves gets its answer at once; a line already written finishes and is dropped.
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.jobs.indexOf(job);
          if (waiting >= 0) this.jobs.splice(waiting, 1);
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        },
        { once: true },
      );
      this.jobs.push(job);
      this.pump();
    });
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private pump(): void {
    if (this.current || this.jobs.length === 0) return;
    clearTimeout(this.idleTimer);
    const job = this.jobs.shift()!;
    const child = this.ensureChild();
    const timer = setTimeout(() => this.fail(new Error(`apertium did not answer within ${job.timeoutMs} ms`)), job.timeoutMs);
    this.current = { job, timer };
    child.stdin.write(`${this.streams.input ? job.line : deformatLine(job.line)}\0`, 'utf8');
  }

  private ensureChild(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    // "$1" -g: unknown words keep their marks (the engine strips them knowing the source); "$2" empty: the tagger's default.
    const child = spawn('bash', ['-c', this.command, 'apertium-pipeline', '-g', ''], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    this.received = [];
    // Idle pipelines must not keep a process (the CLI, a test) from exiting; a line in flight is held by its timer.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', () => undefined);
    child.stdin.on('error', () => undefined);
    const onGone = () => {
      if (this.child !== child) return;
      this.child = undefined;
      this.fail(new Error('apertium stopped while translating'));
    };
    child.on('error', onGone);
    child.on('exit', onGone);
    return child;
  }

  private receive(chunk: Buffer): void {
    this.received.push(chunk);
    if (!chunk.includes(0)) return;
    let all = Buffer.concat(this.received);
    for (let end = all.indexOf(0); end >= 0 && this.current; end = all.indexOf(0)) {
      const { job, timer } = this.current;
      clearTimeout(timer);
      this.current = undefined;
      const output = all.subarray(0, end).toString('utf8');
      job.resolve(this.streams.output ? output : matchOuterSpace(reformatLine(output), job.line));
      all = all.subarray(end + 1);
    }
    this.received = all.length > 0 ? [all] : [];
    if (this.jobs.length > 0) this.pump();
    else this.idleTimer = setTimeout(() => this.stop(), this.idleMs).unref();
  }

  /** The line in flight failed (timeout, crash): its answer is an error, the processes start afresh for the next. */
  private fail(error: Error): void {
    const current = this.current;
    this.current = undefined;
    const child = this.child;
    this.child = undefined;
    child?.kill('SIGKILL');
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    this.pump();
  }
}

/** The pipeline can carry a blank from the end of one line to the start of the next: keep the source's own outer spaces only. */
function matchOuterSpace(output: string, source: string): string {
  const lead = source.slice(0, source.length - source.trimStart().length);
  // trimEnd, not /\s*$/: that regex retries from every blank of a long inner run of blanks.
  const trail = source.slice(source.trimEnd().length);
  return `${lead}${output.trim()}${trail}`;
}

/** Where `apertium` finds its modes (APERTIUM_DATADIR overrides Debian's place). */
export function modesFolder(): string {
  return join(process.env.APERTIUM_DATADIR ?? '/usr/share/apertium', 'modes');
}

const pipelines = new Map<string, Promise<WarmPipeline | undefined>>();

/**
 * The warm pipeline for an installed mode, or undefined when one cannot be built (no mode file, no
 * `apertium-wblank-mode`): the engine then runs `apertium` once per request, as before.
 */
export function findWarmPipeline(modeName: string): Promise<WarmPipeline | undefined> {
  let pipeline = pipelines.get(modeName);
  if (!pipeline) {
    pipeline = buildPipeline(modeName);
    pipelines.set(modeName, pipeline);
  }
  return pipeline;
}

/** The mode as one null-flushing shell pipeline, or undefined when there is no such mode or no `apertium-wblank-mode`. */
function readModeCommand(modeName: string): Promise<string | undefined> {
  const modeFile = join(modesFolder(), `${modeName}.mode`);
  if (!/^[\w-]+$/.test(modeName) || !existsSync(modeFile)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    execFile('apertium-wblank-mode', ['-z', modeFile], { timeout: 10_000 }, (error, stdout) => {
      const command = stdout.trim();
      resolve(error || command === '' ? undefined : command);
    });
  });
}

async function buildPipeline(modeName: string): Promise<WarmPipeline | undefined> {
  const command = await readModeCommand(modeName);
  return command ? new WarmPipeline(command) : undefined;
}

/** A mode cut before its tagger: the analyser's readings come out, can be narrowed, and go on into the rest. */
export interface SplitPipeline {
  analyse: WarmPipeline;
  finish: WarmPipeline;
}

const splitPipelines = new Map<string, Promise<SplitPipeline | undefined>>();
const TAGGER_STEP = ' | apertium-tagger ';

/** The warm halves of a mode around `apertium-tagger`, or undefined when the mode has no such step or no mode file. */
export function findSplitPipeline(modeName: string): Promise<SplitPipeline | undefined> {
  let split = splitPipelines.get(modeName);
  if (!split) {
    split = readModeCommand(modeName).then((command) => {
      const cut = command?.indexOf(TAGGER_STEP) ?? -1;
      if (!command || cut < 0) return undefined;
      return {
        analyse: new WarmPipeline(command.slice(0, cut), IDLE_MS, { output: true }),
        finish: new WarmPipeline(command.slice(cut + ' | '.length), IDLE_MS, { input: true }),
      };
    });
    splitPipelines.set(modeName, split);
  }
  return split;
}

/** One line through a split mode, its analysed stream passed through `narrow` between the halves. */
export async function translateSplit(split: SplitPipeline, line: string, timeoutMs: number, narrow: (stream: string) => string, signal?: AbortSignal): Promise<string> {
  const analysed = await split.analyse.translate(line, timeoutMs, signal);
  return matchOuterSpace(await split.finish.translate(narrow(analysed), timeoutMs, signal), line);
}

/** Stops every warm pipeline (tests, shutdown). */
export function stopWarmPipelines(): void {
  for (const pipeline of pipelines.values()) void pipeline.then((warm) => warm?.stop());
  pipelines.clear();
  for (const split of splitPipelines.values()) void split.then((halves) => [halves?.analyse, halves?.finish].forEach((half) => half?.stop()));
  splitPipelines.clear();
}
