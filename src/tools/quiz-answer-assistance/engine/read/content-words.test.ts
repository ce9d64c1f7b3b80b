import { describe, expect, it } from 'vitest';
import { termOf, termsOf } from './content-words';

describe('termsOf and the month "May"', () => {
  it('keeps "May" beside a year or a day as the month', () => {
    expect(termsOf('The council opened the bridge in May 1841.')).toContain('may');
    expect(termsOf('It opened on 12 May.')).toContain('may');
    expect(termsOf('It opened on May 3rd.')).toContain('may');
  });

  it('drops the modal verb "may", capitalised or not', () => {
    expect(termsOf('Visitors may cross the bridge.')).not.toContain('may');
    expect(termsOf('May I cross the bridge?')).not.toContain('may');
  });
});

describe('termOf and the verbs of finding', () => {
  it('reads "spotted" as "found", so "Who found Triton?" meets "Lassell spotted its largest moon"', () => {
    expect(termOf('spotted')).toBe(termOf('found'));
    expect(termOf('spotted')).toBe(termOf('discovered'));
  });

  it('keeps merely seeing apart from finding', () => {
    expect(termOf('saw')).not.toBe(termOf('found'));
    expect(termOf('noticed')).not.toBe(termOf('found'));
  });
});

describe('termOf and the noun "discovery" (s41)', () => {
  it('reads "discovery" as "found", so "When was Charon discovered?" meets "the discovery of its moon Charon in 1978"', () => {
    expect(termOf('discovery')).toBe(termOf('discovered'));
    expect(termOf('discoveries')).toBe(termOf('found'));
  });
  it('keeps other nouns apart', () => {
    expect(termOf('discussion')).not.toBe(termOf('discovered'));
  });
});

describe('termOf and digging (s40)', () => {
  it('reads "excavation" as "digging"', () => {
    expect(termOf('excavation')).toBe(termOf('digging'));
    expect(termOf('excavated')).toBe(termOf('dug'));
  });
});
