import { describe, expect, it } from 'vitest';
import { type CollectedText, splitCollected } from './split-collected-human';

const collected = (source: string, genre: string, documents: number, perDocument: number): CollectedText[] =>
  Array.from({ length: documents * perDocument }, (_, i) => ({
    text: `text ${i}`,
    lang: 'en',
    source,
    genre,
    group: `${source}/${String(Math.floor(i / perDocument)).padStart(3, '0')}`,
  }));

describe('splitCollected', () => {
  it('keeps at most the cap per language and genre, whole documents, spread over the sources', () => {
    const texts = [...collected('open/en-a', 'speech', 30, 2), ...collected('open/en-b', 'speech', 20, 2), ...collected('open/en-c', 'blog post', 5, 1)];
    const { kept, rest } = splitCollected(texts, 40);
    const speeches = kept.filter((text) => text.genre === 'speech');
    expect(speeches.length).toBeLessThanOrEqual(40);
    expect(speeches.length).toBeGreaterThanOrEqual(36);
    expect(speeches.filter((text) => text.source === 'open/en-b').length).toBeGreaterThanOrEqual(12);
    expect(kept.filter((text) => text.genre === 'blog post')).toHaveLength(5);
    const keptGroups = new Set(kept.map((text) => text.group));
    expect(rest.some((text) => keptGroups.has(text.group))).toBe(false);
    expect(kept.length + rest.length).toBe(texts.length);
  });

  it("counts a collector's spelling of a genre with the corpus's own", () => {
    const texts = [...collected('open/en-a', 'blog post', 30, 1), ...collected('open/en-b', 'blog', 30, 1)];
    expect(splitCollected(texts, 40).kept).toHaveLength(40);
  });

  it('holds back every text of a language not named', () => {
    const texts = [...collected('open/en-a', 'speech', 5, 1), ...collected('open/de-a', 'speech', 5, 1).map((text) => ({ ...text, lang: 'de' }))];
    const { kept, rest } = splitCollected(texts, 40, ['en']);
    expect(kept.map((text) => text.lang)).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(rest).toHaveLength(5);
  });
});
