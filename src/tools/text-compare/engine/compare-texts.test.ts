import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { compareTexts } from './compare-texts';
import { GRANULARITIES, textCompareInputSchema } from '../contract';
import { MAX_TEXT_CHARS } from '../../../platform/contract-kit/text-field';
import { compare, createRandom, describeChanges, rebuildTexts } from './test-helpers';

// Pieces that stress tokenisation: emoji with modifiers and joiners, flags, CJK, combining marks, RTL,
// CRLF, tabs and punctuation.
const PIECES = [
  'the', 'The', 'cat', 'colour', 'color', "don't", 'well-known', '3.14', 'e.g.', '👍🏽', '👍🏿',
  '👨‍👩‍👧', '🇫🇷', '你好', '世界', 'カタカナ', 'e\u0301', 'é', 'שלום', 'مرحبا', '\r\n', '\n\n', '\t',
  '  ', ' ', ' ', ' ', '.', ',', '!', '?', '。',
];

function randomText(random: () => number, words: number): string {
  let text = '';
  for (let i = 0; i < words; i++) text += PIECES[Math.floor(random() * PIECES.length)];
  return text;
}

function mutate(random: () => number, text: string): string {
  const chars = Array.from(text);
  const edits = 1 + Math.floor(random() * 6);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (chars.length + 1));
    const choice = random();
    if (choice < 0.4) chars.splice(at, 1 + Math.floor(random() * 4));
    else chars.splice(at, 0, ...Array.from(randomText(random, 2)));
  }
  return chars.join('');
}

describe('compareTexts round trip', () => {
  const optionSets = [
    { ignoreCase: false, ignoreWhitespace: false },
    { ignoreCase: true, ignoreWhitespace: false },
    { ignoreCase: false, ignoreWhitespace: true },
    { ignoreCase: true, ignoreWhitespace: true },
  ];
  for (const granularity of GRANULARITIES) {
    it(`rebuilds both texts exactly from the changes (${granularity})`, () => {
      const random = createRandom(granularity.length * 7919);
      for (let trial = 0; trial < 60; trial++) {
        const original = randomText(random, Math.floor(random() * 40));
        const revised = random() < 0.2 ? randomText(random, 20) : mutate(random, original);
        const options = optionSets[trial % optionSets.length]!;
        const result = compare({ original, revised, granularity, ...options });
        expect(rebuildTexts(result.changes)).toEqual({ original, revised });
        // Equal and edit stretches alternate; nothing is empty except an ignored whitespace-only side.
        for (let i = 1; i < result.changes.length; i++) {
          expect(result.changes[i - 1]!.type === 'equal' && result.changes[i]!.type === 'equal').toBe(false);
        }
        for (const change of result.changes) {
          if (change.type !== 'equal') expect(change.text.length).toBeGreaterThan(0);
        }
        expect(result.similarity).toBeGreaterThanOrEqual(0);
        expect(result.similarity).toBeLessThanOrEqual(100);
      }
    });
  }
});

describe('compareTexts Unicode', () => {
  const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  // A piece starting with one of these would mean a character was cut in two.
  const DANGLING_START = /^[\p{M}\p{Emoji_Modifier}\u200d]/u;

  it('never splits emoji, flags or accented letters, even character by character', () => {
    const result = compare({
      original: 'I 👍🏽 the 👨‍👩‍👧 trip to 🇫🇷 and the cafe\u0301.',
      revised: 'I 👍🏿 the 👨‍👩‍👦 trip to 🇩🇪 and the cafe.',
      granularity: 'char',
    });
    for (const change of result.changes) {
      expect(change.text).not.toMatch(LONE_SURROGATE);
      expect(change.text).not.toMatch(DANGLING_START);
    }
    expect(describeChanges(result.changes).filter((piece) => piece[0] !== '=')).toEqual([
      '-👍🏽', '+👍🏿', '-👨‍👩‍👧', '+👨‍👩‍👦', '-🇫🇷', '+🇩🇪', '-e\u0301', '+e',
    ]);
  });

  it('slides repeated emoji as whole characters', () => {
    for (const granularity of ['word', 'char'] as const) {
      const result = compare({ original: 'a 👍🏽👍🏽 b', revised: 'a 👍🏽👍🏽👍🏽 b', granularity });
      const inserted = result.changes.filter((change) => change.type === 'insert').map((change) => change.text);
      expect(inserted).toEqual(['👍🏽']);
    }
  });

  it('compares CJK ideographs one by one, as words', () => {
    const result = compare({ original: '我喜欢猫和狗', revised: '我喜欢鸟和狗' });
    expect(describeChanges(result.changes)).toEqual(['=我喜欢', '-猫', '+鸟', '=和狗']);
    expect(result.stats.deletions).toBe(1);
    expect(result.stats.originalWords).toBe(6);
  });

  it('keeps right-to-left text intact in logical order', () => {
    const result = compare({ original: 'שלום עולם יפה', revised: 'שלום עולם גדול' });
    expect(describeChanges(result.changes)).toEqual(['=שלום עולם ', '-יפה', '+גדול']);
  });

  it('treats composed and decomposed accents as the same letter, showing the revised form', () => {
    const result = compare({ original: 'cafe\u0301 au lait', revised: 'café au lait' });
    expect(result.identical).toBe(true);
    expect(result.changes).toEqual([{ type: 'equal', text: 'café au lait', originalText: 'cafe\u0301 au lait' }]);
  });
});

describe('compareTexts options', () => {
  it('ignoreCase treats letter case as equal and shows the revised wording', () => {
    const plain = compare({ original: 'Hello World', revised: 'hello world' });
    expect(plain.identical).toBe(false);
    const ignoring = compare({ original: 'Hello World', revised: 'hello world', ignoreCase: true });
    expect(ignoring.identical).toBe(true);
    expect(ignoring.similarity).toBe(100);
    expect(ignoring.changes).toEqual([{ type: 'equal', text: 'hello world', originalText: 'Hello World' }]);
  });

  it('ignoreWhitespace ignores spacing, tabs and line breaks but not words', () => {
    const original = '  One  two\tthree\n\nfour ';
    const result = compare({ original, revised: 'One two three four five', ignoreWhitespace: true });
    expect(describeChanges(result.changes).filter((piece) => piece[0] !== '=')).toEqual(['+five']);
    expect(result.stats.insertions).toBe(1);
    expect(rebuildTexts(result.changes).original).toBe(original);
    expect(compare({ original: 'a  b', revised: 'a\nb', ignoreWhitespace: true }).identical).toBe(true);
    expect(compare({ original: '   ', revised: '', ignoreWhitespace: true }).identical).toBe(true);
  });

  it('shows whitespace changes when not ignoring them', () => {
    const result = compare({ original: 'a  b', revised: 'a b' });
    expect(describeChanges(result.changes)).toEqual(['=a', '-  ', '+ ', '=b']);
  });
});

describe('compareTexts results', () => {
  it('gives 100 for identical texts, including two empty ones', () => {
    for (const text of ['', 'Same text here.', '👍 你好']) {
      const result = compare({ original: text, revised: text });
      expect(result.similarity).toBe(100);
      expect(result.identical).toBe(true);
      expect(result.stats.changeCount).toBe(0);
    }
  });

  it('gives 0 for empty against text, either way round', () => {
    const added = compare({ original: '', revised: 'Some new words' });
    expect(added.similarity).toBe(0);
    expect(added.changes).toEqual([{ type: 'insert', text: 'Some new words' }]);
    expect(added.stats).toMatchObject({ insertions: 3, deletions: 0, unchanged: 0, changeCount: 1, insertionsOnly: 1 });
    const removed = compare({ original: 'Old words', revised: '' });
    expect(removed.similarity).toBe(0);
    expect(removed.stats).toMatchObject({ deletions: 2, changeCount: 1, deletionsOnly: 1 });
  });

  it('never reports 100 when something changed', () => {
    const result = compare({ original: 'A long sentence with many words in it', revised: 'A long sentence with many words in it!' });
    expect(result.identical).toBe(false);
    expect(result.similarity).toBeLessThan(100);
    expect(result.similarity).toBeGreaterThan(90);
  });

  it('counts words and edit groups as an editor would', () => {
    const result = compare({
      original: 'The quick brown fox jumps over the lazy dog.',
      revised: 'The quick red fox jumps over the dog today.',
    });
    expect(describeChanges(result.changes)).toEqual([
      '=The quick ', '-brown', '+red', '= fox jumps over the ', '-lazy ', '=dog', '+ today', '=.',
    ]);
    expect(result.stats).toMatchObject({
      originalWords: 9,
      revisedWords: 9,
      deletions: 2,
      insertions: 2,
      unchanged: 7,
      unchangedRevised: 7,
      changeCount: 3,
      replacements: 1,
      deletionsOnly: 1,
      insertionsOnly: 1,
      charactersDeleted: 10,
      charactersInserted: 9,
    });
    expect(result.similarity).toBe(77.8);
  });

  it('shows a rewritten phrase as one replacement, not word-by-word confetti', () => {
    const result = compare({
      original: 'We will meet at the station tomorrow morning.',
      revised: 'We will gather near a cafe later this morning.',
    });
    expect(describeChanges(result.changes)).toEqual([
      '=We will ', '-meet at the station tomorrow', '+gather near a cafe later this', '= morning.',
    ]);
    expect(result.stats.changeCount).toBe(1);
  });

  it('never merges edits across a paragraph break', () => {
    const result = compare({ original: 'Across the world.\n\nScientists agree.', revised: 'Across the globe.\n\nMost scientists agree.' });
    expect(describeChanges(result.changes)).toEqual([
      '=Across the ', '-world', '+globe', '=.\n\n', '-Scientists', '+Most scientists', '= agree.',
    ]);
  });

  it('places an added or removed passage where a reader expects it, on line and word boundaries', () => {
    const added = compare({
      original: 'Line one is grey.\nSecond line stays.',
      revised: 'Line one is gray!\nSecond line stays.\nA new line.',
      granularity: 'char',
    });
    expect(describeChanges(added.changes).slice(-2)).toEqual(['=\nSecond line stays.', '+\nA new line.']);
    const removed = compare({ original: 'We like cats. We like dogs.', revised: 'We like dogs.', granularity: 'char' });
    expect(describeChanges(removed.changes)).toEqual(['-We like cats. ', '=We like dogs.']);
  });

  it('character view pinpoints spelling changes inside words', () => {
    const result = compare({ original: 'The colour of honour', revised: 'The color of honor', granularity: 'char' });
    expect(describeChanges(result.changes)).toEqual(['=The colo', '-u', '=r of hono', '-u', '=r']);
    expect(result.stats.charactersDeleted).toBe(2);
    expect(result.stats.deletions).toBe(2);
  });

  it('line and sentence views mark whole lines and sentences', () => {
    const lines = compare({ original: 'one\ntwo\nthree\n', revised: 'one\n2\nthree\n', granularity: 'line' });
    expect(describeChanges(lines.changes)).toEqual(['=one\n', '-two\n', '+2\n', '=three\n']);
    const sentences = compare({
      original: 'It rained. We stayed in! Was it fun? Yes.',
      revised: 'It rained. We went out! Was it fun? Yes.',
      granularity: 'sentence',
    });
    expect(describeChanges(sentences.changes)).toEqual([
      '=It rained. ', '-We stayed in! ', '+We went out! ', '=Was it fun? Yes.',
    ]);
  });
});

describe('compareTexts limits', () => {
  it('rejects texts above the size limit with a clear input error', () => {
    const huge = 'a'.repeat(MAX_TEXT_CHARS + 1);
    expect(textCompareInputSchema.safeParse({ original: huge, revised: 'b' }).error?.issues[0]?.message).toMatch(/at most 2,000,000 characters/);
    expect(() => compareTexts({ original: huge, revised: 'b', granularity: 'word', ignoreCase: false, ignoreWhitespace: false })).toThrow(ToolInputError);
  });

  function makeProse(words: number, seed: number): string {
    const random = createRandom(seed);
    const parts: string[] = [];
    for (let i = 0; i < words; i++) {
      parts.push(`w${Math.floor(random() ** 3 * 20000).toString(36)}`, random() < 0.08 ? '. ' : ' ');
    }
    return parts.join('');
  }

  it('completes on two 1 MB texts, similar and unrelated, and still round-trips', () => {
    const original = makeProse(230_000, 1);
    const random = createRandom(9);
    const revised = original.replace(/\S+/g, (word) => (random() < 0.02 ? `${word}x` : word));
    // A minute's search budget, not the server's 2 s: on a loaded machine the 2 s ran out and the
    // coarse answer scored 85% (similar texts finish in ~0.5 s on an idle one).
    const similar = compare({ original, revised }, 60_000);
    expect(original.length).toBeGreaterThan(1_000_000);
    expect(similar.stats.changeCount).toBeGreaterThan(1000);
    expect(similar.similarity).toBeGreaterThan(90);
    expect(rebuildTexts(similar.changes)).toEqual({ original, revised });

    const other = makeProse(230_000, 2);
    const different = compare({ original, revised: other });
    expect(different.similarity).toBeLessThan(20);
    expect(rebuildTexts(different.changes)).toEqual({ original, revised: other });
  });

  it('falls back to whole-block replacements when the time budget is exhausted', () => {
    const original = makeProse(20_000, 3);
    const revised = makeProse(20_000, 4);
    const result = compare({ original, revised }, 0);
    expect(result.exact).toBe(false);
    expect(rebuildTexts(result.changes)).toEqual({ original, revised });
  });
});

describe('similarity by characters', () => {
  it('measures a character comparison in characters, so one dropped letter keeps most of the word', () => {
    const result = compare({ original: 'colour', revised: 'color', granularity: 'char' });
    expect(result.similarity).toBe(90.9);
    const byWords = compare({ original: 'colour', revised: 'color' });
    expect(byWords.similarity).toBe(0);
  });
});
