import { describe, expect, it } from 'vitest';
import { findCollectedProject, readCollectedReferences } from './read-tagged-references';

describe('readCollectedReferences', () => {
  it('groups each collected reference by its project, whatever the doc id says', () => {
    expect(findCollectedProject('sp-fir')).toBe('scipy');
    expect(findCollectedProject('scipy-fft-realtransforms')).toBe('scipy');
    expect(findCollectedProject('gto-631g')).toBe('pyscf');
    expect(findCollectedProject('libxc-b3lyp')).toBe('pyscf');
    expect(findCollectedProject('nx-core')).toBe('nx');
  });

  it('reads the six measured sets and keeps the fifth, sixth and eighth, still held out, apart', () => {
    const references = readCollectedReferences();
    expect(references.length).toBe(496);
    expect(references.every((reference) => reference.group?.startsWith('collected:'))).toBe(true);
    expect(references.some((reference) => reference.source === 'collected-5-heldout')).toBe(false);
    expect(references.some((reference) => reference.source === 'collected-6-heldout')).toBe(false);
    expect(references.some((reference) => reference.source === 'collected-8-heldout')).toBe(false);
    expect(new Set(references.map((reference) => reference.group)).size).toBe(13);
  });
});
