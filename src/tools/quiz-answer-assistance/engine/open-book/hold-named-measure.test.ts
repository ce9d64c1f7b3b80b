import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { holdsNamedMeasure } from './hold-named-measure';

const at = (sentence: string, value: string) => sentence.indexOf(value);

describe('holdsNamedMeasure', () => {
  it('holds where the sentence says the question\'s "diameter of X" with its value right after it', () => {
    const sentence = 'Using radar, astronomers have measured the diameter of Kora as 2100 kilometers, only half the size of our Moon.';
    expect(holdsNamedMeasure('What is the diameter of Kora?', sentence, at(sentence, '2100'))).toBe(true);
  });
  it('does not hold for a measure in proportion to it, far from it, or of another noun', () => {
    const half = 'Its moon Nix has half the diameter of Kora, about 1050 kilometers.';
    expect(holdsNamedMeasure('What is the diameter of Kora?', half, at(half, '1050'))).toBe(false);
    const far = 'The diameter of Kora was hard to measure until the probe, launched in 2006 and flying for years, found 2100 kilometers.';
    expect(holdsNamedMeasure('What is the diameter of Kora?', far, at(far, '2100'))).toBe(false);
    const other = 'The orbit of Kora is 19,600 kilometers across.';
    expect(holdsNamedMeasure('What is the diameter of Kora?', other, at(other, '19,600'))).toBe(false);
  });
  it('answers from that sentence where another sentence gives another thing\'s measure (refused before, s41)', () => {
    const notes = 'Later observations showed that its moon Nix has a diameter of about 1050 kilometers, more than half the size of Kora. Using radar, astronomers have measured the diameter of Kora as 2100 kilometers, only half the size of our Moon.';
    const answer = answerFromMaterial(readQuestion('What is the diameter of Kora?'), notes);
    expect([answer.text, answer.confident]).toEqual(['2100 kilometers', true]);
  });
});
