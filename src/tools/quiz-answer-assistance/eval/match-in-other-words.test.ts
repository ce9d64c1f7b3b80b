import { describe, expect, it } from 'vitest';
import { matchInOtherWords } from './match-in-other-words';

describe('matchInOtherWords', () => {
  it('counts the three answers the strict scorer calls wrong though they say the gold answer', () => {
    expect(matchInOtherWords('four watts every year', ['about four watts'], "By how much does the probes' power output drop each year?")).toBe(true);
    expect(matchInOtherWords('2.5 centimetres a year', ['about 2.5 centimetres'], 'By how much does the Atlantic widen each year?')).toBe(true);
    expect(matchInOtherWords('because they grow quickly and because their flowers pollinate themselves', ['because they grow quickly and their flowers pollinate themselves'], 'Why did Mendel choose pea plants?')).toBe(true);
  });

  it('still calls a different answer, a part of the answer or another number wrong', () => {
    expect(matchInOtherWords('Charlotte', ['Charlotte Brontë'], 'Who did Brontë dedicate the book to?')).toBe(false);
    expect(matchInOtherWords('five watts every year', ['about four watts'], 'By how much does the power drop each year?')).toBe(false);
    expect(matchInOtherWords('watts', ['about four watts'], 'By how much does the power drop each year?')).toBe(false);
    expect(matchInOtherWords('Uros people', ['totora reeds'], 'What are the floating islands made of?')).toBe(false);
  });
});
