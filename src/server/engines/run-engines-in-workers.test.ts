import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolId } from '../../domain/tools';
import { ToolInputError, type ToolEngine } from '../../platform/engine';
import type { EnginePorts } from '../../platform/engine-ports';
import { ApiError } from '../http/api-error';
import type { ComposedEngines } from './compose-engines';
import { composeEngines } from './compose-engines';
import { isCostlyInput, isHeavyInput, loadEnginesInWorkers, runEnginesInWorkers, type EnginesInWorkers } from './run-engines-in-workers';
import { loadToolRegistrations } from '../../platform/load-tool-registrations';
import { createSlowEngine } from './workers/fixtures/slow-tool';

const FIXTURE_URL = new URL('./workers/fixtures/slow-tool.ts', import.meta.url).href;
const ports: EnginePorts = {
  documents: {
    lookupFingerprints: async () => [],
    loadSourceTexts: async () => [],
    countStoredDocuments: async (context) => ({ documents: context.userId === 'u1' ? 3 : 0, corpus: 7 }),
  },
};

/** The slow engine under two tool ids: one with a short budget, one with a long one. */
function composeSlow(): ComposedEngines {
  const engines = new Map<ToolId, ToolEngine<unknown, unknown>>(
    (['text-compare', 'plagiarism'] as const).map((id) => [id, { ...createSlowEngine(ports), id }]),
  );
  return { findEngine: (id) => engines.get(id), setup: {}, warmUps: [], ports };
}

function healthApp() {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  return app;
}

/** How many /api/health answers arrive, one after another, while `run` is still going. */
async function countHealthAnswersDuring(run: Promise<unknown>): Promise<number> {
  const app = healthApp();
  let finished = false;
  void run.then(
    () => (finished = true),
    () => (finished = true),
  );
  let answers = 0;
  while (!finished) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await app.request('/api/health');
    if (!finished && response.status === 200) answers += 1;
  }
  await run;
  return answers;
}

let engines: EnginesInWorkers | undefined;
afterEach(async () => {
  await engines?.stop();
  engines = undefined;
});

function start(
  budgetsMs: Partial<Record<ToolId, number>> = {},
  limits: { maxInFlightPerLane?: number; concurrencyPerLane?: number; budgetPerWordMs?: number } = {},
) {
  engines = runEnginesInWorkers(composeSlow(), {
    lanes: { test: ['text-compare', 'plagiarism'] },
    budgetsMs: { plagiarism: 60_000, ...budgetsMs },
    registrationUrl: () => FIXTURE_URL,
    budgetPerWordMs: 0,
    coldStartGraceMs: 1_000,
    ...limits,
  });
  return engines;
}

describe('runEnginesInWorkers', () => {
  it('keeps /api/health answering while a long engine run holds its thread', async () => {
    const { findEngine } = start();
    const engine = findEngine('plagiarism')!;
    const answers = await countHealthAnswersDuring(engine.run({ busyMs: 1500 }, { responses: 'advanced' }));
    expect(answers).toBeGreaterThanOrEqual(5);
    // The same engine run here, on the event loop, lets no health answer through.
    const inProcess = await countHealthAnswersDuring(createSlowEngine(ports).run({ busyMs: 600 }, { responses: 'basic' }));
    expect(inProcess).toBe(0);
  }, 60_000);

  it('returns results, input errors and the host ports across the thread', async () => {
    const { findEngine } = start();
    const engine = findEngine('plagiarism')!;
    expect(engine.id).toBe('plagiarism');
    expect(engine.countInputWords({ busyMs: 0 })).toBe(1);
    await expect(engine.run({ busyMs: 0, askPort: true }, { responses: 'basic', userId: 'u1' })).resolves.toEqual({
      done: true,
      responses: 'basic',
      stored: { documents: 3, corpus: 7 },
    });
    const rejected = await engine.run({ busyMs: 0, reject: true }, { responses: 'basic' }).catch((error: unknown) => error);
    expect(rejected).toMatchObject({ name: 'ToolInputError', code: 'nothing_to_compare', status: 422, message: 'Nothing to compare.' });
  }, 60_000);

  it('stops a run over its budget with a 413 and serves the next run on a fresh thread', async () => {
    const { findEngine } = start({ 'text-compare': 300 });
    const error = await findEngine('text-compare')!
      .run({ busyMs: 30_000 }, { responses: 'basic' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'input_too_complex' });
    expect((error as Error).message).toMatch(/took longer than 0.3 s/);
    await expect(findEngine('plagiarism')!.run({ busyMs: 10 }, { responses: 'basic' })).resolves.toMatchObject({ done: true });
  }, 60_000);

  it('gives a longer input more time: the budget grows with the words it counts', async () => {
    // The fixture counts 1 word: 300 ms of base budget plus 30 s for that word.
    const { findEngine } = start({ 'text-compare': 300 }, { budgetPerWordMs: 30_000 });
    await expect(findEngine('text-compare')!.run({ busyMs: 800 }, { responses: 'basic' })).resolves.toMatchObject({ done: true });
  }, 60_000);

  it('answers 503 when the thread was shared, and sends the other runs again', async () => {
    const { findEngine } = start({ 'text-compare': 300 });
    const slow = findEngine('text-compare')!.run({ busyMs: 30_000 }, { responses: 'basic' }).catch((caught: unknown) => caught);
    // Queued in the thread behind the stuck run: it finishes only if it is sent again to a fresh thread.
    const innocent = findEngine('plagiarism')!.run({ busyMs: 10 }, { responses: 'basic' });
    expect(await slow).toMatchObject({ status: 503, code: 'engine_timeout' });
    await expect(innocent).resolves.toMatchObject({ done: true });
  }, 60_000);

  it('refuses at once with 503 engine_busy when a lane is full', async () => {
    const { findEngine } = start({}, { maxInFlightPerLane: 1 });
    const first = findEngine('plagiarism')!.run({ busyMs: 10 }, { responses: 'basic' });
    await expect(findEngine('plagiarism')!.run({ busyMs: 10 }, { responses: 'basic' })).rejects.toMatchObject({ status: 503, code: 'engine_busy' });
    await first;
  }, 60_000);

  it('answers 503 engine_busy to a run that waited past its budget, without stopping the one running', async () => {
    const { findEngine } = start({ 'text-compare': 300 }, { concurrencyPerLane: 1 });
    const running = findEngine('plagiarism')!.run({ busyMs: 1500 }, { responses: 'basic' });
    await expect(findEngine('text-compare')!.run({ busyMs: 0 }, { responses: 'basic' })).rejects.toMatchObject({ status: 503, code: 'engine_busy' });
    await expect(running).resolves.toMatchObject({ done: true });
  }, 60_000);

  it("classes an input heavy by its size, and costly by its contract's estimate", () => {
    const contract = { countInputWords: (input: unknown) => String(input).split(' ').length, isCostlyInput: (input: unknown) => String(input).includes('costly') };
    expect(isHeavyInput(contract, 'a short costly one')).toBe(false);
    expect(isCostlyInput(contract, 'a short costly one')).toBe(true);
    expect(isCostlyInput(contract, 'a short one')).toBe(false);
    expect(isHeavyInput(contract, 'word '.repeat(2_000))).toBe(true);
    expect(isCostlyInput({ countInputWords: () => 1, isCostlyInput: () => { throw new Error('unreadable'); } }, {})).toBe(false);
  });

  it('leaves engines outside every lane as they are', () => {
    const composed = composeSlow();
    engines = runEnginesInWorkers(composed, { lanes: { test: ['plagiarism'] }, registrationUrl: () => FIXTURE_URL });
    expect(engines.findEngine('text-compare')).toBe(composed.findEngine('text-compare'));
    expect(engines.findEngine('plagiarism')).not.toBe(composed.findEngine('plagiarism'));
    expect(engines.findEngine('plagiarism')).toBe(engines.findEngine('plagiarism'));
  });
});

describe('loadEnginesInWorkers', () => {
  it('gives the same tools, setup and warm-ups as composing them here, with laned tools run in their thread', async () => {
    const here = composeEngines(await loadToolRegistrations(), {});
    engines = await loadEnginesInWorkers({}, { lanes: { text: ['text-compare', 'citation-helper'] } });
    expect(engines.setup).toEqual(here.setup);
    expect(engines.warmUps.map((warmUp) => [warmUp.engine.id, warmUp.input])).toEqual(here.warmUps.map((warmUp) => [warmUp.engine.id, warmUp.input]));
    const compare = engines.findEngine('text-compare')!;
    expect(compare).not.toBe(here.findEngine('text-compare'));
    const input = compare.inputSchema.parse({ original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' });
    expect(compare.countInputWords(input)).toBe(here.findEngine('text-compare')!.countInputWords(input));
    await expect(compare.run(input, { responses: 'advanced' })).resolves.toEqual(await here.findEngine('text-compare')!.run(input, { responses: 'advanced' }));
    expect(engines.findEngine('translate')).toBe(engines.findEngine('translate'));
  }, 120_000);

  it('runs laned tools the same from the precompiled bundle that npm start and npm run worker use', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    execFileSync(process.execPath, [`${root}scripts/build-if-stale.mjs`, '--engines-only'], { cwd: root });
    process.env.SCRIBEWELL_ENGINE_BUNDLES = `${root}dist/engines`;
    try {
      const here = composeEngines(await loadToolRegistrations(), {});
      engines = await loadEnginesInWorkers({}, { lanes: { text: ['text-compare', 'citation-helper'] } });
      const compare = engines.findEngine('text-compare')!;
      const input = compare.inputSchema.parse({ original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' });
      await expect(compare.run(input, { responses: 'advanced' })).resolves.toEqual(await here.findEngine('text-compare')!.run(input, { responses: 'advanced' }));
    } finally {
      delete process.env.SCRIBEWELL_ENGINE_BUNDLES;
    }
  }, 120_000);

  it("solves the quiz's calculations in its lane through the host's math solver (one math thread per process), input errors included", async () => {
    const asked: Array<[string, string]> = [];
    const solveMath: NonNullable<EnginePorts['solveMath']> = async (problem, responses) => {
      asked.push([problem, responses]);
      if (!problem.includes('15')) throw new ToolInputError('Factorials (n!) are not supported yet.');
      return {
        status: 'solved',
        task: 'evaluate',
        answer: { text: '12', latex: '12' },
        steps: [{ rule: 'Multiply', explanation: 'Multiply the numbers.', expression: { text: '12', latex: '12' }, verified: true }],
        hints: ['Multiply the two numbers.'],
        engine: 'embedded',
      };
    };
    engines = await loadEnginesInWorkers({ solveMath }, { lanes: { text: ['quiz-answer-assistance'] } });
    const quiz = engines.findEngine('quiz-answer-assistance')!;
    const answered = await quiz.run(quiz.inputSchema.parse({ question: 'What is 15% of 80?', options: ['10', '12', '20'] }), { responses: 'basic' });
    expect(answered).toMatchObject({ status: 'answered', kind: 'calculation', answer: { text: '12' } });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every(([, responses]) => responses === 'basic')).toBe(true);
    const refused = await quiz.run(quiz.inputSchema.parse({ question: 'What is 5 * 4 * 3 + 2?' }), { responses: 'basic' });
    expect(refused).toMatchObject({ status: 'unsupported', kind: 'calculation', message: expect.stringContaining('Factorials (n!) are not supported yet.') });
  }, 120_000);
});
