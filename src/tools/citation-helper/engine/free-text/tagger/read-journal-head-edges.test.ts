import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('the edge between a title and its journal', () => {
  it('gives the journal its head when the title\'s last segment ends on a joining word', () => {
    const fields = read('Lind, A. 2012. Tidal spread (TS), The Review of Harbour Studies, 48 (2), 529--539.', [
      'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'volume', 'pages',
    ]);
    expect(fields.title).toBe('Tidal spread (TS)');
    expect(fields['container-title']).toBe('The Review of Harbour Studies');
  });

  it('gives the title back a unit read as the journal\'s first abbreviation', () => {
    const fields = read('Lind A., 1990 Tides from 273.15 to 318.15 K. Journal of Harbour Studies 22, 113-127.', [
      'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages',
    ]);
    expect(fields.title).toBe('Tides from 273.15 to 318.15 K');
    expect(fields['container-title']).toBe('Journal of Harbour Studies');
  });

  it('leaves a segment in lower case before the journal, and an abbreviated journal', () => {
    expect(read('Lind, A. 2012. Tides, of the sea and of Harbour Studies, 48.', ['author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'volume']).title).toBe('Tides, of the sea and of');
    expect(read('Lind A., 1990 Tidal tables. J. Harb. Stud. 22, 113.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages'])['container-title']).toBe('J. Harb. Stud.');
  });
});

describe('a supplement\'s cue after the journal', () => {
  it('is left out of the journal\'s name', () => {
    const fields = read('Lind P (1977). Tidal studies. Acta Harbour Studies. Suppl. 64: 1 - 48.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages', 'pages', 'pages']);
    expect(fields['container-title']).toBe('Acta Harbour Studies');
  });

  it('stays when the journal goes on after it', () => {
    const fields = read('Lind P (1977). Tidal studies. Acta Harb. Suppl. Series 64: 1.', ['author', 'author', 'date', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages']);
    expect(fields['container-title']).toBe('Acta Harb. Suppl. Series');
  });
});
