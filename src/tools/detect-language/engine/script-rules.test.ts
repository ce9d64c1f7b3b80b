import { describe, expect, it } from 'vitest';
import { detectScripts } from './detect-script';
import { constrainByScript, reportScript } from './script-rules';

const constrain = (text: string) => constrainByScript(detectScripts(text));

describe('constrainByScript', () => {
  it('lets a script used by one language decide alone', () => {
    expect(constrain('Καλημέρα').forced).toBe('ell');
    expect(constrain('Բարեւ').forced).toBe('hye');
    expect(constrain('ᏣᎳᎩ').forced).toBe('chr');
  });

  it('calls Hangul Korean and kana Japanese, even with Chinese characters among them', () => {
    expect(constrain('대한민국 憲法').forced).toBe('kor');
    expect(constrain('日本語の文章です').forced).toBe('jpn');
  });

  it('leaves Han without kana to the libraries, between Chinese and Japanese only', () => {
    const constraint = constrain('中华人民共和国');
    expect(constraint.forced).toBeUndefined();
    expect(constraint.allows('zho')).toBe(true);
    expect(constraint.allows('jpn')).toBe(true);
    expect(constraint.allows('kor')).toBe(false);
  });

  it('drops candidates that cannot be written in the text’s script', () => {
    expect(constrain('یہ اردو ہے').allows('tgk')).toBe(false);
    expect(constrain('یہ اردو ہے').allows('urd')).toBe(true);
    expect(constrain('Это русский').allows('eng')).toBe(false);
    expect(constrain('This is English').allows('rus')).toBe(false);
    expect(constrain('Ovo je srpski').allows('srp')).toBe(true);
  });

  it('offers every language of a shared rare script as a candidate', () => {
    const constraint = constrain('ሰላም ነው');
    expect(constraint.forced).toBeUndefined();
    expect(constraint.extraCandidates).toEqual(expect.arrayContaining(['amh', 'tir']));
    // Georgian script also writes Mingrelian, which fastText knows.
    expect(constrain('გამარჯობა').extraCandidates).toEqual(['kat', 'xmf']);
  });

  it('allows anything for a script it has no languages for', () => {
    expect(constrain('ᚠᚢᚦᚨᚱᚲ').allows('eng')).toBe(true);
  });
});

describe('reportScript', () => {
  it('reports the combined writing systems of Japanese and Korean', () => {
    expect(reportScript('jpn', 'Kana')).toBe('Jpan');
    expect(reportScript('kor', 'Hang')).toBe('Kore');
    expect(reportScript('rus', 'Cyrl')).toBe('Cyrl');
  });
});
