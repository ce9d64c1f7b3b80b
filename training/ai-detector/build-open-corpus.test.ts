import { describe, expect, it } from 'vitest';
import { joinParagraphs, readPlosLicence } from './build-open-corpus';
import { readCorpus } from './read-corpus';
import { findDomain, isCorpusSource } from './read-dataset';

const sentence = (n: number): string => `Word ${Array.from({ length: n - 2 }, () => 'word').join(' ')} end.`;

describe('joinParagraphs', () => {
  it('keeps paragraphs and cuts at a sentence end near 260 words', () => {
    const text = joinParagraphs([`${sentence(100)} ${sentence(100)}`, `${sentence(50)} ${sentence(50)}`]);
    expect(text?.split('\n\n')).toHaveLength(2);
    expect(text?.split(/\s+/u)).toHaveLength(250);
  });

  it('refuses texts under 50 words', () => {
    expect(joinParagraphs([sentence(30)])).toBeUndefined();
  });
});

describe('readPlosLicence', () => {
  it('accepts CC BY and CC0, from the link or the licence text, and nothing else', () => {
    expect(readPlosLicence('<license xlink:href="http://creativecommons.org/licenses/by/4.0/" xlink:type="simple">')).toContain('licenses/by/4.0');
    expect(readPlosLicence('<license xlink:type="simple"><license-p>… under the terms of the Creative Commons Attribution License, which …</license-p></license>')).toContain('CC BY');
    expect(readPlosLicence('<license><license-p>The work is made available under the Creative Commons CC0 public domain dedication.</license-p></license>')).toContain('CC0');
    expect(readPlosLicence('<license><license-p>This is an Open Access article in the spirit of the PLoS principles … should not be reproduced for use in association with the promotion of commercial products.</license-p></license>')).toBeUndefined();
  });
});

describe('open human sources', () => {
  it('are corpus texts, each its own source under the per-source limit', () => {
    expect(isCorpusSource('open/en-plos/abstract')).toBe(true);
    expect(isCorpusSource('fast-detect-gpt/pubmed_gpt-4')).toBe(false);
    expect(findDomain('open/en-plos/abstract')).toBe('open/en-plos');
    expect(findDomain('open/en-medquad/health answer')).toBe('open/en-medquad');
  });

  it('are read only when the held-back texts are asked for', () => {
    const shipped = readCorpus(undefined, false);
    const withHeldBack = readCorpus(undefined, true);
    const isPlosOrMedquad = (source: string) => /^open\/en-(plos|medquad)\//u.test(source);
    expect(shipped.some((text) => isPlosOrMedquad(text.source) || /^en-[a-z-]+-5\d\d$/u.test(text.group))).toBe(false);
    expect(withHeldBack.filter((text) => isPlosOrMedquad(text.source)).length).toBe(344);
    expect(withHeldBack.filter((text) => /^en-[a-z-]+-5\d\d$/u.test(text.group)).length).toBe(81);
  });
});
