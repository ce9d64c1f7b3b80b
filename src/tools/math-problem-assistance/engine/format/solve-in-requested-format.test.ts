import { describe, expect, it } from 'vitest';
import type { MathResult, ParsedMathInput } from '../../contract';
import { readRequestedFormat } from './read-requested-format';
import { solveInRequestedFormat } from './solve-in-requested-format';

const echo = async (input: ParsedMathInput): Promise<MathResult> => ({ status: 'solved', task: 'evaluate', steps: [], hints: [], engine: 'embedded', answer: { text: input.problem, latex: input.problem } });
const run = (problem: string) => solveInRequestedFormat({ problem, task: 'auto' } as ParsedMathInput, readRequestedFormat(problem)!, echo, () => true);

describe('"in degrees" after an expression (session 47)', () => {
  it('reads a plain number in sin/cos/tan as degrees: sin(30) was answered in radians', async () => {
    expect((await run('sin(30), in degrees'))?.answer?.text).toBe('sin(30°)');
    expect((await run('cos 60 + sin(30) in degrees'))?.answer?.text).toBe('cos 60° + sin(30°)');
  });

  it('refuses a trig function of a letter, or inverse and forward trig together, instead of guessing', async () => {
    expect((await run('sin(x), in degrees'))?.status).toBe('unsupported');
    expect((await run('sin(acos(0.3)), in degrees'))?.status).toBe('unsupported');
  });

  it('leaves a word problem (not plain math without the instruction) to the word-problem readers', async () => {
    const problem = 'a ladder 15 ft long leans 6 ft from a wall. how high does it reach, round to the nearest tenth';
    expect(await solveInRequestedFormat({ problem, task: 'auto' } as ParsedMathInput, readRequestedFormat(problem)!, echo, () => false)).toBeUndefined();
  });
});
