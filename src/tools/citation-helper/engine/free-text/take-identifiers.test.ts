import { describe, expect, it } from 'vitest';
import { takeIdentifiers } from './take-identifiers';

describe('a DOI', () => {
  it('keeps the angle brackets of a SICI-style suffix', () => {
    expect(takeIdentifiers('Lind, A., 1990: Tides. J. Harb. Res., 20, 1-9. doi: 10.1175/1520-0485(1990)020<0001:TI>2.0.CO;2').doi).toBe('10.1175/1520-0485(1990)020<0001:TI>2.0.CO;2');
  });

  it('stops at the angle bracket closing a bracketed link', () => {
    expect(takeIdentifiers('Lind, A. Tides. <http://dx.doi.org/10.1016/0000-0000(90)90001-2> Harbour Studies, 1990, 3, 1-9.').doi).toBe('10.1016/0000-0000(90)90001-2');
  });
});

describe('a resolver link to the DOI already read', () => {
  it('is not the URL when the work has a link of its own', () => {
    const taken = takeIdentifiers('A. Lind, Tide Phys. Comm., 12, 33 (2014). DOI: 10.1000/tpc.2014.1 <http://dx.doi.org/10.1000/tpc.2014.1>, arXiv:1401.0001 <http://arxiv.org/abs/1401.0001>');
    expect(taken.doi).toBe('10.1000/tpc.2014.1');
    expect(taken.url).toBe('http://arxiv.org/abs/1401.0001');
  });

  it('is no URL when it is the only link', () => {
    expect(takeIdentifiers('A. Lind, Tide Phys. Comm., 12, 33 (2014). DOI: 10.1000/tpc.2014.1 <https://doi.org/10.1000/TPC.2014.1>').url).toBeUndefined();
  });
});
