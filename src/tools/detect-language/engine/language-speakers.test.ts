import { describe, expect, it } from 'vitest';
import { isListableAlternative, measureSpeakerPrior } from './language-speakers';

describe('speaker prior', () => {
  it('ranks widely used languages above small ones, and constructed or extinct ones lowest', () => {
    expect(measureSpeakerPrior('eng')).toBeGreaterThan(measureSpeakerPrior('fra'));
    expect(measureSpeakerPrior('fra')).toBeGreaterThan(measureSpeakerPrior('bum'));
    expect(measureSpeakerPrior('bum')).toBeGreaterThan(measureSpeakerPrior('tlh'));
    expect(measureSpeakerPrior('tlh')).toBe(measureSpeakerPrior('lat'));
  });

  it('never offers constructed, extinct or very rare languages as alternatives', () => {
    for (const code of ['tlh', 'vol', 'jbo', 'ido', 'lat', 'got', 'glv', 'osa']) expect(isListableAlternative(code)).toBe(false);
    for (const code of ['eng', 'fra', 'deu', 'epo', 'bum', 'ltz']) expect(isListableAlternative(code)).toBe(true);
  });
});
