import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runApertium } from './run-apertium';
import { findWarmPipeline, stopWarmPipelines, WarmPipeline } from './warm-pipeline';

function hasApertiumPair(mode: string): boolean {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8' }).split('\n').map((line) => line.trim()).includes(mode);
  } catch {
    return false;
  }
}

afterAll(() => stopWarmPipelines());

describe('WarmPipeline with a stand-in program', () => {
  it('answers lines in order, and starts afresh after the program stalls', async () => {
    // `cat` echoes each NUL-ended line at once; `sleep` never answers.
    const echo = new WarmPipeline('cat');
    await expect(echo.translate('first', 2_000)).resolves.toBe('first');
    await expect(Promise.all([echo.translate('a [b]', 2_000), echo.translate('c/d', 2_000)])).resolves.toEqual(['a [b]', 'c/d']);
    echo.stop();
    const stalled = new WarmPipeline('sleep 30');
    await expect(stalled.translate('never', 300)).rejects.toThrow(/did not answer/);
    stalled.stop();
  });

  it('answers a caller who left at once', async () => {
    const stalled = new WarmPipeline('sleep 30');
    const controller = new AbortController();
    const pending = stalled.translate('never', 10_000, controller.signal);
    controller.abort(new Error('left'));
    await expect(pending).rejects.toThrow('left');
    stalled.stop();
  });
});

describe.runIf(hasApertiumPair('eng-spa'))('WarmPipeline on an installed pair', () => {
  it('gives what `apertium eng-spa` gives, line by line, marks included', async () => {
    const pipeline = await findWarmPipeline('eng-spa');
    expect(pipeline).toBeDefined();
    const lines = ['The dog is black.', 'I saw Xyzzyq at the station', 'Prices: $5 [about] a/b.'];
    for (const line of lines) {
      const cold = (await runApertium(['eng-spa'], line)).trim();
      expect(await pipeline!.translate(line, 10_000)).toBe(cold);
    }
  });

  it('has no pipeline for a mode that is not installed', async () => {
    expect(await findWarmPipeline('xxx-yyy')).toBeUndefined();
    expect(await findWarmPipeline('../etc')).toBeUndefined();
  });
});
