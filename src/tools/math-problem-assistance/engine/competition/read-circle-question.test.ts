import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

// Circles from their equations (issue 35, session 17): completing the square, the answer checked against the equation as typed.
describe('questions about a circle given by its equation', () => {
  it('finds the center and the radius in any arrangement of the equation', async () => {
    const center = await solveAsTyped('Find the center of the circle with equation $x^2 + 4x + y^2 - 6y - 12 = 0$.');
    expect(center.answer?.solutions).toEqual([{ x: '-2', y: '3' }]);
    expect(center.steps.some((step) => step.rule === 'Complete the square in x and in y')).toBe(true);
    expect((await solveAsTyped('Find the radius of the circle with equation $x^2 + y^2 = 2x + 8y + 8$.')).answer?.text).toBe('5');
    expect((await solveAsTyped('Find the radius of the circle with equation $4x^2+4y^2-8x-3=0$.')).answer?.text).toBe('sqrt(7)/2');
  });

  it('answers the area, a sum of the center’s coordinates and a distance from the center', async () => {
    expect((await solveAsTyped('What is the area of the region defined by the equation $x^2+y^2-2x-4y=4$?')).answer?.text).toBe('9*pi');
    expect((await solveAsTyped('The center of the circle with equation $x^2+y^2=6x+2y-6$ is the point $(h,k)$. What is $h+k$?')).answer?.text).toBe('4');
    expect((await solveAsTyped('Let $C$ be the circle with equation $x^2+y^2+2x-4y-4=0$. If $(a,b)$ is the center of $C$ and $r$ is its radius, what is the value of $a+b+r$?')).answer?.text).toBe('4');
    expect((await solveAsTyped('What is the distance between the center of the circle with equation $x^2+y^2=2x+4y$ and the point $(4,6)$?')).answer?.text).toBe('5');
  });

  it('refuses what is not a circle: an xy term, unequal squares, no points at all', async () => {
    expect(await isRefused('Find the center of the circle with equation $x^2 + xy + y^2 = 4$.')).toBe(true);
    expect(await isRefused('Find the center of the circle with equation $x^2 + 2y^2 = 4$.')).toBe(true);
    expect(await isRefused('Find the radius of the circle with equation $x^2 + y^2 + 5 = 0$.')).toBe(true);
  });
});
