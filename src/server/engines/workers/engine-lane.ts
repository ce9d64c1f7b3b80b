import { ToolServiceError, type ToolRunContext } from '../../../platform/engine';
import { reviveToolInputError } from '../../../platform/serialized-error';
import type { RunReply, RunRequest, SerializedError, ToolDescription } from './engine-worker';
import { EngineThread } from './engine-thread';
import { FairQueue } from './fair-queue';
import { createBusyError, createSharedTimeoutError, createTooComplexError, createTooManyHeavyRunsError, createTooManyRunsError, createUncopyableInputError } from './lane-errors';
import { describePorts } from './port-bridge';

export interface EngineLaneOptions {
  name: string;
  /** The host's ports: settings are copied into the worker, functions are answered from here. */
  ports: unknown;
  /** Light runs one thread works on at once: more than one lets engines that wait (on a port, a subprocess) overlap. */
  concurrency: number;
  /** Runs waiting or running in this lane beyond which a new one is refused at once (503). */
  maxInFlight: number;
  /**
   * Threads for this lane (default 2 here; the server's lanes take 3, ENGINE_LANE_THREADS): the first for light runs, the others started for heavy ones;
   * one more may start for light runs while every thread holds a run set apart as heavy.
   */
  maxThreads?: number;
  /** Runs one caller may have waiting or running here (default 8); more are refused with 429. */
  maxPerKey?: number;
  /**
   * Heavy runs (or runs of a caller classed heavy) one caller may have waiting or running here
   * (default 2: one at work, one next); more are refused at once with 429, since each waits for the
   * one before it and a third would wait longer than anyone keeps a page open.
   */
  maxHeavyPerKey?: number;
  /** A spare thread idle this long is stopped (default 10 minutes: it stays warm through a busy class); the first thread stays. */
  spareIdleMs?: number;
  /** How long a caller whose light run held a thread stays classed heavy (default 5 minutes). */
  heavyFlagMs?: number;
  /** Added to a run's budget on a thread that has not built its engine yet (default 30 s: loading models). */
  coldStartGraceMs?: number;
  /** Light-thread time a caller's runs may take in 10 s before they are classed heavy (default LIGHT_SHARE_MS). */
  lightShareMs?: number;
}

export interface LaneRun {
  toolId: string;
  registrationUrl: string;
  input: unknown;
  context: ToolRunContext;
  budgetMs: number;
  /** From the input's size: a heavy run never shares a thread, and a caller holds one heavy slot at a time. */
  heavy?: boolean;
  /**
   * From the input's shape (the contract's cost estimate): the run takes a spare as a heavy run when
   * one is free for it, so it never holds the light thread; when every spare is busy with other
   * callers' long runs it runs as a light run instead of waiting minutes behind them.
   */
  costly?: boolean;
  /**
   * A light run still holding its thread's event loop after this long is re-classed heavy: the
   * next light runs go to another thread and its caller's next runs are heavy. Unset: never.
   */
  lightBudgetMs?: number;
}

interface Entry {
  request: RunRequest;
  key: string;
  heavy: boolean;
  costly?: boolean;
  budgetMs: number;
  lightBudgetMs?: number;
  /** Internal runs (describe, warm) have no caller waiting on a budget of their own. */
  internal: boolean;
  /** A warm-up meant for one new thread: it runs there or nowhere. */
  pinned?: EngineThread;
  thread?: EngineThread;
  /** Whether another run was in the thread while this one ran: then a timeout is the server's fault, not the input's. */
  shared: boolean;
  /** Set once the run's own budget started counting (it keeps counting if the run is sent again). */
  started: boolean;
  /** The caller hung up while a thread works on it: it holds its slot, but the caller's next run is no parallel one. */
  abandoned?: boolean;
  /** When the caller sent it (performance.now): how long it has waited for a thread. */
  queuedAt: number;
  /** Heavy because its caller was set apart, not because of its input: it may fall back to a light slot (see findThread). */
  heavyByCaller?: boolean;
  /** When it was last handed to a thread: a thread works through synchronous runs in that order. */
  sentAt?: number;
  timer?: NodeJS.Timeout;
  lightTimer?: NodeJS.Timeout;
  /** Looks again at half its budget, when a run set apart by its caller may take a light slot (findFallbackLightThread). */
  fallbackTimer?: NodeJS.Timeout;
  settle(outcome: { value: unknown } | { error: Error }): void;
}

/** A thread building an engine for the first time also loads its models: that time is not the input's. */
const COLD_START_GRACE_MS = 30_000;
/** Event-loop use of a thread, over a light run's time, above which that run is holding the thread. */
const HOLDING_UTILIZATION = 0.9;
const SWEEP_MS = 10_000;
/**
 * A caller whose light runs took more than this much thread time over the last LIGHT_SHARE_WINDOW_MS
 * (15% of the light thread) sends heavy work in small pieces (a stream of problems or exports): their
 * runs are heavy for the flag time (heavyFlagMs), on a spare that yields the CPU to the light thread.
 * One student's request takes tens to a few hundred milliseconds and comes after some reading; at
 * 5 s a stream of one-second math problems still kept light runs waiting ~2 s (bench/fairness).
 * Being moved costs a student nothing but a lower CPU priority while others wait.
 */
const LIGHT_SHARE_MS = 1_500;
const LIGHT_SHARE_WINDOW_MS = 10_000;
/** Loading a lane's models on a busy machine. */
const WARM_BUDGET_MS = 120_000;

/**
 * A group of engines in worker threads: each engine is built once per thread, so its models load
 * once, and its work never runs on the server's event loop. Fair to every caller (docs/decisions/0042):
 * - runs wait in a FairQueue (round robin by caller: a burst from one user is interleaved with
 *   everyone else's requests, not served in front of them), with a cap per caller;
 * - light runs go to the first thread (a few at once); a heavy run (a large input, or a caller whose
 *   light run held a thread) gets a thread to itself, a caller holds one heavy slot at a time, and
 *   heavy runs never take the last thread light runs can use: light requests never queue behind heavy ones;
 * - each run has a time budget: waiting past it answers 503 `engine_busy`; running past it cannot be
 *   interrupted (synchronous or WASM work), so the thread is terminated, that run answers 413
 *   `input_too_complex` (counted: it had the thread to itself) or 503 `engine_timeout` (it shared the
 *   thread: not counted), and the other runs it held are sent again to another thread. A spare
 *   thread that is warm takes over at once; a thread started to replace the last one warms the tools
 *   the stopped one had loaded before users reach it.
 * A failure to hand a run to a thread (an input structured cloning refuses) settles that run alone.
 */
export class EngineLane {
  private readonly threads: EngineThread[] = [];
  private readonly queue = new FairQueue<Entry>();
  private readonly running = new Map<number, Entry>();
  private readonly heavyRunning = new Map<string, number>();
  /** Callers whose light run held a thread, until when. */
  private readonly heavyCallers = new Map<string, number>();
  /** Per caller, when each recent light run ended and how long it took (see LIGHT_SHARE_MS). */
  private readonly lightUse = new Map<string, { at: number; ms: number }[]>();
  private readonly portDescriptor: unknown;
  private nextId = 1;
  private pumping = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: EngineLaneOptions) {
    this.portDescriptor = describePorts(options.ports);
  }

  get name(): string {
    return this.options.name;
  }

  private get maxThreads(): number {
    return Math.max(1, this.options.maxThreads ?? 2);
  }

  run({ toolId, registrationUrl, input, context, budgetMs, heavy = false, costly = false, lightBudgetMs }: LaneRun): Promise<unknown> {
    // No caller (the server's warm-up, the quiz's calculations through the host's port): never classed heavy by caller.
    const key = context.clientKey ?? context.userId ?? '';
    const request = { type: 'run', toolId, registrationUrl, input, context: { responses: context.responses, userId: context.userId } } as const;
    return this.enqueue(request, context, { key, heavy, costly, budgetMs, lightBudgetMs, internal: false });
  }

  /** Reads a tool's registration in the thread (so this one never loads the engine's modules). */
  describe(toolId: string, registrationUrl: string, budgetMs: number): Promise<ToolDescription> {
    const request = { type: 'describe', toolId, registrationUrl, input: undefined, context: { responses: 'basic' } } as const;
    return this.enqueue(request, { responses: 'basic' }, { key: '', heavy: false, budgetMs, internal: true }) as Promise<ToolDescription>;
  }

  /** Ends the threads (shutdown, tests); runs in flight fail, and the next run starts a fresh thread. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    const threads = this.threads.splice(0);
    const stopped = new ToolServiceError(`The ${this.name} engines were stopped.`);
    for (const entry of [...this.queue.waiting(), ...this.running.values()]) entry.settle({ error: stopped });
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  isRunning(): boolean {
    return this.threads.length > 0;
  }

  /** Threads alive now (the bench and tests watch spares start and stop). */
  threadCount(): number {
    return this.threads.length;
  }

  private enqueue(
    message: Omit<RunRequest, 'id'>,
    context: ToolRunContext,
    shape: Pick<Entry, 'key' | 'heavy' | 'costly' | 'budgetMs' | 'lightBudgetMs' | 'internal' | 'pinned'>,
  ): Promise<unknown> {
    if (this.queue.length + this.running.size >= this.options.maxInFlight) return Promise.reject(createBusyError());
    const perKey = this.options.maxPerKey ?? 8;
    if (!shape.internal && this.countRunsOf(shape.key) >= perKey) return Promise.reject(createTooManyRunsError(perKey));
    const heavyPerKey = this.options.maxHeavyPerKey ?? 2;
    if (!shape.internal && shape.key !== '' && (shape.heavy || this.isHeavyCaller(shape.key)) && this.countHeavyRunsOf(shape.key) >= heavyPerKey) {
      return Promise.reject(createTooManyHeavyRunsError(heavyPerKey));
    }
    if (context.signal?.aborted) return Promise.reject(abortError(context.signal));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let answered = false;
      const answer = (outcome: { value: unknown } | { error: Error }) => {
        if (answered) return;
        answered = true;
        context.signal?.removeEventListener('abort', onAbort);
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.value);
      };
      const onAbort = () => {
        // The caller left, but a thread that is working on the run is still busy with it: its slot and the
        // caller's counts stay taken until the thread answers or the budget ends it (else the next run
        // would land on a busy thread, and a caller could free their heavy slot by hanging up).
        if (this.running.get(id) === entry && entry.thread) {
          entry.abandoned = true;
          answer({ error: abortError(context.signal!) });
        }
        else entry.settle({ error: abortError(context.signal!) });
      };
      const entry: Entry = {
        ...shape,
        request: { ...message, id },
        shared: false,
        started: false,
        queuedAt: performance.now(),
        settle: (outcome) => {
          if (!this.queue.remove(entry) && !this.running.delete(id)) return;
          this.release(entry);
          answer(outcome);
          this.pump();
        },
      };
      context.signal?.addEventListener('abort', onAbort, { once: true });
      entry.timer = unrefTimer(() => {
        if (process.env.ENGINE_LANE_TRACE) console.warn(`[engines] ${this.name}: ${message.toolId} waited ${shape.budgetMs} ms; ${this.describeState()}`);
        entry.settle({ error: createBusyError() });
      }, shape.budgetMs);
      // The fallback is a matter of time, not of another run ending: in a quiet lane no settle would pump it
      // (CI's contract fuzz, 2026-11-30: a math problem waited out its 10 s budget with the light thread free).
      if (!shape.internal && shape.key !== '') entry.fallbackTimer = unrefTimer(() => this.pump(), shape.budgetMs / 2 + 1);
      this.queue.push(entry);
      this.pump();
    });
  }

  /** The threads and what they hold, for a trace of why a run waited. */
  private describeState(): string {
    const threads = this.threads.map((thread) => {
      const runs = [...thread.runs].map((id) => {
        const entry = this.running.get(id);
        return entry ? `${entry.request.type}:${entry.request.toolId}:${entry.key.slice(0, 6)}${entry.heavy ? ':heavy' : ''}` : `?${id}`;
      });
      return `${thread.lowPriority ? 'spare' : 'light'}[${thread.heavyRuns}h warm=${[...thread.warmTools].join(',')}] {${runs.join(' ')}}`;
    });
    const waiting = this.queue.waiting().map((entry) => `${entry.request.toolId}:${entry.key.slice(0, 6)}${entry.heavy ? ':heavy' : ''}`);
    return `threads ${threads.join(' | ')}; waiting ${waiting.join(' ')}; heavy callers ${[...this.heavyCallers.keys()].map((key) => key.slice(0, 6)).join(',')}`;
  }

  private isHeavyCaller(key: string): boolean {
    return (this.heavyCallers.get(key) ?? 0) > Date.now();
  }

  /** A caller's heavy runs at work and waiting; a flagged caller's waiting runs will start as heavy. */
  private countHeavyRunsOf(key: string): number {
    let count = this.heavyRunning.get(key) ?? 0;
    const flagged = this.isHeavyCaller(key);
    for (const entry of this.queue.waiting()) if (entry.key === key && (entry.heavy || flagged)) count += 1;
    return count;
  }

  private countRunsOf(key: string): number {
    let count = this.queue.runningOf(key);
    for (const entry of this.queue.waiting()) if (entry.key === key) count += 1;
    return count;
  }

  /** Frees what a finished (or given up) run held: its timers, its thread slot, its caller's counts. */
  private release(entry: Entry) {
    clearTimeout(entry.timer);
    clearTimeout(entry.fallbackTimer);
    this.releaseSlot(entry);
  }

  /** Its thread slot and its caller's counts, not its budget: a run moved to another thread keeps counting down. */
  private releaseSlot(entry: Entry) {
    clearTimeout(entry.lightTimer);
    const thread = entry.thread;
    entry.thread = undefined;
    if (!thread) return;
    thread.release(entry.request.id, entry.heavy);
    this.queue.finish(entry.key);
    this.decrementHeavy(entry);
  }

  private decrementHeavy(entry: Entry) {
    if (!entry.heavy) return;
    const left = (this.heavyRunning.get(entry.key) ?? 1) - 1;
    if (left > 0) this.heavyRunning.set(entry.key, left);
    else this.heavyRunning.delete(entry.key);
  }

  /** Hands waiting runs to threads while the rules allow, in the queue's fair order. */
  private pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const entry = this.queue.take((candidate) => this.findThread(this.classify(candidate)) !== undefined);
        if (!entry) break;
        this.place(entry, this.findThread(entry)!);
      }
    } finally {
      this.pumping = false;
    }
  }

  /** A caller classed heavy while their run waited: that run is heavy too. */
  private classify(entry: Entry): Entry {
    if (entry.heavy || entry.internal || entry.key === '') return entry;
    if (this.isHeavyCaller(entry.key)) {
      entry.heavy = true;
      entry.heavyByCaller = true;
    }
    else if (this.lightTimeOf(entry.key) > (this.options.lightShareMs ?? LIGHT_SHARE_MS)) {
      // Moved off the light thread once a spare has the tool built or is building it (for another caller's
      // run): they may wait for it to load, but the light thread is free of them meanwhile (bench/fairness,
      // résumé: a stream of exports held it 7 s while a spare loaded at low priority). Else one warms.
      const toolId = entry.request.toolId;
      if (this.threads.filter((thread) => thread.warmTools.has(toolId) || this.isLoadingTool(thread, toolId)).length >= 2) {
        // Kept apart like a caller whose run held the thread: else their light-thread time drains from
        // the window while they are away from it, and they come back to it every ten seconds.
        this.heavyCallers.set(entry.key, Date.now() + (this.options.heavyFlagMs ?? 5 * 60_000));
        entry.heavy = true;
        entry.heavyByCaller = true;
      }
      else if (this.threads.length < this.maxThreads && !this.threads.some((thread) => thread.warmTools.size === 0)) this.startWarmSpare();
    }
    return entry;
  }

  /** Light-thread time a caller's runs took over the last LIGHT_SHARE_WINDOW_MS. */
  private lightTimeOf(key: string): number {
    const spans = this.lightUse.get(key);
    if (!spans) return 0;
    const since = performance.now() - LIGHT_SHARE_WINDOW_MS;
    while (spans.length > 0 && spans[0]!.at < since) spans.shift();
    if (spans.length === 0) this.lightUse.delete(key);
    return spans.reduce((total, span) => total + span.ms, 0);
  }

  /** A light run answered: its time counts toward its caller's share of the light threads. */
  private recordLightUse(entry: Entry) {
    if (entry.heavy || entry.internal || entry.key === '' || entry.sentAt === undefined || entry.request.type !== 'run') return;
    const spans = this.lightUse.get(entry.key) ?? [];
    spans.push({ at: performance.now(), ms: performance.now() - entry.sentAt });
    this.lightUse.set(entry.key, spans);
  }

  /**
   * Where a run may start now, or undefined if it must wait. `'new'` starts a thread for it.
   * Light: the least busy thread that holds no heavy run, has room and has built the run's engine
   * (a thread still loading models would keep it waiting longer than a busy warm one; only when no
   * thread has built it yet may a cold one take it). When no thread is left for light runs (every one
   * holds a run set apart as heavy), a spare starts and warms, one more than `maxThreads` if need be,
   * and light runs wait for it or for a thread to free up, whichever comes first.
   * Heavy: one per caller, on at most `maxThreads - 1` threads, never on the last thread light runs can use.
   */
  private findThread(entry: Entry): EngineThread | 'new' | undefined {
    if (entry.pinned) return entry.pinned.alive && entry.pinned.runs.size < this.options.concurrency ? entry.pinned : undefined;
    if (this.threads.length === 0) return 'new';
    const parallel = this.hasRunOfSameTool(entry);
    if ((entry.costly || parallel) && !entry.heavy) {
      // Behind the caller's own long run, as a heavy run would be; else a free spare, else the light thread.
      if ((this.heavyRunning.get(entry.key) ?? 0) > 0) return undefined;
      const spare = this.findHeavyThread(entry);
      if (spare !== undefined) {
        entry.heavy = true;
        return spare;
      }
      // A caller holds one light slot per tool: their parallel run waits for a spare or for their own run to end.
      if (parallel && this.maxThreads > 1) return undefined;
      // A spare busy with another costly run is free again in a moment: wait for it rather than hold the light thread.
      if (this.threads.some((thread) => thread.heavyRuns > 0 && this.holdsOnlyCostlyRuns(thread))) return undefined;
    }
    if (!entry.heavy) return this.findLightThread(entry);
    return this.findHeavyThread(entry) ?? this.findFallbackLightThread(entry);
  }

  /**
   * A small run set apart only because of its caller, that has waited half its budget for a spare, takes a
   * light slot rather than be refused: a spare loading models at low priority on a loaded machine took
   * minutes while the light thread sat idle (CI's contract fuzz, 2026-11-30: math and language detection
   * answered 503 engine_busy). If it then holds the light thread, the light budget sets it apart again (docs/decisions/0078).
   */
  private findFallbackLightThread(entry: Entry): EngineThread | undefined {
    if (!entry.heavyByCaller || (this.heavyRunning.get(entry.key) ?? 0) > 0 || this.countRunningOf(entry.key) > 0) return undefined;
    if (performance.now() - entry.queuedAt < entry.budgetMs / 2) return undefined;
    const thread = this.findLightThread(entry);
    if (thread) {
      entry.heavy = false;
      if (process.env.ENGINE_LANE_TRACE) console.warn(`[engines] ${this.name}: ${entry.request.toolId} falls back to a light slot after ${Math.round(performance.now() - entry.queuedAt)} ms; ${this.describeState()}`);
    }
    return thread;
  }

  private countRunningOf(key: string): number {
    let count = 0;
    for (const other of this.running.values()) if (other.key === key && !other.abandoned) count += 1;
    return count;
  }

  /**
   * A page sends one request at a time: a caller with a run of the same tool already going sends work in
   * parallel (a script), so their extra runs take a spare like a costly run and never crowd the light thread.
   */
  private hasRunOfSameTool(entry: Entry): boolean {
    if (entry.internal || entry.key === '' || entry.request.type !== 'run') return false;
    for (const other of this.running.values()) if (other !== entry && !other.abandoned && other.key === entry.key && other.request.toolId === entry.request.toolId) return true;
    return false;
  }

  private holdsOnlyCostlyRuns(thread: EngineThread): boolean {
    return [...thread.runs].every((id) => this.running.get(id)?.costly === true);
  }

  private findLightThread(entry: Entry): EngineThread | undefined {
    const lightCapable = this.threads.filter((thread) => thread.heavyRuns === 0);
    const toolId = entry.request.toolId;
    // Only threads that may take it count: a spare warm for this tool but held by someone's heavy run
    // could keep it waiting minutes, longer than loading the tool on a free thread takes.
    const needsWarm = entry.request.type === 'run' && lightCapable.some((thread) => thread.warmTools.has(toolId));
    const candidates = lightCapable.filter((thread) => thread.runs.size < this.options.concurrency && (!needsWarm || thread.warmTools.has(toolId)));
    // A thread loading another tool's models is busy for seconds, synchronously: a light run waits for a
    // slot on a thread that is not, when there is one (bench/fairness, résumé: a new user's light export
    // sat 1.6 s behind a spare loading the AI detector). Only when every thread is warming does it go there.
    const settled = lightCapable.some((thread) => !this.isWarming(thread));
    const roomy = settled ? candidates.filter((thread) => !this.isWarming(thread)) : candidates;
    // The light thread first (it has the CPU's priority), then the least busy.
    const rank = (thread: EngineThread) => thread.runs.size + (thread.lowPriority ? this.options.concurrency : 0);
    if (roomy.length > 0) return roomy.reduce((best, thread) => (rank(thread) < rank(best) ? thread : best));
    if (lightCapable.length === 0) this.startSpareForLightRuns();
    return undefined;
  }

  /** Whether a thread has a run of this tool in hand: once it answers, the thread has the tool built. */
  private isLoadingTool(thread: EngineThread, toolId: string): boolean {
    for (const id of thread.runs) if (this.running.get(id)?.request.toolId === toolId) return true;
    return false;
  }

  /** Whether a thread is loading a tool's models for the lane (a warm-up), not working on a caller's run. */
  private isWarming(thread: EngineThread): boolean {
    for (const id of thread.runs) if (this.running.get(id)?.request.type === 'warm') return true;
    return false;
  }

  private findHeavyThread(entry: Entry): EngineThread | 'new' | undefined {
    const lightCapable = this.threads.filter((thread) => thread.heavyRuns === 0);
    if ((this.heavyRunning.get(entry.key) ?? 0) > 0) return undefined;
    const idle = lightCapable.filter((thread) => thread.runs.size === 0);
    if (this.maxThreads === 1) return idle[0];
    // Heavy runs go to spares, which yield the CPU to the light thread; the light thread never takes one.
    const idleSpares = idle.filter((thread) => thread.lowPriority);
    const heavyThreads = this.threads.length - lightCapable.length;
    if (heavyThreads >= this.maxThreads - 1) return undefined;
    // An idle thread, if a warm one is left for light runs after it takes this one (warm threads are taken last).
    const warm = (thread: EngineThread) => thread.warmTools.size > 0;
    const byColdFirst = [...idleSpares].sort((a, b) => Number(warm(a)) - Number(warm(b)));
    const taken = byColdFirst.find((candidate) => lightCapable.some((other) => other !== candidate && warm(other)));
    if (taken) return taken;
    return this.threads.length < this.maxThreads ? 'new' : undefined;
  }

  private place(entry: Entry, target: EngineThread | 'new') {
    const thread = target === 'new' ? this.startThread(entry.heavy) : target;
    this.running.set(entry.request.id, entry);
    this.assign(entry, thread);
  }

  /** Sends a run to a thread (its first time, or again after its thread was replaced). */
  private assign(entry: Entry, thread: EngineThread) {
    if (thread.runs.size > 0) {
      entry.shared = true;
      for (const id of thread.runs) {
        const other = this.running.get(id);
        if (other) other.shared = true;
      }
    }
    entry.thread = thread;
    if (entry.heavy) {
      thread.heavyRuns += 1;
      this.heavyRunning.set(entry.key, (this.heavyRunning.get(entry.key) ?? 0) + 1);
    }
    try {
      thread.send(entry.request);
      entry.sentAt = performance.now();
    } catch {
      // Not copyable: this input alone is refused; the thread never saw it.
      if (entry.heavy) thread.heavyRuns -= 1;
      this.decrementHeavy(entry);
      entry.thread = undefined;
      this.queue.finish(entry.key);
      entry.settle({ error: createUncopyableInputError() });
      return;
    }
    if (!entry.started) {
      entry.started = true;
      clearTimeout(entry.timer);
      clearTimeout(entry.fallbackTimer);
      const cold = !thread.warmTools.has(entry.request.toolId) && entry.request.type === 'run';
      const budgetMs = entry.budgetMs + (cold ? (this.options.coldStartGraceMs ?? COLD_START_GRACE_MS) : 0);
      entry.timer = unrefTimer(() => this.expire(entry, budgetMs), budgetMs);
      if (!entry.heavy && !cold && entry.lightBudgetMs !== undefined && entry.lightBudgetMs < entry.budgetMs) {
        const since = thread.eventLoopUtilization();
        entry.lightTimer = unrefTimer(() => this.checkLightRun(entry, since), entry.lightBudgetMs);
      }
    }
  }

  /**
   * A light run past its light budget: if its thread's event loop was busy nearly all that time, it
   * is holding the thread (synchronous work), so the thread is set apart for it as a heavy run and
   * the light runs that were waiting inside it go to another thread. A run that only waits (on a
   * provider, a lookup) leaves the loop free and keeps its place.
   */
  private checkLightRun(entry: Entry, since: ReturnType<EngineThread['eventLoopUtilization']>) {
    const thread = entry.thread;
    if (!thread || !thread.alive || entry.heavy) return;
    // Synchronous work holds a thread in the order runs reached it: a busy loop behind an older run is that run's doing.
    for (const id of thread.runs) {
      const other = this.running.get(id);
      if (other && other !== entry && (other.sentAt ?? Infinity) < (entry.sentAt ?? 0)) return;
    }
    if (thread.eventLoopUtilization(since).utilization < HOLDING_UTILIZATION) return;
    if (entry.key !== '') this.heavyCallers.set(entry.key, Date.now() + (this.options.heavyFlagMs ?? 5 * 60_000));
    entry.heavy = true;
    thread.heavyRuns += 1;
    this.heavyRunning.set(entry.key, (this.heavyRunning.get(entry.key) ?? 0) + 1);
    this.moveOthersOff(thread, entry);
    this.pump();
  }

  /**
   * When no thread is left for light runs, one is started at once and warmed with every tool the
   * lane's threads have built, so light runs find their models loaded. At most one such spare beyond
   * `maxThreads`: past it, light runs wait for a thread to free up.
   */
  private startSpareForLightRuns(stopped?: EngineThread) {
    if (this.threads.some((thread) => thread.heavyRuns === 0) || this.threads.length > this.maxThreads) return;
    this.startWarmSpare(stopped);
  }

  /** A new thread, warmed with every tool the lane's threads (and `stopped`) have built before any user's run reaches it. */
  private startWarmSpare(stopped?: EngineThread) {
    const toolUrls = new Map<string, string>();
    for (const thread of [...this.threads, ...(stopped ? [stopped] : [])]) for (const [toolId, url] of thread.registrationUrls) toolUrls.set(toolId, url);
    const spare = this.startThread();
    // Tools that runs are waiting for load first: a light run then waits for its own tool, not for the whole lane's.
    const waitingFor = new Set(this.queue.waiting().map((entry) => entry.request.toolId));
    const ordered = [...toolUrls].sort(([a], [b]) => Number(waitingFor.has(b)) - Number(waitingFor.has(a)));
    for (const [toolId, registrationUrl] of ordered) {
      const request = { type: 'warm', toolId, registrationUrl, input: undefined, context: { responses: 'basic' } } as const;
      void this.enqueue(request, { responses: 'basic' }, { key: '', heavy: false, budgetMs: WARM_BUDGET_MS, internal: true, pinned: spare }).catch(() => {});
    }
  }

  /** The other runs a thread holds go back to the queue's head, to start on another thread (their budgets keep counting). */
  private moveOthersOff(thread: EngineThread, keep: Entry) {
    for (const id of [...thread.runs]) {
      const other = this.running.get(id);
      if (!other || other === keep) continue;
      this.releaseSlot(other);
      this.running.delete(id);
      this.queue.pushFront(other);
    }
  }

  private expire(entry: Entry, budgetMs: number) {
    if (this.running.get(entry.request.id) !== entry) {
      // Sent back to the queue when its thread was replaced, and still waiting there at its deadline.
      if (this.queue.waiting().includes(entry)) entry.settle({ error: createSharedTimeoutError(entry.budgetMs) });
      return;
    }
    const stuck = entry.thread;
    if (stuck) {
      this.moveOthersOff(stuck, entry);
      this.dropThread(stuck);
      void stuck.terminate();
    }
    if (entry.internal) entry.settle({ error: new ToolServiceError(`The ${this.name} engines took longer than ${budgetMs / 1000} s to load.`) });
    else entry.settle({ error: entry.shared ? createSharedTimeoutError(entry.budgetMs) : createTooComplexError(entry.budgetMs, entry.request.toolId) });
    // The thread that replaces it loads what the stopped one had, before users reach it.
    if (stuck) this.startSpareForLightRuns(stuck);
    this.pump();
  }

  private dropThread(thread: EngineThread) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    if (this.threads.length === 0) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  /** A spare (low CPU priority) for heavy runs, or whenever the lane already has its light thread. */
  private startThread(forHeavyRun = false): EngineThread {
    const lowPriority = this.maxThreads > 1 && (forHeavyRun || this.threads.some((thread) => !thread.lowPriority));
    const thread = new EngineThread({
      lowPriority,
      name: this.name,
      ports: this.options.ports,
      portDescriptor: this.portDescriptor,
      onReply: (from, reply) => this.readReply(from, reply),
      onExit: (from, error) => this.forgetThread(from, error),
    });
    this.threads.push(thread);
    this.sweeper ??= setInterval(() => this.stopIdleSpares(), SWEEP_MS);
    this.sweeper.unref();
    return thread;
  }

  private readReply(thread: EngineThread, reply: RunReply) {
    const entry = this.running.get(reply.id);
    // A late answer for a run that was moved to another thread: that thread answers it.
    if (!entry || entry.thread !== thread) return;
    if (reply.ok && (entry.request.type === 'run' || entry.request.type === 'warm')) {
      thread.warmTools.add(entry.request.toolId);
      thread.registrationUrls.set(entry.request.toolId, entry.request.registrationUrl);
    }
    this.recordLightUse(entry);
    entry.settle(reply.ok ? { value: reply.value } : { error: rebuildError(reply.error) });
  }

  private forgetThread(thread: EngineThread, error: Error) {
    this.dropThread(thread);
    console.error(`[engines] a ${this.name} worker stopped:`, error.message);
    // A crash (out of memory, a fatal error) is not the caller's input as far as we can tell.
    for (const id of [...thread.runs]) {
      this.running.get(id)?.settle({
        error: new ToolServiceError(`The engine stopped unexpectedly (${error.message}); it restarts with the next request. This request was not counted.`),
      });
    }
  }

  /** Spare threads (all but the light thread) idle past `spareIdleMs` are stopped: their memory goes back. */
  private stopIdleSpares() {
    const idleMs = this.options.spareIdleMs ?? 10 * 60_000;
    const now = Date.now();
    const lightThread = this.threads.find((thread) => !thread.lowPriority) ?? this.threads[0];
    for (const thread of this.threads.filter((candidate) => candidate !== lightThread)) {
      if (thread.runs.size === 0 && now - thread.idleSince >= idleMs) {
        this.dropThread(thread);
        void thread.terminate();
      }
    }
    for (const [key, until] of this.heavyCallers) if (until <= now) this.heavyCallers.delete(key);
    for (const key of [...this.lightUse.keys()]) this.lightTimeOf(key);
  }
}

function unrefTimer(callback: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(callback, ms);
  timer.unref();
  return timer;
}

/** The errors the callers (the tool routes, the CLI) recognise by name come back as themselves. */
function rebuildError(serialized: SerializedError | undefined): Error {
  const { name = 'Error', message = 'engine error', code, status } = serialized ?? {};
  if (name === 'ToolInputError') return reviveToolInputError({ message, code, status });
  if (name === 'ToolServiceError') return new ToolServiceError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}
