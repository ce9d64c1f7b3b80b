import { describe, expect, it } from 'vitest';
import { measureEditDistance, rankSpellingSuggestions } from './rank-spelling';

describe('spelling suggestion ranking', () => {
  it('treats swapped letters, doubled letters and vowel slips as small errors', () => {
    expect(measureEditDistance('recieve', 'receive')).toBe(0.5);
    expect(measureEditDistance('writting', 'writing')).toBe(0.5);
    expect(measureEditDistance('docter', 'doctor')).toBeCloseTo(0.7);
    expect(measureEditDistance('relieve', 'recieve')).toBe(1);
  });

  it('puts the likelier word first and is confident when it clearly leads', () => {
    expect(rankSpellingSuggestions('recieve', ['relieve', 'receive', 'recipe'])).toEqual({
      replacements: ['receive', 'relieve', 'recipe'],
      confidence: 0.85,
    });
  });

  it('prefers a missing apostrophe over a different word', () => {
    expect(rankSpellingSuggestions('dont', ['dent', "don't", 'don']).replacements[0]).toBe("don't");
  });

  it('distrusts a possessive the writer did not type', () => {
    expect(rankSpellingSuggestions('knowledges', ["knowledge's", 'knowledge']).replacements[0]).toBe('knowledge');
  });

  it('applies near ties at the threshold, and never auto-fixes one- or two-letter tokens or distant guesses', () => {
    expect(rankSpellingSuggestions('throught', ['thought', 'through']).confidence).toBe(0.75);
    expect(rankSpellingSuggestions('u', ['up', 'uh']).confidence).toBeLessThan(0.75);
    expect(rankSpellingSuggestions('xqzvbnm', ['anyone']).confidence).toBeLessThan(0.75);
  });

  it("prefers the adverb's -ly and a contraction's 's", () => {
    expect(rankSpellingSuggestions('particulary', ['particulars', 'particular', 'particularly']).replacements[0]).toBe('particularly');
    expect(rankSpellingSuggestions('thats', ['that', 'thaws', 'tats', "that's"]).replacements[0]).toBe("that's");
    expect(rankSpellingSuggestions('stucked', ['stacked', 'stocked', 'stuck']).replacements[0]).toBe('stuck');
    expect(rankSpellingSuggestions('lifes', ['life', 'lies', 'lives']).replacements[0]).toBe('lives');
    expect(rankSpellingSuggestions('steped', ['stepped', 'step']).replacements[0]).toBe('stepped');
  });
});
