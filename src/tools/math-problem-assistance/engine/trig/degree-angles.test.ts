import { describe, expect, it } from 'vitest';
import { readProblem } from '../read-problem';
import { readAsOf } from '../read-as';

const read = (source: string) => readProblem({ problem: source, task: 'auto' });

describe('a trig equation asked for in degrees', () => {
  it.each(['cos x = 1/2 on [0, 360)', 'cos x = 1/2 for 0 ≤ x < 360', 'cos θ = 1/2, 0° ≤ θ < 360°', 'cos x = 1/2 for -180 < x <= 180', 'cos x = 1/2 on [0, 2) in degrees'])(
    'reads the interval in degrees: %s',
    (source) => {
      const problem = read(source);
      expect(problem.angleUnit).toBe('degree');
      expect(readAsOf(problem)?.text).toMatch(/°/u);
      expect(readAsOf(problem)?.text).not.toMatch(/pi/u);
    },
  );

  it.each(['cos x = 1/2 on [0, 2π)', 'cos x = 1/2 for 0 <= x <= 5', 'x^2 = 4 for 0 <= x <= 360', 'cos x = 1/2 on [0, 100)'])('keeps radians (or no angle at all): %s', (source) => {
    expect(read(source).angleUnit).toBeUndefined();
  });
});
