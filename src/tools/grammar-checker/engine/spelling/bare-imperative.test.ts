import { describe, expect, it } from 'vitest';
import { listBareImperativeForms, opensSentence } from './bare-imperative';

describe('listBareImperativeForms', () => {
  it('gives the -e, -en and -t forms a bare imperative must have', () => {
    expect(listBareImperativeForms('Häng')).toEqual(['hänge', 'hängen', 'hängt']);
    expect(listBareImperativeForms('lern')).toEqual(['lerne', 'lernen', 'lernt']);
  });

  it('reads no word ending in -e and no short word', () => {
    expect(listBareImperativeForms('Hänge')).toEqual([]);
    expect(listBareImperativeForms('Ab')).toEqual([]);
  });
});

describe('opensSentence', () => {
  it('is true at the start and after a sentence end, false inside', () => {
    expect(opensSentence('Häng das Bild auf.', 0)).toBe(true);
    expect(opensSentence('Gut. Häng das Bild auf.', 5)).toBe(true);
    expect(opensSentence('Er sagte: „Häng es auf.“', 11)).toBe(true);
    expect(opensSentence('Ich gehe in die Schul morgen.', 16)).toBe(false);
  });
});
