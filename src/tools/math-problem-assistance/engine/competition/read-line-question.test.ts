import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

// Straight-line questions (issue 35, session 17): each answer comes from equations the engine solved and verified.
describe('questions about lines', () => {
  it('gives the slope of a line from its equation, and of parallel and perpendicular lines', async () => {
    const slope = await solveAsTyped('What is the slope of the line $6x - 3y = 7$?');
    expect(slope.status).toBe('solved');
    expect(slope.answer?.text).toBe('2');
    expect(slope.steps.every((step) => step.verified)).toBe(true);
    expect((await solveAsTyped('What is the slope of a line parallel to the line $3x + 4y = 1$? Express your answer as a common fraction.')).answer?.text).toBe('-3/4');
    expect((await solveAsTyped('Find the slope of the line that is perpendicular to the line $3x + 4y = 1$.')).answer?.text).toBe('4/3');
    expect((await solveAsTyped('What is the slope of a line perpendicular to the line containing the points $(1,2)$ and $(5,10)$?')).answer?.text).toBe('-1/2');
  });

  it('refuses the slope of a vertical line rather than invent one', async () => {
    expect(await isRefused('What is the slope of the line $x = 3$?')).toBe(true);
    expect(await isRefused('What is the slope of the line $2x = 9$?')).toBe(true);
  });

  it('finds intercepts as a value or as a point, from an equation or from two points', async () => {
    expect((await solveAsTyped('What is the $y$-intercept of the line $3x - 4y = 6$?')).answer?.text).toBe('-3/2');
    expect((await solveAsTyped('At what point does the line $2y-5x=10$ intersect the $x$-axis? Express your answer as an ordered pair.')).answer?.solutions).toEqual([{ x: '-2', y: '0' }]);
    expect((await solveAsTyped('At what point does the line containing the points $(2, 5)$ and $(4, 9)$ intersect the $y$-axis?')).answer?.solutions).toEqual([{ x: '0', y: '1' }]);
    const point = await solveAsTyped('Find the $x$-intercept point of the line $2x+7y=9$. Provide your answer as an ordered pair. Express the $x$ and $y$ coordinates as common fractions as needed.');
    expect(point.answer?.solutions).toEqual([{ x: '9/2', y: '0' }]);
  });

  it('meets two lines, and finds letters from the points a line passes through', async () => {
    expect((await solveAsTyped('Find the intersection of the lines $2x+y=7$ and $x-y=-1$. Express your answer as an ordered pair.')).answer?.solutions).toEqual([{ x: '2', y: '3' }]);
    expect((await solveAsTyped('For what value of $k$ does the line represented by the equation $2-kx = 4y$ contain the point $(3,-1)$?')).answer?.text).toBe('2');
    expect((await solveAsTyped('If the graph of the line $y = ax + b$ passes through the points $(1,4)$ and $(3,10)$, what is $a + b$?')).answer?.text).toBe('4');
    expect((await solveAsTyped('The equation of the line that passes through the points $(1,1)$ and $(3,7)$ can be expressed in the form $y=mx+b$. What is the value of $mb$?')).answer?.text).toBe('-6');
  });

  it('refuses parallel lines, which never meet', async () => {
    expect(await isRefused('Find the intersection of the lines $y=2x+1$ and $y=2x+5$.')).toBe(true);
  });
});
