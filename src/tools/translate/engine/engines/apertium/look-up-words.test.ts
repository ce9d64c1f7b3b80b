import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createApertiumWordLookup, createModeWordLookup, parseAnalyses } from './look-up-words';

function hasMode(mode: string): boolean {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8' }).includes(mode);
  } catch {
    return false;
  }
}

describe('parseAnalyses', () => {
  it('reads lt-proc output, unknown words as no reading', () => {
    const readings = parseAnalyses('^Fatture/fattura<n><f><pl>$\n^teme/*teme$\n');
    expect(readings.get('fatture')).toEqual([{ lemma: 'fattura', tags: ['n', 'f', 'pl'] }]);
    expect(readings.get('teme')).toEqual([]);
  });
});

describe('createApertiumWordLookup', () => {
  it('answers nothing when no dictionary is installed', async () => {
    expect((await createApertiumWordLookup('/nonexistent')('it', ['fattura'])).size).toBe(0);
  });

  it.runIf(hasMode('spa-ita'))('reads words in the installed Italian dictionary', async () => {
    const readings = await createApertiumWordLookup()('it', ['fatture', 'banche']);
    expect(readings.get('fatture')).toContainEqual({ lemma: 'fattura', tags: ['n', 'f', 'pl'] });
    expect(readings.get('banche')).toContainEqual({ lemma: 'banca', tags: ['n', 'f', 'pl'] });
  });

  it.runIf(hasMode('eng-spa'))('reads each word on its own through the running analyser, the same answer every time', async () => {
    const lookUp = createApertiumWordLookup();
    const words = ['up-to-date', '10-year-old', 'PCCW', 'etc'];
    const first = await lookUp('en', words);
    expect(first.get('up-to-date')?.length).toBeGreaterThan(0);
    // Not in the dictionary whole: read as its parts, so no reading under the compound itself.
    expect(first.has('10-year-old')).toBe(false);
    expect(first.get('pccw')).toEqual([]);
    expect(first.get('etc')?.length).toBeGreaterThan(0);
    expect(await lookUp('en', words)).toEqual(first);
  });

  it.runIf(hasMode('eng-spa') && hasMode('eng-cat'))("reads with a mode's own analyser: eng-spa has 'non-profit' whole, eng-cat does not", async () => {
    expect((await createModeWordLookup('eng-spa')('en', ['non-profit'])).get('non-profit')?.length).toBeGreaterThan(0);
    expect((await createModeWordLookup('eng-cat')('en', ['non-profit'])).has('non-profit')).toBe(false);
    expect((await createModeWordLookup('no-such-mode')('en', ['non-profit'])).size).toBe(0);
  });
});
