import { describe, expect, it } from 'vitest';
import { type Issue } from '../types';
import { applyConfidentFixes } from './apply-fixes';

function fix(offset: number, length: number, replacement: string, confidence = 0.9): Issue {
  return { offset, length, message: '', category: 'grammar', rule: 'r', replacements: [replacement], confidence, source: 'rule' };
}

describe('applying confident fixes', () => {
  it('applies every fix against the original offsets', () => {
    expect(applyConfidentFixes('They is and we is.', [fix(5, 2, 'are'), fix(15, 2, 'are')])).toBe('They are and we are.');
  });

  it('skips fixes below the confidence threshold', () => {
    expect(applyConfidentFixes('They is.', [fix(5, 2, 'are', 0.5)])).toBe('They is.');
  });

  it('removes a deleted word together with one space', () => {
    expect(applyConfidentFixes('the the cat', [fix(0, 4, '')])).toBe('the cat');
  });

  it('never half-applies overlapping fixes', () => {
    expect(applyConfidentFixes('abcdef', [fix(0, 4, 'X'), fix(2, 4, 'Y')])).toBe('Xef');
  });
});
