import { describe, expect, it } from 'vitest';
import { readTaggedFields, readVolume, trimField } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** Labels given per word, in order, for a reference's tokens. */
function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('readTaggedFields repairs at field edges', () => {
  it('gives "and others." read as the start of the title back to the names', () => {
    const fields = read('Stone, H. S., and others. High-performance architecture. Addison-Wesley, 1987.', [
      'author', 'author', 'author', 'title', 'title', 'title', 'title', 'publisher', 'date',
    ]);
    expect(fields.author).toBe('Stone, H. S., and others.');
    expect(fields.title).toBe('High-performance architecture');
  });

  it('moves an abbreviated journal\'s first word after "Name:" from the names to the journal', () => {
    const fields = read('F. Loran and A. Shirzad: Int. J. Mod. Phys. A 17 (2002) 625.', [
      'author', 'author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'journal', 'journal', 'volume', 'date', 'pages',
    ]);
    expect(fields.author).toBe('F. Loran and A. Shirzad:');
    expect(fields['container-title']).toBe('Int. J. Mod. Phys. A');
  });

  it('keeps IEEE\'s lettered volumes and a bracket the field opened', () => {
    expect(readVolume('vol. SE-3,')).toEqual({ volume: 'SE-3' });
    expect(readVolume('vol. 16, no. 2,')).toEqual({ volume: '16', issue: '2' });
    expect(trimField('Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR),')).toBe('Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR)');
    expect(trimField('(2019).')).toBe('2019');
  });

  it('gives a chemistry list\'s trailing "J." to the abbreviated journal after it', () => {
    const fields = read('Smith, A. B.; Jones, C. D. J. Am. Chem. Soc. 1957, 79, 5441.', [
      'author', 'author', 'author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'journal', 'date', 'volume', 'pages',
    ]);
    expect(fields.author).toBe('Smith, A. B.; Jones, C. D.');
    expect(fields['container-title']).toBe('J. Am. Chem. Soc.');
  });

  it('gives the words after a title\'s last sentence end to the container when numbers follow and none was found', () => {
    const journal = read('Ferren, W. R. 1976. Flora of the Maurice River System. Bartonia 44: 58-67.', [
      'author', 'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'volume', 'pages',
    ]);
    expect(journal.title).toBe('Flora of the Maurice River System');
    expect([journal['container-title'], journal.journal]).toEqual(['Bartonia', true]);
    const book = read('Pettingill, O. (1980). Falcon and Falconry. World book encyclopedia. (pp. 150-155).', [
      'author', 'author', 'date', 'title', 'title', 'title', 'title', 'title', 'title', 'pages', 'pages',
    ]);
    expect([book.title, book['container-title'], book.journal]).toEqual(['Falcon and Falconry', 'World book encyclopedia', undefined]);
    const alone = read('Smith, J. 1990. Essays. Volume one. London: Macmillan.', ['author', 'author', 'date', 'title', 'title', 'title', 'location', 'publisher']);
    expect(alone.title).toBe('Essays. Volume one');
  });

  it('reads "521(7553)" tagged as the issue as a volume and its issue', () => {
    const fields = read('LeCun, Y. (2015). Deep learning. Nature, 521(7553), 436-444.', ['author', 'author', 'date', 'title', 'title', 'journal', 'issue', 'pages']);
    expect([fields.volume, fields.issue, fields.page]).toEqual(['521', '7553', '436-444']);
  });

  it('keeps a software version whole as the edition (session 42)', () => {
    const text = 'Tide Maker (TM) [Computer program]. Version 5.4. Fjord Society, 2020';
    const tokens = tokenizeReference(text);
    const labels = ['title', 'title', 'title', 'genre', 'genre', 'edition', 'edition', 'publisher', 'publisher', 'date'];
    expect(readTaggedFields(tokens, labels).edition).toBe('5.4');
  });
  it('takes an edition out of the title or container by its shape', () => {
    const atlas = read('Eales, S (ed.) 2003, The Jacaranda atlas, 3rd edn, John Wiley & Sons, Brisbane.', [
      'editor', 'editor', 'editor', 'date', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'location',
    ]);
    expect([atlas.title, atlas.edition]).toEqual(['The Jacaranda atlas', '3']);
    const handbook = read('In Yu (Ed.), The Handbook of Phonology, 2nd Edition (p. 401-434).', ['editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'container-title', 'pages', 'pages']);
    expect([handbook['container-title'], handbook.edition]).toEqual(['The Handbook of Phonology', '2']);
    const german = read('Bioinformatics (2. Aufl., S. 83–109).', ['container-title', 'container-title', 'container-title', 'pages', 'pages']);
    expect(german.edition).toBe('2');
    const editor = read('In J. Smith (ed.), Essays.', ['editor', 'editor', 'editor', 'editor', 'container-title']);
    expect(editor.edition).toBeUndefined();
  });

  it('reads a DOI the tokenizer split as one, as it was printed', () => {
    const fields = read('Phys. 2014, doi :10.1007/JHEP03(2014)118.', ['journal', 'date', 'other', 'other', 'doi', 'doi', 'doi']);
    expect(fields.DOI).toBe('10.1007/JHEP03(2014)118');
  });

  it('reads a reference that opens with a quotation as opening with its title, never its authors', () => {
    const fields = read('"Analytic Signal", Wikipedia, https://en.wikipedia.org/wiki/Analytic_signal', ['author', 'author', 'title', 'url']);
    expect(fields.author).toBeUndefined();
    expect(fields.title).toBe('Analytic Signal');
    expect(fields['container-title']).toBe('Wikipedia');
    const numbered = read('[1] “Charles R. Van Hise.” In Wikipedia.', ['citation-number', 'author', 'author', 'author', 'author', 'title', 'title']);
    // trimField keeps a full stop that could close an abbreviation; the quotation is the title either way.
    expect(numbered.title).toMatch(/^Charles R\. Van Hise\.?$/);
    expect(numbered.author).toBeUndefined();
    const split = read('"Charles R. Van Hise." In Wikipedia.', ['other', 'author', 'title', 'title', 'container-title', 'container-title']);
    expect(split.author).toBeUndefined();
    expect(split.title).toMatch(/^Charles R\. Van Hise\.?$/);
  });

  it('reads names closed by "(Eds.)" as the editors, not the authors', () => {
    const fields = read('Rees, J. and W. Clinger (Eds.). The revised report. SIGPLAN Notices 21(12), 1986.', [
      'author', 'author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'journal', 'journal', 'volume', 'date',
    ]);
    expect(fields.author).toBeUndefined();
    expect(fields.editor).toBe('Rees, J. and W. Clinger (Eds.).');
    const authored = read('Smith, Ed. A history. Press, 1990.', ['author', 'author', 'title', 'title', 'publisher', 'date']);
    expect(authored.author).toBe('Smith, Ed.');
  });

  it('reads an editor list the tagger cut three ways as the editors, and the words after the cue as the title', () => {
    const fields = read('Adamson, Joni, Mei Mei Evans, and Rachel Stein, eds. The Environmental Justice Reader. Tucson: University of Arizona Press, 2002.', [
      'author', 'author', 'author', 'title', 'title', 'editor', 'editor', 'editor', 'editor', 'title', 'title', 'title', 'title', 'location', 'publisher', 'publisher', 'publisher', 'publisher', 'date',
    ]);
    expect(fields.editor).toBe('Adamson, Joni, Mei Mei Evans, and Rachel Stein, eds.');
    expect(fields.title).toBe('The Environmental Justice Reader');
    const film = read('Soderbergh, Steven, director. Che. DVD. New York: Criterion, 2008.', ['editor', 'editor', 'editor', 'editor', 'editor', 'location', 'location', 'publisher', 'date']);
    expect(film.title).toBe('Che');
    // After "In" the names are the container's editors: the container stays the container.
    const chapter = read('In Wrobel, S. (Ed.), Proceedings of the Workshop.', ['other', 'editor', 'editor', 'editor', 'container-title', 'container-title', 'container-title', 'container-title']);
    expect(chapter.title).toBeUndefined();
    expect(chapter['container-title']).toBe('Proceedings of the Workshop');
    // A title before the container's editors: the names before the cue are not a list of editors.
    const inBook = read('Smith, J. A history of things. Jones, K. (Ed.), Big Book.', ['author', 'author', 'title', 'title', 'title', 'title', 'editor', 'editor', 'editor', 'container-title', 'container-title']);
    expect(inBook.author).toBe('Smith, J.');
    expect(inBook.title).toBe('A history of things');
  });

  it('keeps the authors before a second list closed by "(eds.)", each list joined by its own "&"', () => {
    const fields = read('A Ruiz & B Ngata, C Lind & D Okafor (eds.), Tables of Tides, 2nd edition (2001), Harbour', [
      'author', 'author', 'author', 'author', 'author', 'title', 'title', 'editor', 'editor', 'editor', 'editor', 'title', 'title', 'title', 'edition', 'edition', 'date', 'publisher',
    ]);
    expect(fields.author).toBe('A Ruiz & B Ngata,');
    expect(fields.editor).toBe('C Lind & D Okafor (eds.),');
    // With commas inside the second list, the lists cannot be told apart: all are the editors, as before.
    const inverted = read('Ruiz, A. & Ngata, B., Lind, C. & Okafor, D. (eds.) Tables.', [
      'author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'author', 'editor', 'title',
    ]);
    expect(inverted.author).toBeUndefined();
  });
});


describe('session 35: volumes printed in brackets and physics\' "Vol, Page"', () => {
  it('reads "(Vol. 12)" as the volume, not as an issue', () => {
    expect(readVolume('(Vol. 12).')).toEqual({ volume: '12' });
    expect(readVolume('106(3)')).toEqual({ volume: '106', issue: '3' });
    // biblatex's "Journal 61.3 (2007)".
    expect(readVolume('61.3')).toEqual({ volume: '61', issue: '3' });
  });

  it('reads the page a volume ran into before a bracketed year', () => {
    const fields = read('Lind A et al, J. Tide Phys. 42, 317 (1999).', ['author', 'author', 'author', 'author', 'journal', 'journal', 'journal', 'volume', 'volume', 'date']);
    expect(fields.volume).toBe('42');
    expect(fields.page).toBe('317');
  });

  it('leaves pages the tagger found', () => {
    const fields = read('Lind A, J. Tide Phys. 42, 3, 317 (1999).', ['author', 'author', 'journal', 'journal', 'journal', 'volume', 'volume', 'pages', 'date']);
    expect(fields.page).toBe('317');
  });
});
