import { describe, expect, it } from 'vitest';
import { joinSpacedCapitals } from './join-spaced-capitals';

const words = new Set(['summary', 'experience', 'teacher', 'her', 'web', 'development', 'compression', 'data', 'science', 'sum', 'com', 'om', 'eb', 'ent', 'computer', 'work', 'history']);

describe('capitals a browser split where it widened a letter pair', () => {
  it('joins the pieces into the word they make', () => {
    expect(joinSpacedCapitals('SUM M ARY', words)).toBe('SUMMARY');
    expect(joinSpacedCapitals('EXPERIENC E', words)).toBe('EXPERIENCE');
    expect(joinSpacedCapitals('TEAC HER', words)).toBe('TEACHER');
    expect(joinSpacedCapitals('W EB DEVELOPM ENT', words)).toBe('WEB DEVELOPMENT');
    expect(joinSpacedCapitals('C OM PRESSION', words)).toBe('COMPRESSION');
    expect(joinSpacedCapitals('B.S COM PUTER SCIENCE', words)).toBe('B.S COMPUTER SCIENCE');
  });

  it('leaves words, names and mixed case as written', () => {
    expect(joinSpacedCapitals('DATA SCIENCE', words)).toBe('DATA SCIENCE');
    expect(joinSpacedCapitals('WORK HISTORY', words)).toBe('WORK HISTORY');
    expect(joinSpacedCapitals('ERLIC H BAC HM AN', words)).toBe('ERLIC H BAC HM AN');
    expect(joinSpacedCapitals('Sum m ary', words)).toBe('Sum m ary');
    expect(joinSpacedCapitals('J O S E P H S . G U T S T A D T', new Set(['jose', 'guts', 'tad']))).toBe('J O S E P H S . G U T S T A D T');
  });
});
