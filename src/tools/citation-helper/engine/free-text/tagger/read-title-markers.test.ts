import { describe, expect, it } from 'vitest';
import { genreBeforeQuotedTitle, onlineMarkerAfterTitle } from './read-title-markers';
import { tokenizeReference } from './tokenize-reference';

/** The labels after a rule, for a reference tagged with one label a word. */
function relabel(rule: typeof genreBeforeQuotedTitle, text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  rule(tokens, result);
  return result;
}

describe('genreBeforeQuotedTitle', () => {
  it('reads the kind of thesis before a quoted title as the genre', () => {
    expect(relabel(genreBeforeQuotedTitle, 'K. Lind, PhD thesis, "Tidal bores". Uppsala University (2003).', ['author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'date'])).toEqual(['author', 'author', 'genre', 'genre', 'title', 'title', 'publisher', 'publisher', 'date']);
    expect(relabel(genreBeforeQuotedTitle, 'K. Lind, Dissertation: "Tidal bores", 2003.', ['author', 'author', 'title', 'title', 'title', 'date'])).toEqual(['author', 'author', 'genre', 'title', 'title', 'date']);
  });

  it('leaves a title about theses and an unquoted one', () => {
    const about = ['author', 'author', 'title', 'title', 'title', 'title', 'date'];
    expect(relabel(genreBeforeQuotedTitle, 'K. Lind, Thesis writing in "plain" words, 2003.', ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'date'])).toEqual(['author', 'author', 'title', 'title', 'title', 'title', 'title', 'date']);
    expect(relabel(genreBeforeQuotedTitle, 'K. Lind, PhD thesis, Tidal bores, 2003.', ['author', 'author', 'title', 'title', 'title', 'title', 'date'])).toEqual(about);
  });
});

describe('onlineMarkerAfterTitle', () => {
  it('takes "[online]" and "[Internet]" off the end of the title', () => {
    expect(relabel(onlineMarkerAfterTitle, 'Lind, K. Tidal bores [online]. In : Tides. 2010.', ['author', 'author', 'title', 'title', 'title', 'other', 'other', 'container-title', 'date'])).toEqual(['author', 'author', 'title', 'title', 'other', 'other', 'other', 'container-title', 'date']);
    expect(relabel(onlineMarkerAfterTitle, 'Lind K. Tidal bores [Internet]. Tides. 2010.', ['author', 'author', 'title', 'title', 'title', 'journal', 'date'])).toEqual(['author', 'author', 'title', 'title', 'other', 'journal', 'date']);
  });

  it('leaves a marker that is all the title', () => {
    const alone = ['author', 'author', 'title', 'date'];
    expect(relabel(onlineMarkerAfterTitle, 'Lind, K. [online]. 2010.', alone)).toEqual(alone);
  });
});
