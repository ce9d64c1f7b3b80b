import { describe, expect, it } from 'vitest';
import { readRequestedFormat } from './read-requested-format';

describe('reading a format instruction typed after the math (session 47)', () => {
  it('takes rounding, degrees, interval notation, mixed numbers and simplest form off the end', () => {
    expect(readRequestedFormat('x^2 + 4x - 7 = 0, round to the nearest tenth')).toEqual({ rest: 'x^2 + 4x - 7 = 0', format: { decimals: 1 } });
    expect(readRequestedFormat('solve 3x^2 - 2x - 4 = 0, to 2 decimal places')).toEqual({ rest: 'solve 3x^2 - 2x - 4 = 0', format: { decimals: 2 } });
    expect(readRequestedFormat('arctan(2), in degrees, round to the nearest tenth')).toEqual({ rest: 'arctan(2)', format: { decimals: 1, degrees: true } });
    expect(readRequestedFormat('cos^-1(-0.3) in degrees to 2 decimal places')).toEqual({ rest: 'cos^-1(-0.3)', format: { decimals: 2, degrees: true } });
    expect(readRequestedFormat('x^2 ≥ 9, give the answer in interval notation')?.format).toEqual({ intervalNotation: true });
    expect(readRequestedFormat('5 1/3 - 2 3/4, as a mixed number')).toEqual({ rest: '5 1/3 - 2 3/4', format: { mixedNumber: true } });
    expect(readRequestedFormat('14/35 + 3/10, in simplest form')?.format).toEqual({ simplestForm: true });
    expect(readRequestedFormat('2x^2 - 7x + 1 = 0, round answers to the nearest hundredth')?.format).toEqual({ decimals: 2 });
  });

  it('leaves a problem with no format instruction, or words that only look like one, alone', () => {
    expect(readRequestedFormat('solve x^2 = 9')).toBeUndefined();
    expect(readRequestedFormat('round to the nearest tenth')).toBeUndefined();
    expect(readRequestedFormat('the nearest tenth of 3.14159')).toBeUndefined();
  });
});
