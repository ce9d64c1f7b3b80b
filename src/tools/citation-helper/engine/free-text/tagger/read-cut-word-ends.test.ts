import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs, from labels given per token as the tagger put them on such references. */
function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('a publisher cut after a joining word', () => {
  it('takes back the rest of the body\'s name from the field it ran into', () => {
    const fields = read('Lund, A. (2020) Models of rain, PhD thesis, Academy of Fine Arts at Bergen-Nord, pp. 1-20.', [
      'author', 'author', 'date', 'title', 'title', 'title', 'genre', 'genre', 'publisher', 'publisher', 'title', 'title', 'title', 'title', 'pages', 'pages',
    ]);
    expect(fields.publisher).toBe('Academy of Fine Arts at Bergen-Nord');
  });

  it('leaves a publisher whose next words are not a name\'s', () => {
    const fields = read('Lund, A. (2020) Models of rain, Academy of 2020 pp. 1-20.', ['author', 'author', 'date', 'title', 'title', 'title', 'publisher', 'publisher', 'date', 'pages', 'pages']);
    expect(fields.publisher).toBe('Academy of');
  });
});

describe('a journal whose name holds a hyphen-cut word', () => {
  it('gives the title\'s last sentence, up to the cut, to the journal', () => {
    const fields = read('Moser, K. (1950) Über Holzfasern. Zeitschrift für Forst- und Holzwirtschaft 4, 10-18.', [
      'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages',
    ]);
    expect(fields.title).toBe('Über Holzfasern');
    expect(fields['container-title']).toBe('Zeitschrift für Forst- und Holzwirtschaft');
  });

  it('leaves a title that is one sentence up to the cut', () => {
    const fields = read('Moser, K. (1950) Pre- and post-war forestry. Forest Notes 4, 10-18.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'pages']);
    expect(fields.title).toBe('Pre- and post-war forestry');
  });
});
