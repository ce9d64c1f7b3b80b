import { describe, expect, it } from 'vitest';
import { addAliasPairs, toApertiumTag } from './language-aliases';
import { parseModeList } from './parse-modes';
import { planRoute } from './plan-route';

const MODES = parseModeList('hbs-eng\neng-hbs\neng-hbs_BS\neng-hbs_HR\neng-hbs_SR\neng-spa\n');

describe('Serbo-Croatian under the names people use', () => {
  it('translates Croatian into English with the Serbo-Croatian pair', () => {
    expect(planRoute(MODES, toApertiumTag('hr'), 'en')?.modes.map((mode) => mode.name)).toEqual(['hbs-eng']);
  });

  it('writes Croatian, Bosnian or Serbian (Latin) with the matching variant', () => {
    expect(planRoute(MODES, 'en', toApertiumTag('hr'))?.modes.map((mode) => mode.name)).toEqual(['eng-hbs_HR']);
    expect(planRoute(MODES, 'en', toApertiumTag('bs'))?.modes.map((mode) => mode.name)).toEqual(['eng-hbs_BS']);
    expect(planRoute(MODES, 'en', toApertiumTag('sr-Latn'))?.modes.map((mode) => mode.name)).toEqual(['eng-hbs_SR']);
  });

  it('does not offer Serbian in Cyrillic, which Apertium does not write', () => {
    expect(toApertiumTag('sr-Cyrl')).toBe('sr-Cyrl');
    expect(planRoute(MODES, 'en', toApertiumTag('sr-Cyrl'))).toBeUndefined();
  });

  it('lists the pairs under bs, hr and sr too, leaving other languages alone', () => {
    const pairs = addAliasPairs([
      ['en', 'sh'],
      ['sh', 'en'],
      ['en', 'es'],
    ]);
    expect(pairs).toContainEqual(['hr', 'en']);
    expect(pairs).toContainEqual(['en', 'bs']);
    expect(pairs).toContainEqual(['en', 'es']);
    expect(pairs.filter(([from]) => from === 'en')).toHaveLength(5);
  });
});
