import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { judgeComparativeOrder, judgeNegatedComparison } from './judge-comparative-order';

function judge(statement: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(`True or false: ${statement}`), material);
  return answer.confident ? (answer.text ?? null) : null;
}

describe('judgeComparativeOrder', () => {
  it('reads the converse (the opposite comparative, the sides swapped) as the same claim', () => {
    expect(judgeComparativeOrder('Tom is younger than Anna.', 'Anna is older than Tom.')).toBe('holds');
    expect(judgeComparativeOrder('The chapel was built later than the tower.', 'The tower was built earlier than the chapel.')).toBe('holds');
    expect(judgeComparativeOrder('Lake Orr holds less water than Lake Venn.', 'Lake Venn holds more water than Lake Orr.')).toBe('holds');
    expect(judgeComparativeOrder('The Ebb river is shorter than the Tarn.', 'The Tarn is longer than the Ebb river, while the Ebb carries more water than the Tarn.')).toBe('holds');
  });
  it('reads the same comparative with the sides swapped, or the opposite with the same sides, as a contradiction', () => {
    expect(judgeComparativeOrder('Tom is older than Anna.', 'Anna is older than Tom.')).toBe('contradicts');
    expect(judgeComparativeOrder('Anna is younger than Tom.', 'Anna is older than Tom.')).toBe('contradicts');
  });
  it('puts what "this moon" carries on its side of the comparison', () => {
    const sentence = 'The air pressure on this moon is 1.6 bars, higher than that on any other moon and even higher than that of Mars and Earth.';
    expect(judgeComparativeOrder('The air pressure on Earth is lower than on Nyx.', sentence, new Set(['nyx']))).toBe('holds');
    expect(judgeComparativeOrder('The air pressure on Nyx is lower than on Earth.', sentence, new Set(['nyx']))).toBe('contradicts');
  });
  it('settles nothing with a "not", a number the sentence lacks, or a word it does not hold', () => {
    expect(judgeComparativeOrder('Tom is younger than Anna.', 'Anna is not older than Tom.')).toBeNull();
    expect(judgeComparativeOrder('Tom is four years younger than Anna.', 'Anna is three years older than Tom.')).toBeNull();
    expect(judgeComparativeOrder('Tom is younger than Anna and Mia.', 'Anna is older than Tom.')).toBeNull();
    expect(judgeComparativeOrder('Tom is taller than Anna.', 'Anna is older than Tom.')).toBeNull();
  });
});

describe('comparisons through answerFromMaterial', () => {
  it('answers the converse True and the swapped sides False (the converse was refused; "Tom is older" leaned True)', () => {
    expect(judge('Tom is younger than Anna.', 'Anna is older than Tom.')).toBe('True');
    expect(judge('Tom is older than Anna.', 'Anna is older than Tom.')).toBe('False');
    expect(judge('Anna is older than Tom.', 'Anna is older than Tom.')).toBe('True');
  });
  it('is no sure False on a converse whose subject the sentence names as "this moon" (was False at 0.9, s42)', () => {
    const notes = 'Nyx is the largest moon of Orro. The air pressure on this moon is 1.6 bars, higher than that on any other moon and even higher than that of Mars and Earth.';
    expect(judge('The air pressure on Earth is lower than on Nyx.', notes)).not.toBe('False');
    expect(judge('The air pressure on Nyx is lower than on Earth.', notes)).toBe('False');
  });
});

// Review of session 45: "Anna is older than Ben" was False at 0.9 against "Ben is not older than Anna".
describe('a comparison the material denies', () => {
  it('contradicts the statement it would make, and leaves the reverse open ("not older" may be "as old")', () => {
    expect(judgeNegatedComparison('Ben is older than Anna.', 'Ben is not older than Anna.')).toBe('contradicts');
    expect(judgeNegatedComparison('Anna is younger than Ben.', 'Ben is not older than Anna.')).toBe('contradicts');
    expect(judgeNegatedComparison('Anna is older than Ben.', 'Ben is not older than Anna.')).toBe('unsettled');
    expect(judgeNegatedComparison('Anna is older than Ben.', 'Anna is older than Ben.')).toBeNull();
  });
  it('gives no verdict to the reverse, and False to the denied statement', () => {
    expect(judge('Anna is older than Ben.', 'Their cousin Ben, who lives in Oslo, is not older than Anna.')).toBeNull();
    expect(judge('Ben is older than Anna.', 'Their cousin Ben, who lives in Oslo, is not older than Anna.')).toBe('False');
  });
});
