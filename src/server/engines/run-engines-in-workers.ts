import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOOL_IDS, type ToolId } from '../../domain/tools';
import type { AnyToolContract } from '../../platform/contract-kit/define-tool-contract';
import type { ToolEngine } from '../../platform/engine';
import type { EnginePorts } from '../../platform/engine-ports';
import { registrationPath } from '../../platform/load-tool-registrations';
import type { ToolRegistration } from '../../platform/tool-registration';
import { composeEngines, type ComposedEngines, describeWarmUp, type WarmUp } from './compose-engines';
import { MATH_MODEL_TIME_BUDGET_MS, MATH_TIME_BUDGET_MS } from '../../tools/math-problem-assistance/index';
import { CHARS_PER_WORD, countInputChars, type MeasuredInput } from '../../platform/contract-kit/measure-input';
import { EngineLane } from './workers/engine-lane';

/**
 * Which engines share a worker thread. An engine runs in one lane only, so what it loads is loaded
 * once: the language lane holds the engines that identify languages with the detect-language
 * ensemble (the AI detector, the grammar checker, translation when no source language is given) and
 * the resume builder, which proofreads with the grammar checker; the text lane the engines without a
 * shared model; the math lane the solver (the quiz's calculations reach it through the host's
 * `solveMath` port), so its problems are shared fairly like every other run (docs/decisions/0042).
 */
export const DEFAULT_LANES: Readonly<Record<string, readonly ToolId[]>> = {
  language: ['detect-language', 'ai-detector', 'grammar-checker', 'translate', 'resume-builder'],
  text: ['plagiarism', 'text-compare', 'quiz-answer-assistance', 'citation-helper'],
  math: ['math-problem-assistance'],
};

/**
 * Per run, from the moment it is handed to its lane: a base, plus an allowance per word counted
 * against the plan, so a long document a plan allows is never cut short (5,000 words through the AI
 * detector took over 60 s on a busy 2-core machine) while a runaway input is still stopped.
 * Generous: the first run after a (re)start includes loading the engine's models.
 */
export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_BUDGET_PER_WORD_MS = 20;
const DEFAULT_BUDGETS: Partial<Record<ToolId, number>> = {
  // Its own harper worker lanes load a 16 MB WASM binary and dictionaries on first use.
  'grammar-checker': 120_000,
  'resume-builder': 120_000,
  // Apertium and the translation services take their time on a long document; they wait, not compute.
  translate: 120_000,
  // A competition problem the CAS cannot crack should not hold a thread (MATH_TIME_BUDGET_MS).
  'math-problem-assistance': MATH_TIME_BUDGET_MS,
};

/** A tool's base budget on a server without a model server: what a small input may take at most, queueing included. */
export function baseBudgetMsOf(id: ToolId): number {
  return DEFAULT_BUDGETS[id] ?? DEFAULT_BUDGET_MS;
}

/** No run holds a thread longer than this, whatever its size and plan (an Ultimate 100,000-word check once worked out to ~3 hours). */
export const MAX_BUDGET_MS = 5 * 60_000;

/**
 * From this many words (or characters at CHARS_PER_WORD each) an input is heavy: it gets a thread
 * to itself and its caller holds one heavy slot at a time. 1,500 words is above every plan's per-scan
 * limit but Ultimate's, and takes the slowest laned engine (grammar) about half a second.
 */
export const HEAVY_INPUT_WORDS = 1_500;

/**
 * A light run whose thread's event loop is still busy after this long is holding it (a small input
 * that is costly to work out: a math problem, a citation style): it is set apart as heavy, the next
 * light runs go to another thread, and its caller's next runs are heavy. Warm, a light run takes well
 * under half a second on every engine (README figures), a second or two on a loaded machine (a résumé
 * PDF with its fonts), so three seconds of solid work is not light.
 */
export const LIGHT_BUDGET_MS = 3_000;

export interface EngineWorkerOptions {
  lanes?: Readonly<Record<string, readonly ToolId[]>>;
  /** The base budget per tool (DEFAULT_BUDGET_MS otherwise). */
  budgetsMs?: Partial<Record<ToolId, number>>;
  /** Added to the budget per word the input counts against the plan. */
  budgetPerWordMs?: number;
  /** Runs waiting or running per lane before new ones are refused with 503 `engine_busy`. */
  maxInFlightPerLane?: number;
  /** Light runs each lane's thread works on at once (see EngineLane). */
  concurrencyPerLane?: number;
  /** Threads per lane: the first for light runs, the others started for heavy ones (ENGINE_LANE_THREADS, default 2, 3 from 4 cores on). */
  threadsPerLane?: number;
  /** Words from which an input is heavy (HEAVY_INPUT_WORDS). */
  heavyInputWords?: number;
  /** A light run holding its thread this long is re-classed heavy (LIGHT_BUDGET_MS). */
  lightBudgetMs?: number;
  /** Added to a run's budget on a thread that has not built its engine yet (EngineLane's default: 30 s). */
  coldStartGraceMs?: number;
  /** Where the worker finds a tool's registration (tests point this at a fake engine). */
  registrationUrl?: (id: ToolId) => string;
}

export interface EnginesInWorkers extends ComposedEngines {
  /** Ends every lane's thread (shutdown, tests). */
  stop(): Promise<void>;
}

/**
 * Decorates composed engines so that the engines named in `lanes` run in worker threads with a
 * time budget (see EngineLane), while their input schema and word counts stay here for the routes'
 * checks. The warm-ups are redirected too, so warming loads the models in the threads that use them.
 * The API server and a queue worker process both wrap `loadEngines(...)` with this.
 */
export function runEnginesInWorkers(composed: ComposedEngines, options: EngineWorkerOptions = {}): EnginesInWorkers {
  const layout = createLanes(composed.ports, options);
  const wrapped = new Map<ToolId, ToolEngine<unknown, unknown>>();
  const wrap = (engine: ToolEngine<unknown, unknown>): ToolEngine<unknown, unknown> => {
    if (!layout.laneOf.has(engine.id)) return engine;
    let inWorker = wrapped.get(engine.id);
    if (!inWorker) {
      inWorker = { ...engine, run: layout.runIn(engine.id, (input) => measureInput(engine, input)) };
      wrapped.set(engine.id, inWorker);
    }
    return inWorker;
  };
  return {
    ...composed,
    findEngine: (id) => {
      const engine = composed.findEngine(id);
      return engine && wrap(engine);
    },
    warmUps: composed.warmUps.map((warmUp) => ({ ...warmUp, engine: wrap(warmUp.engine) })),
    stop: layout.stop,
  };
}

/**
 * The lean way to the same result, for the API server and queue workers: tools in a lane are never
 * imported on this thread. Their input schema and word counts come from the contract
 * (`src/tools/<id>/contract.ts`), their setup and warm-up input from the lane's thread, which reads
 * the registration there; only tools outside the lanes are composed here. The main thread then
 * holds no engine code or model of a laned tool (~240 MB less than importing all ten).
 */
export async function loadEnginesInWorkers(ports: EnginePorts, options: EngineWorkerOptions = {}): Promise<EnginesInWorkers> {
  const layout = createLanes(ports, options);
  const outside = await Promise.all(TOOL_IDS.filter((id) => !layout.laneOf.has(id)).map((id) => importRegistration(id)));
  const composed = composeEngines(outside, ports);
  const engines = new Map<ToolId, ToolEngine<unknown, unknown>>();
  const setup = { ...composed.setup };
  const lanedWarmUps = new Map<ToolId, WarmUp>();
  try {
    await Promise.all(
      TOOL_IDS.filter((id) => layout.laneOf.has(id)).map(async (id) => {
        const [contract, description] = await Promise.all([importContract(id), layout.laneOf.get(id)!.describe(id, layout.locate(id), DESCRIBE_BUDGET_MS)]);
        if (!description.hasEngine) return;
        const engine: ToolEngine<unknown, unknown> = {
          id,
          inputSchema: contract.input,
          countInputWords: (input) => contract.countInputWords(input),
          ...(contract.countInputChars ? { countInputChars: (input: unknown) => contract.countInputChars!(input) } : {}),
          ...(contract.isCostlyInput ? { isCostlyInput: (input: unknown) => contract.isCostlyInput!(input) } : {}),
          run: layout.runIn(id, (input) => measureInput(contract, input)),
        };
        engines.set(id, engine);
        if (description.setup) setup[id] = description.setup;
        if (description.warmUpInput !== undefined) lanedWarmUps.set(id, describeWarmUp(engine, description));
      }),
    );
  } catch (error) {
    await layout.stop();
    throw error;
  }
  routeMathPortToLane(ports, engines.get('math-problem-assistance'));
  // The same order as composeEngines gives: the catalogue's.
  const warmUps = TOOL_IDS.flatMap((id) => lanedWarmUps.get(id) ?? composed.warmUps.filter((warmUp) => warmUp.engine.id === id));
  return {
    findEngine: (id) => engines.get(id) ?? composed.findEngine(id),
    setup,
    warmUps,
    ports,
    stop: layout.stop,
  };
}

/**
 * A waiting run costs only its input, and each keeps its own time budget: 32 refused tiny runs at 50
 * connections (503 engine_busy), so the queue is deep enough for a burst and still bounded.
 */
const DEFAULT_MAX_IN_FLIGHT = 256;

/** Reading registrations includes importing every module of the lane's tools (seconds on a busy machine). */
const DESCRIBE_BUDGET_MS = 120_000;

function createLanes(ports: EnginePorts, options: EngineWorkerOptions) {
  // With a model server, a word problem first waits for the model (up to 30 s).
  const mathBudget = ports.openai ? { 'math-problem-assistance': MATH_MODEL_TIME_BUDGET_MS } : {};
  const budgets = { ...DEFAULT_BUDGETS, ...mathBudget, ...options.budgetsMs };
  const locate = options.registrationUrl ?? ((id: ToolId) => pathToFileURL(registrationPath(id)).href);
  const laneOf = new Map<ToolId, EngineLane>();
  const lanes: EngineLane[] = [];
  for (const [name, ids] of Object.entries(options.lanes ?? DEFAULT_LANES)) {
    const lane = new EngineLane({
      name,
      ports,
      concurrency: options.concurrencyPerLane ?? 2,
      maxInFlight: options.maxInFlightPerLane ?? DEFAULT_MAX_IN_FLIGHT,
      maxThreads: options.threadsPerLane ?? readThreadsPerLane(),
      ...(options.coldStartGraceMs === undefined ? {} : { coldStartGraceMs: options.coldStartGraceMs }),
    });
    lanes.push(lane);
    for (const id of ids) laneOf.set(id, lane);
  }
  const perWordMs = options.budgetPerWordMs ?? DEFAULT_BUDGET_PER_WORD_MS;
  const heavyWords = options.heavyInputWords ?? HEAVY_INPUT_WORDS;
  const runIn = (id: ToolId, measure: (input: unknown) => InputMeasure): ToolEngine<unknown, unknown>['run'] => {
    const lane = laneOf.get(id)!;
    const baseMs = budgets[id] ?? DEFAULT_BUDGET_MS;
    const registrationUrl = locate(id);
    const lightBudgetMs = options.lightBudgetMs ?? LIGHT_BUDGET_MS;
    return (input, context) => {
      const { words, chars, costly } = measure(input);
      const budgetMs = Math.min(MAX_BUDGET_MS, baseMs + perWordMs * words);
      const heavy = isHeavySize(words, chars, heavyWords);
      return lane.run({ toolId: id, registrationUrl, input, context, budgetMs, heavy, costly, lightBudgetMs });
    };
  };
  const stop = async () => {
    await Promise.all(lanes.map((lane) => lane.stop()));
  };
  return { laneOf, locate, runIn, stop };
}

/**
 * The quiz's calculations (the `solveMath` port, answered on this thread) go to the math lane, so
 * the process keeps one pool of math threads and a quiz's sums queue fairly with math problems.
 * The lanes look a port up when it is called, so replacing it here reaches them.
 */
function routeMathPortToLane(ports: EnginePorts, math: ToolEngine<unknown, unknown> | undefined) {
  if (!math || !ports.solveMath) return;
  ports.solveMath = (problem, responses) => math.run({ problem, task: 'auto' }, { responses }) as ReturnType<NonNullable<EnginePorts['solveMath']>>;
}

/** Whether an input is heavy by its size (the job queue sends such runs to its heavy queue; a costly one goes to the light queue and its worker's lane decides). */
export function isHeavyInput(spec: MeasuredInput<unknown>, input: unknown, heavyWords = HEAVY_INPUT_WORDS): boolean {
  const { words, chars } = measureInput(spec, input);
  return isHeavySize(words, chars, heavyWords);
}

/** Whether the contract estimates an input costly for its size (EngineLane's `costly` runs). */
export function isCostlyInput(spec: MeasuredInput<unknown>, input: unknown): boolean {
  return measureInput(spec, input).costly;
}

function isHeavySize(words: number, chars: number, heavyWords: number): boolean {
  return words >= heavyWords || chars >= heavyWords * CHARS_PER_WORD;
}

interface InputMeasure {
  words: number;
  chars: number;
  /** The contract's estimate: costly for its size (MeasuredInput.isCostlyInput). */
  costly: boolean;
}

/** Words, characters and cost estimate of an input, for its budget and its class; an input the contract cannot count is light. */
function measureInput(spec: MeasuredInput<unknown>, input: unknown): InputMeasure {
  try {
    return { words: spec.countInputWords(input), chars: countInputChars(spec, input), costly: spec.isCostlyInput?.(input) ?? false };
  } catch {
    return { words: 0, chars: 0, costly: false };
  }
}

/**
 * ENGINE_LANE_THREADS; by default 2 (the light thread and one spare), 3 from 4 cores on: a second
 * spare lets two callers' heavy runs progress side by side, but on 2 cores three busy threads took
 * the light thread's CPU (bench/fairness, résumé: light p50 66 → 233 ms). 1 keeps one thread per
 * lane (least memory, no fairness between heavy and light runs).
 */
function readThreadsPerLane(): number {
  const value = Number(process.env.ENGINE_LANE_THREADS);
  if (Number.isInteger(value) && value >= 1) return value;
  return availableParallelism() >= 4 ? 3 : 2;
}

async function importRegistration(id: ToolId): Promise<ToolRegistration> {
  const path = registrationPath(id);
  if (!existsSync(path)) return { id };
  const module = (await import(pathToFileURL(path).href)) as { tool?: ToolRegistration };
  if (module.tool?.id !== id) throw new Error(`${path} must export \`tool\`, the registration of "${id}".`);
  return module.tool;
}

/** The tool's contract, found by convention: the export of `contract.ts` next to its registration whose id is the tool's. */
async function importContract(id: ToolId): Promise<AnyToolContract> {
  const path = join(dirname(registrationPath(id)), 'contract.ts');
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const contract = Object.values(module).find(
    (value): value is AnyToolContract =>
      typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && typeof (value as { countInputWords?: unknown }).countInputWords === 'function',
  );
  if (!contract) throw new Error(`${path} exports no contract for "${id}".`);
  return contract;
}
