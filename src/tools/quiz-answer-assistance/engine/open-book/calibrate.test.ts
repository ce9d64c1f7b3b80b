import { describe, expect, it } from 'vitest';
import { calibrateOptionChoice } from './calibrate';

describe('calibrateOptionChoice', () => {
  it('shows a small lead as sure in a short passage but not in a whole textbook section, where many sentences share an option\'s words', () => {
    const supports = [1, 0.5, 0.1, 0];
    expect(calibrateOptionChoice(supports, false, 5).confident).toBe(true);
    expect(calibrateOptionChoice(supports, false, 150).confident).toBe(false);
  });

  it('does not show a narrow lead as sure even in a short passage (at most 3% of real questions answered wrong, issue 35)', () => {
    expect(calibrateOptionChoice([0.9, 0.6, 0.1, 0], false, 5).confident).toBe(false);
  });

  it('still shows a clear lead as sure in a long section', () => {
    expect(calibrateOptionChoice([1.6, 0.3, 0.1, 0], false, 150).confident).toBe(true);
  });
});
