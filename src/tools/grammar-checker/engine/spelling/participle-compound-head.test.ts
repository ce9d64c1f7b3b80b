import { describe, expect, it } from 'vitest';
import { listParticipleCompoundHeads } from './participle-compound-head';

describe('listParticipleCompoundHeads', () => {
  it('reads a participle used as a noun at the head of a compound', () => {
    expect(listParticipleCompoundHeads('Versichertenkarte')).toContainEqual({ participle: 'versichert', tail: 'Karte' });
    expect(listParticipleCompoundHeads('Angestelltenausweis')).toContainEqual({ participle: 'angestellt', tail: 'Ausweis' });
    expect(listParticipleCompoundHeads('Reisendeninformation')).toContainEqual({ participle: 'reisend', tail: 'Information' });
  });

  it('offers nothing for a head that only ends like one, or a lower-case word', () => {
    expect(listParticipleCompoundHeads('Wartenzimmer')).toEqual([]);
    expect(listParticipleCompoundHeads('Gartenhausbau')).toEqual([]);
    expect(listParticipleCompoundHeads('versichertenkarte')).toEqual([]);
  });
});
