import { describe, expect, it } from 'vitest';
import { listSeparableRests } from './separable-prefix';

describe('listSeparableRests', () => {
  it('reads a participle or an infinitive after a separable prefix', () => {
    expect(listSeparableRests('hinuntergelaufen')).toContain('gelaufen');
    expect(listSeparableRests('zurückgeschickt')).toContain('geschickt');
    expect(listSeparableRests('herüberklettern')).toContain('klettern');
  });

  it('offers no finite form, short rest or capitalised word', () => {
    expect(listSeparableRests('anfangt')).toEqual([]);
    expect(listSeparableRests('angeht')).toEqual([]);
    expect(listSeparableRests('Hinuntergelaufen')).toEqual([]);
  });
});
