import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createApertiumWordLookup, parseAnalyses } from './look-up-words';

function hasItalianDictionary(): boolean {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8' }).includes('spa-ita');
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

  it.runIf(hasItalianDictionary())('reads words in the installed Italian dictionary', async () => {
    const readings = await createApertiumWordLookup()('it', ['fatture', 'banche']);
    expect(readings.get('fatture')).toContainEqual({ lemma: 'fattura', tags: ['n', 'f', 'pl'] });
    expect(readings.get('banche')).toContainEqual({ lemma: 'banca', tags: ['n', 'f', 'pl'] });
  });
});
