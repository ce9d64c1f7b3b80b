import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { extendInstitutionName, isBareInstitution } from './extend-institution-name';

const LAB = 'Wundt was a German scientist. Wundt established his psychology laboratory at the University at Leipzig in 1879.';

describe('extendInstitutionName', () => {
  it('takes "at Leipzig" into a name cut at "University" (was "University", s43)', () => {
    const sentence = 'He worked at the University at Leipzig in 1879.';
    const start = sentence.indexOf('University');
    expect(sentence.slice(start, extendInstitutionName(sentence, start, start + 'University'.length) ?? 0)).toBe('University at Leipzig');
    const answer = answerFromMaterial(readQuestion('where did wundt set up his psychology laboratory'), LAB);
    expect(answer.text === 'University' && answer.confident).toBe(false);
  });
  it('leaves a name with no "at/of <Name>" after it, and a hospital "in London" (its city), as they were', () => {
    const sentence = "He worked at St Bartholomew's Hospital in London.";
    const start = sentence.indexOf('St');
    expect(extendInstitutionName(sentence, start, start + "St Bartholomew's Hospital".length)).toBeNull();
    expect(extendInstitutionName('He studied at Leipzig in 1879.', 13, 20)).toBeNull();
  });
  it('reads a lone institution word as no place in particular', () => {
    expect(isBareInstitution('the University')).toBe(true);
    expect(isBareInstitution('University at Leipzig')).toBe(false);
  });
});
