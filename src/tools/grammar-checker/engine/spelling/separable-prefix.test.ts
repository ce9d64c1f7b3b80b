import { describe, expect, it } from 'vitest';
import { listSeparableRests } from './separable-prefix';

describe('listSeparableRests', () => {
  it('reads a participle or an infinitive after a separable prefix', () => {
    expect(listSeparableRests('hinuntergelaufen')).toContain('gelaufen');
    expect(listSeparableRests('zurückgeschickt')).toContain('geschickt');
    expect(listSeparableRests('herüberklettern')).toContain('klettern');
  });

  it('reads a participle after a particle that is an adjective or a noun', () => {
    expect(listSeparableRests('ferngeschaut')).toContain('geschaut');
    expect(listSeparableRests('teilgenommen')).toContain('genommen');
    expect(listSeparableRests('kennengelernt')).toContain('gelernt');
    expect(listSeparableRests('freigelassen')).toContain('gelassen');
  });

  it('reads the everyday short forms of her-/hin- ("rausbringen", intl batch 38)', () => {
    expect(listSeparableRests('rausbringen')).toContain('bringen');
    expect(listSeparableRests('reingekommen')).toContain('gekommen');
    expect(listSeparableRests('runtertragen')).toContain('tragen');
    expect(listSeparableRests('reinigen')).toEqual([]);
  });

  it('offers no finite form, short rest or capitalised word', () => {
    expect(listSeparableRests('fernseht')).toEqual([]);
    expect(listSeparableRests('festen')).toEqual([]);
    expect(listSeparableRests('anfangt')).toEqual([]);
    expect(listSeparableRests('angeht')).toEqual([]);
    expect(listSeparableRests('Hinuntergelaufen')).toEqual([]);
  });
});
