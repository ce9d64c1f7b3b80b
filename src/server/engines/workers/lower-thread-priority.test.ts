import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineLane } from './engine-lane';
import { SPARE_THREAD_NICENESS } from './lower-thread-priority';

const FIXTURE_URL = new URL('./fixtures/slow-tool.ts', import.meta.url).href;
let lane: EngineLane | undefined;
afterEach(async () => {
  await lane?.stop();
  lane = undefined;
});

describe.runIf(process.platform === 'linux')('spare threads yield the CPU to the light thread', () => {
  it('runs light runs at the process priority and heavy runs on a spare at a lower one', async () => {
    lane = new EngineLane({ name: 'test', ports: {}, concurrency: 2, maxInFlight: 10, maxThreads: 2, coldStartGraceMs: 2_000 });
    const run = (key: string, heavy: boolean) =>
      lane!.run({ toolId: 'text-compare', registrationUrl: FIXTURE_URL, input: { busyMs: 0, askNiceness: true }, context: { responses: 'basic', clientKey: key }, budgetMs: 60_000, heavy });
    const base = getPriority(process.pid);
    await expect(run('alice', false)).resolves.toMatchObject({ niceness: base });
    await expect(run('bob', true)).resolves.toMatchObject({ niceness: Math.max(base, SPARE_THREAD_NICENESS) });
    // The spare does not become the light thread afterwards: light runs stay on the thread with the priority.
    await expect(run('carol', false)).resolves.toMatchObject({ niceness: base });
    expect(getPriority(process.pid)).toBe(base);
  });
});
