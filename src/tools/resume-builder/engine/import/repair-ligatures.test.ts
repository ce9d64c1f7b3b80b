import { describe, expect, it } from 'vitest';
import { findLigatureGlyphs, loadEnglishWords, readLigatureGlyphs, repairLigatures } from './repair-ligatures';

describe('repairLigatures', () => {
  it('reads an unmapped ligature glyph as the ligature that makes a word', async () => {
    const words = await loadEnglishWords();
    expect(repairLigatures('Certi\0cations', words)).toBe('Certifications');
    expect(repairLigatures('Pro\0les and work\0ow', words)).toBe('Profiles and workflow');
    expect(repairLigatures('e\0cient o\0ce', words)).toBe('efficient office');
    expect(repairLigatures('StackOver\0ow', words)).toBe('StackOverflow');
    // Linux Libertine's "tt" (html-resume: "submi\uE039ed"); "fi" still wins where it makes the word.
    expect(repairLigatures('submi\0ed to customers', words)).toBe('submitted to customers');
    expect(repairLigatures('Certi\0ed', words)).toBe('Certified');
  });

  it('leaves text without such a glyph alone and falls back to "fi" for unknown words', async () => {
    const words = await loadEnglishWords();
    expect(repairLigatures('Plain text', words)).toBe('Plain text');
    expect(repairLigatures('Zq\0x', words)).toBe('Zqfix');
  });
});

describe('findLigatureGlyphs', () => {
  it('reads a letter that stands for an unmapped ligature in several words of the document as that ligature', async () => {
    const words = await loadEnglishWords();
    const glyphs = findLigatureGlyphs(['SoȨware Engineer of ACX', 'Haskell, SwiȨ, Elixir', 'an agile soȨware team'], words);
    expect(glyphs.get('Ȩ')).toBe('ft');
    expect(readLigatureGlyphs('SwiȨ', glyphs)).toBe('Swift');
  });

  it('keeps the letters of names, which no ligature turns into words', async () => {
    const words = await loadEnglishWords();
    expect(findLigatureGlyphs(['Paweł Łukasz', 'Wrocław University', 'Jiří Dvořák'], words).size).toBe(0);
  });
});

// Session 43 (margin-headings-cv-guest.pdf of held-out-s40): Fira's "ti" ligature mapped to a Bengali letter in one
// font and an Arabic one in another; the employers read "Donders Centre for Cogniঞon".
describe('findLigatureGlyphs, letters of another script', () => {
  it('reads a Bengali or Arabic letter inside Latin words as the "ti" ligature they stand for', async () => {
    const words = await loadEnglishWords();
    const texts = ['Donders Centre for Cogniঞon', 'Cogniঞve and Decision Sciences (Disঞncঞon)', 'Interacঞve Media', 'Computaࢼonal Account of Semanࢼc Impairments', 'Computaࢼonal modelling'];
    const glyphs = findLigatureGlyphs(texts, words);
    expect(readLigatureGlyphs('Donders Centre for Cogniঞon', glyphs)).toBe('Donders Centre for Cognition');
    expect(readLigatureGlyphs('Computaࢼonal', glyphs)).toBe('Computational');
  });

  it('leaves words written wholly in another script alone', async () => {
    const words = await loadEnglishWords();
    expect(findLigatureGlyphs(['জন দাস Kolkata', 'مرحبا Cairo', 'Paweł Łukasz'], words).size).toBe(0);
  });
});
