import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAverageSpeed', () => {
  it('divides the whole distance by the whole time, legs given any two ways', () => {
    expect(answer('A runner goes 10 km at 10 km/h and then another 10 km at 5 km/h. What is her average speed for the whole run?')).toBe('20/3');
    expect(answer('Tia drives for 1 hour at 40 mph and then for 3 hours at 60 mph. What is her average speed?')).toBe('55');
    expect(answer('Max cycles 6 km at 12 km/h and then rides 45 minutes at 16 km/h. What is his average speed?')).toBe('14.4');
  });

  it('refuses a leg with one number and speeds in other units', () => {
    expect(answer('A runner goes 10 km at 10 km/h and then another 10 km. What is her average speed?')).toBeNull();
    expect(answer('A runner goes 10 km at 10 km/h and then another 10 km at 3 m/s. What is her average speed?')).toBeNull();
  });
});
