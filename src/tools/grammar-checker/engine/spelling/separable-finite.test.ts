import { describe, expect, it } from 'vitest';
import { listSeparableFiniteInfinitives } from './separable-finite';

describe('listSeparableFiniteInfinitives', () => {
  it('reads a finite form with a changed stem after a separable prefix', () => {
    expect(listSeparableFiniteInfinitives('abnimmt')).toContain('abnehmen');
    expect(listSeparableFiniteInfinitives('zurückgibt')).toContain('zurückgeben');
    expect(listSeparableFiniteInfinitives('einlädt')).toContain('einladen');
    expect(listSeparableFiniteInfinitives('mitlief')).toContain('mitlaufen');
  });

  it('offers nothing for a rest that is no verb form, a short rest or a capitalised word', () => {
    expect(listSeparableFiniteInfinitives('abnimt')).toEqual([]);
    expect(listSeparableFiniteInfinitives('anxyz')).toEqual([]);
    expect(listSeparableFiniteInfinitives('Abnimmt')).toEqual([]);
  });
});
