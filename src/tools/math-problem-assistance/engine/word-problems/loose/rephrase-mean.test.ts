import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { rephraseMean } from './rephrase-mean';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('rephraseMean', () => {
  it('drops the measure a mean is said of', () => {
    expect(rephraseMean('the average height of 6 plants is 30 cm')).toBe('the average of 6 plants is 30 cm');
  });

  it('lets the mean reader read it, and refuses a removed value with the count not one less', () => {
    expect(answer('The mean weight of 6 suitcases is 20 kg. After one suitcase is taken off, the mean of the other 5 is 18 kg. How heavy was the suitcase that was removed?')).toBe('30');
    expect(answer('The mean weight of 6 suitcases is 20 kg. After one suitcase is taken off, the mean of the other 4 is 18 kg. How heavy was the suitcase that was removed?')).toBeNull();
  });
});
