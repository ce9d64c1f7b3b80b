import { describe, expect, it } from 'vitest';
import { readInstructions } from './read-instructions';
import { solveMathProblem } from '../solve-problem';

describe('"solve for x and y": every unknown of a system asked', () => {
  it.each([
    ['solve for x and y: 2x + y = 11, x - y = 1', '2x + y = 11, x - y = 1'],
    ['solve for x and y\nx + 2y = 4\n3x - 4y = 2', 'x + 2y = 4\n3x - 4y = 2'],
    ['x = 2y - 1 and 3x + y = 11. solve for x and y', 'x = 2y - 1 and 3x + y = 11'],
    ['solve the system 5x − 2y = 3 and 2x + 3y = 5 for x and y', '5x − 2y = 3 and 2x + 3y = 5'],
    ['x + y + z = 6, x - y = 0, z = 2, solve for x, y and z', 'x + y + z = 6, x - y = 0, z = 2'],
  ])('reads %j as solving the system, with no single unknown named', (source, math) => {
    const read = readInstructions(source);
    expect(read).toMatchObject({ task: 'solve' });
    expect(read.variable).toBeUndefined();
    expect(read.math.replace(/[\s,.]+$/u, '')).toBe(math);
  });

  it('answers every unknown (a 400 before: "and y" was read as math)', async () => {
    const result = await solveMathProblem({ problem: 'solve for x and y: 2x + y = 11, x - y = 1', task: 'auto' }, { responses: 'basic' });
    expect(result).toMatchObject({ status: 'solved', answer: { text: 'x = 4, y = 3' } });
  });

  it('still names one unknown when one is asked', () => {
    expect(readInstructions('solve for y: 2x + y = 11')).toMatchObject({ variable: 'y', task: 'solve' });
  });
});
