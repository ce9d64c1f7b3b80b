import { describe, expect, it } from 'vitest';
import { describeLanguage, toCanonicalCode } from './language-codes';

describe('toCanonicalCode', () => {
  it('folds individual languages into their macrolanguage', () => {
    expect(toCanonicalCode('cmn')).toBe('zho');
    expect(toCanonicalCode('yue')).toBe('zho');
    expect(toCanonicalCode('arb')).toBe('ara');
    expect(toCanonicalCode('arz')).toBe('ara');
    expect(toCanonicalCode('pes')).toBe('fas');
    expect(toCanonicalCode('zsm')).toBe('msa');
    expect(toCanonicalCode('swh')).toBe('swa');
  });

  it('keeps members that have an ISO 639-1 code of their own', () => {
    expect(toCanonicalCode('ind')).toBe('ind');
    expect(toCanonicalCode('nno')).toBe('nno');
    expect(toCanonicalCode('srp')).toBe('srp');
    expect(toCanonicalCode('hrv')).toBe('hrv');
  });

  it('maps ISO 639-1, region tags and legacy aliases', () => {
    expect(toCanonicalCode('zh')).toBe('zho');
    expect(toCanonicalCode('pt-BR')).toBe('por');
    expect(toCanonicalCode('iw')).toBe('heb');
    expect(toCanonicalCode('fil')).toBe('tgl');
    expect(toCanonicalCode('no')).toBe('nob');
  });

  it('names no language for romanised tags, und and unknown codes', () => {
    expect(toCanonicalCode('ja-Latn')).toBeUndefined();
    expect(toCanonicalCode('und')).toBeUndefined();
    expect(toCanonicalCode('qqq')).toBeUndefined();
    expect(toCanonicalCode('')).toBeUndefined();
  });
});

describe('describeLanguage', () => {
  it('gives the shortest BCP 47 tag and a reader-facing name', () => {
    expect(describeLanguage('zho')).toEqual({ code: 'zho', bcp47: 'zh', name: 'Chinese' });
    expect(describeLanguage('ell')).toEqual({ code: 'ell', bcp47: 'el', name: 'Greek' });
    expect(describeLanguage('msa').name).toBe('Malay');
    expect(describeLanguage('ast')).toEqual({ code: 'ast', bcp47: 'ast', name: 'Asturian' });
  });
});
