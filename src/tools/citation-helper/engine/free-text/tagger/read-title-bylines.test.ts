import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs; every word tagged as the title, as the tagger does with these layouts. */
function readAllTitle(text: string, tail: string[] = []) {
  const tokens = tokenizeReference(text);
  const labels = tokens.map((_, k) => tail[k - (tokens.length - tail.length)] ?? 'title');
  return readTaggedFields(tokens, labels, true);
}

describe('title-first references with their authors after the title', () => {
  it('reads the names after "by" as the authors', () => {
    const fields = readAllTitle('The Pocket Atlas, by Mary Ellen Stone and Tom Reed, https://example.org/atlas.pdf', ['url']);
    expect(fields.title).toBe('The Pocket Atlas');
    expect(fields.author).toBe('Mary Ellen Stone and Tom Reed,');
  });

  it('ends the names after "by" before a publisher after a comma', () => {
    const fields = readAllTitle('Tide Relationships between Moons by Ines Haller, Tidewater University Press', ['title', 'title', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'publisher']);
    expect(fields.title).toBe('Tide Relationships between Moons');
    expect(fields.author).toBe('Ines Haller,');
    expect(fields.publisher).toBe('Tidewater University Press');
  });

  it('reads family names alone after "by", joined and closed by a comma before a year, as the authors', () => {
    const fields = readAllTitle('Old tide tables and the moon by Lind & Ekman, 2004 https://example.org/tides', ['date', 'url']);
    expect(fields.title).toBe('Old tide tables and the moon');
    expect(fields.author).toBe('Lind & Ekman,');
    // A single word after "by", or no year after the names: left as the tagger read it.
    expect(readAllTitle('Old tide tables by Lind, 2004 https://example.org/tides', ['date', 'url']).author).toBeUndefined();
    expect(readAllTitle('Old tide tables by Lind & Ekman, https://example.org/tides', ['url']).author).toBeUndefined();
  });

  it('takes an opening acronym the tagger read as the names back into the title when "by" names the authors', () => {
    const tokens = tokenizeReference('NOAA Circular 12 by Ada Moss, May 2005 https://example.org/c12');
    const labels = ['author', 'title', 'title', 'title', 'title', 'title', 'date', 'date', 'url'];
    const fields = readTaggedFields(tokens, labels, true);
    expect(fields.title).toBe('NOAA Circular 12');
    expect(fields.author).toBe('Ada Moss,');
    // Without "by" and names after it, the acronym stays the tagger's author.
    const alone = readTaggedFields(tokenizeReference('NOAA Circular 12, May 2005 https://example.org/c12'), ['author', 'title', 'title', 'date', 'date', 'url'], true);
    expect(alone.author).toBe('NOAA');
    expect(alone.title).toBe('Circular 12');
  });

  it('reads names after a dash as the authors when they end the reference', () => {
    const fields = readAllTitle('Counting Trees - Ada Moss, Ben Hill');
    expect(fields.title).toBe('Counting Trees');
    expect(fields.author).toBe('Ada Moss, Ben Hill');
  });

  it('reads a name between the title and a bracketed year before a link as the author', () => {
    const fields = readAllTitle('Sparse grids for beginners, Clara Voss (2004) https://example.org/grids', ['date', 'url']);
    expect(fields.title).toBe('Sparse grids for beginners');
    expect(fields.author).toBe('Clara Voss');
  });

  it('reads a name followed by a container with an issue number', () => {
    const fields = readAllTitle('Folding paper boats, Ida Lund, The Paper Review, Issue 3, May 2009.', ['other', 'volume', 'date', 'date']);
    expect(fields.author).toBe('Ida Lund,');
    expect(fields['container-title']).toBe('The Paper Review');
  });

  it('does not read a place before a plain date as a person', () => {
    const fields = readAllTitle('Meeting #12, Sophia Antipolis, France, 3-5 May 2019', ['date', 'date', 'date']);
    expect(fields.author).toBeUndefined();
  });

  it('does not read a one-word "by" phrase or a possessive as names', () => {
    expect(readAllTitle('Learning by Doing, Wiley, 2001', ['date']).author).toBeUndefined();
    expect(readAllTitle("Fermat's Theorem, Euler's Proof, https://example.org/x", ['url']).author).toBeUndefined();
  });
});

describe('title-first references whose authors follow the title after a full stop or comma', () => {
  /** Labels as the tagger gave them to the real misses: a title word or two read as names, the last name alone. */
  function readLabelled(text: string, labels: string[]) {
    const tokens = tokenizeReference(text);
    expect(labels).toHaveLength(tokens.length);
    return readTaggedFields(tokens, labels, true);
  }

  it('reads full names after the title sentence as the authors', () => {
    const text = 'Counting Lattice Walks on Tori. Ines Haller, Marco Duval; JCT, 4, 2011.';
    const fields = readLabelled(text, ['title', 'title', 'title', 'title', 'author', 'author', 'title', 'author', 'author', 'journal', 'volume', 'date']);
    expect(fields.title).toBe('Counting Lattice Walks on Tori');
    expect(fields.author).toBe('Ines Haller, Marco Duval;');
  });

  it('reads initials-first names after a title closed by a comma, before the journal', () => {
    const text = 'A note on ranking by random walks, K. T. Olsen, Graph Notes 12, 3-9 (2007).';
    const fields = readLabelled(text, ['title', 'title', 'title', 'title', 'title', 'title', 'author', 'author', 'author', 'author', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.title).toBe('A note on ranking by random walks');
    expect(fields.author).toBe('K. T. Olsen,');
  });

  it('reads a last family name of five letters closing the list as a name, not a journal abbreviation', () => {
    const text = 'Quiet k-cuts, Loud Cuts and Tides. Ines Haller, Marco Lund. TIDE 2004.';
    const fields = readLabelled(text, ['author', 'author', 'title', 'title', 'title', 'title', 'author', 'author', 'location', 'location', 'publisher', 'date']);
    expect(fields.title).toBe('Quiet k-cuts, Loud Cuts and Tides');
    expect(fields.author).toBe('Ines Haller, Marco Lund.');
    // Before another abbreviated word or a number, "Lund." may open a journal: left as read.
    const journal = readLabelled('Quiet k-cuts, Loud Cuts and Tides. Ines Haller, Marco Lund. Phys. 3, 2004.', ['author', 'author', 'title', 'title', 'title', 'title', 'author', 'author', 'location', 'location', 'journal', 'volume', 'date']);
    expect(journal.author).toBe('Quiet k-cuts,');
  });

  it('reads an opening sentence shaped like one name as the title where the tagger read it so', () => {
    const text = 'Fast Global Tide Tables. Marco Duval. TIDE 2011.';
    const fields = readLabelled(text, ['title', 'title', 'title', 'title', 'title', 'title', 'publisher', 'date']);
    expect(fields.title).toBe('Fast Global Tide Tables');
    expect(fields.author).toBe('Marco Duval.');
    // Read as names by the tagger, or two words only: a name.
    expect(readLabelled(text, ['author', 'author', 'author', 'author', 'title', 'title', 'publisher', 'date']).author).toBe('Fast Global Tide Tables.');
    expect(readLabelled('Fast Tables. Marco Duval. TIDE 2011.', ['title', 'title', 'title', 'title', 'publisher', 'date']).author).toBeUndefined();
  });

  it('leaves names before a quoted title, and a translator after it, as they were', () => {
    const text = 'Lund, Ines. “Notes on the Tide: A Complement to Moon’s Tables.” Trans. Marco Duval. Tide Inquiry 13.2 (1989): 287-292.';
    const labels = ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'date', 'pages'];
    const fields = readLabelled(text, labels);
    expect(fields.author).toBe('Lund, Ines.');
    expect(fields.title).toBe('Notes on the Tide: A Complement to Moon’s Tables');
  });

  it('takes a bracketed key before the title for the list label', () => {
    const text = '[Ols07] Ranking by walks, K. T. Olsen and J. Berg, Graph Notes, 2007.';
    const fields = readLabelled(text, ['author', 'title', 'title', 'title', 'author', 'author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'date']);
    expect(fields.title).toBe('Ranking by walks');
    expect(fields.author).toBe('K. T. Olsen and J. Berg,');
  });

  it('leaves author-first lists, family names only, and collaborations as the tagger read them', () => {
    const families = 'Berg and Olsen, J. Chem. Phys. 103, 3561 (1995)';
    expect(readLabelled(families, ['author', 'author', 'author', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']).author).toBe('Berg and Olsen,');
    const body = 'The LHCb Collaboration, R. Aaij et al., Phys. Lett. B 716, 1 (2012)';
    expect(readLabelled(body, ['author', 'author', 'author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']).title).toBeUndefined();
  });

  it('leaves a publisher named after people ("… & Sons") after an author\'s family and given name', () => {
    const tokens = tokenizeReference('Lind, Ada. Harbour tides of the north. Tom Reed & Sons, 2008.');
    const fields = readTaggedFields(tokens, ['author', 'author', 'title', 'title', 'title', 'title', 'title', 'publisher', 'publisher', 'publisher', 'publisher', 'date'], true);
    expect(fields.author).toBe('Lind, Ada.');
    expect(fields.title).toBe('Harbour tides of the north');
    expect(fields.publisher).toBe('Tom Reed & Sons');
  });
});

describe('author-first references whose initials have no full stops', () => {
  it('leaves "A Ruiz & B Ngata. Title…" to the names the tagger read', () => {
    const tokens = tokenizeReference('A Ruiz & B Ngata. Tables of Tides, 3rd Ed., Fourth Printing, 1990.');
    const labels = ['author', 'author', 'author', 'author', 'author', 'title', 'title', 'title', 'edition', 'edition', 'container-title', 'container-title', 'date'];
    expect(readTaggedFields(tokens, labels, true).author).toBe('A Ruiz & B Ngata.');
  });
});


describe('session 35: title-first books and articles with one author after the title', () => {
  it('reads a name before an edition as the author, not an editor', () => {
    const tokens = tokenizeReference('Tide Tables of Harbours. Carla M. Lindqvist. 3rd ed., Seabrook, 2001');
    const fields = readTaggedFields(tokens, ['title', 'title', 'title', 'title', 'editor', 'editor', 'editor', 'note', 'note', 'publisher', 'date'], true);
    expect(fields.author).toBe('Carla M. Lindqvist.');
    expect(fields.editor).toBeUndefined();
    expect(fields.title).toBe('Tide Tables of Harbours');
  });

  it('reads a name closed by a bracketed year', () => {
    const tokens = tokenizeReference('2. Notes on Tidal Lattice Designs. C.D. Berg (1979) Austral J. Tides 4(1) 9-12.');
    const fields = readTaggedFields(tokens, ['citation-number', 'author', 'title', 'title', 'title', 'author', 'author', 'author', 'date', 'journal', 'journal', 'journal', 'volume', 'pages'], true);
    expect(fields.title).toBe('Notes on Tidal Lattice Designs');
    expect(fields.author).toBe('C.D. Berg');
  });

  it('keeps the editors a cue names', () => {
    const tokens = tokenizeReference('Tide Tables of Harbours. Carla M. Lindqvist (ed.). Seabrook, 2001');
    const fields = readTaggedFields(tokens, ['title', 'title', 'title', 'title', 'editor', 'editor', 'editor', 'editor', 'publisher', 'date'], true);
    expect(fields.editor).toBe('Carla M. Lindqvist (ed.).');
  });
});
