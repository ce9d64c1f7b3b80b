import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs, from labels given per token as the tagger put them on such references. */
function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('single-quoted titles', () => {
  it('takes the quotation as the title when the tagger ran the names into it and the title on into the blog', () => {
    const fields = read("Baker, Anne, 'Counting sheep in the dark', Farm Notes blog (2 May 2015) <https://example.org/sheep>", [
      'author', 'author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'date', 'date', 'date', 'url',
    ]);
    expect(fields.author).toBe('Baker, Anne,');
    expect(fields.title).toBe('Counting sheep in the dark');
    expect(fields['container-title']).toBe('Farm Notes blog');
  });

  it('takes back the last word of an opening quotation from the names after it', () => {
    const fields = read("'On the use of lenses', B. Carter, Opt. Lett., Volume 4, pp. 10-12 (1990)", [
      'title', 'title', 'title', 'title', 'author', 'author', 'author', 'journal', 'journal', 'volume', 'volume', 'other', 'pages', 'date',
    ]);
    expect(fields.title).toBe('On the use of lenses');
    expect(fields.author).toBe('B. Carter,');
  });

  it('gives the names back a family name the tagger put before the quotation', () => {
    const fields = read("D. Keel, F. Stone 'Counting Methods' Orchard Press, 2001", ['author', 'author', 'author', 'title', 'title', 'title', 'publisher', 'publisher', 'date']);
    expect(fields.author).toBe('D. Keel, F. Stone');
    expect(fields.title).toBe('Counting Methods');
  });

  it('leaves a scare quote inside a running title alone', () => {
    const fields = read('Smith, J., The rise of ‘fast fashion’ in Europe, Leeds: Loom Press, 2010.', [
      'author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'location', 'publisher', 'publisher', 'date',
    ]);
    expect(fields.title).toBe('The rise of ‘fast fashion’ in Europe');
  });

  it('leaves a quoted phrase alone when the title runs on after it in lower-case words', () => {
    const fields = read("Moss, T (2008) A 'rain-free' model of tree growth. Forest Notes 26: 71-86", [
      'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages',
    ]);
    expect(fields.title).toBe("A 'rain-free' model of tree growth");
  });

  it("does not read an elision such as 't Hooft as a quotation", () => {
    const fields = read("G. 't Hooft, Nucl. Phys. B 35, 167 (1971).", ['author', 'author', 'author', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe("G. 't Hooft,");
    expect(fields.title).toBeUndefined();
  });
});
