import { describe, expect, it } from 'vitest';
import { parseModeList } from './parse-modes';
import { listReachablePairs, planRoute } from './plan-route';

// The modes Debian's Apertium packages install (scripts/install-apertium.sh), as `apertium -l` lists them.
const MODES = parseModeList(['eng-spa', 'spa-eng', 'eng-cat', 'cat-eng', 'es-fr', 'fr-es', 'cat-fra', 'fra-cat', 'spa-cat', 'cat-spa', 'es-pt', 'pt-es'].join('\n'));
const names = (source: string, target: string) => planRoute(MODES, source, target)?.modes.map((mode) => mode.name);

describe('planRoute', () => {
  it('takes a direct mode when there is one', () => {
    expect(names('en', 'es')).toEqual(['eng-spa']);
  });

  it('sends English to French through Catalan, which scores better than through Spanish', () => {
    expect(names('en', 'fr')).toEqual(['eng-cat', 'cat-fra']);
    expect(planRoute(MODES, 'en', 'fr')?.pivot).toBe('ca');
  });

  it('keeps French to English through Spanish, the better route that way', () => {
    expect(names('fr', 'en')).toEqual(['fr-es', 'spa-eng']);
  });

  it('falls back to the other pivot when the preferred one has no pair installed', () => {
    const withoutCatalanFrench = MODES.filter((mode) => mode.name !== 'cat-fra');
    expect(planRoute(withoutCatalanFrench, 'en', 'fr')?.modes.map((mode) => mode.name)).toEqual(['eng-spa', 'es-fr']);
  });

  it('pivots through Spanish for other pairs, and finds nothing for a language it cannot reach', () => {
    expect(names('en', 'pt')).toEqual(['eng-spa', 'es-pt']);
    expect(planRoute(MODES, 'en', 'de')).toBeUndefined();
    expect(listReachablePairs(MODES)).toContainEqual(['en', 'fr']);
  });
});
