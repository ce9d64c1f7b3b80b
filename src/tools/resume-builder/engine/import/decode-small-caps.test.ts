import { describe, expect, it } from 'vitest';
import { decodeSmallCaps, findSmallCapShifts } from './decode-small-caps';
import { loadEnglishWords } from './repair-ligatures';

// Small capitals a–z printed as consecutive unmapped glyphs that pdf.js reads as U+04CC onwards (Typst, bamboovir's template).
const smallCaps = (text: string, shift = 0x4cc - 0x61) => text.replace(/[a-z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + shift));

describe('small capitals without a Unicode mapping', () => {
  it('finds one shift per font from the words where a capital is followed by such glyphs, and reads them back', async () => {
    const words = await loadEnglishWords();
    const runs = [
      { text: smallCaps('Education'), font: 'bold' },
      { text: smallCaps('Work & Research Experience'), font: 'bold' },
      { text: smallCaps('Master of Computer Science'), font: 'regular' },
      { text: smallCaps('Software Engineering Intern'), font: 'regular' },
      { text: 'Aug. 2021 - Dec. 2022', font: 'plain' },
    ];
    const shifts = findSmallCapShifts(runs, words);
    expect(shifts.get('plain')).toBeUndefined();
    expect(decodeSmallCaps(runs[2]!.text, shifts.get('regular')!)).toBe('Master of Computer Science');
    expect(decodeSmallCaps(runs[1]!.text, shifts.get('bold')!)).toBe('Work & Research Experience');
  });

  it('leaves a page really written in another script alone', async () => {
    const words = await loadEnglishWords();
    expect(findSmallCapShifts([{ text: 'Иван Петров, инженер-программист', font: 'f1' }, { text: 'Москва 2020 – 2023', font: 'f1' }], words).size).toBe(0);
  });
});
