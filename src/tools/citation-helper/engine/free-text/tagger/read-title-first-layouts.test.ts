import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { isKnownSite, isWholeQuotation } from './read-title-first-layouts';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs, from labels given per token as a tagger might have put them. */
function read(text: string, labels: string[]) {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  return readTaggedFields(tokens, labels, true);
}

describe('title-first layouts', () => {
  it('reads a known site cited on its own as the title', () => {
    const fields = read('[Wiktionary] Wiktionary, the free dictionary. https://en.wiktionary.org/', ['citation-number', 'container-title', 'container-title', 'container-title', 'container-title', 'url']);
    expect(fields.title).toBeUndefined();
    const site = read('[Wiki] Wikipedia. https://en.wikipedia.org/', ['citation-number', 'container-title', 'url']);
    expect(site.title).toBe('Wikipedia');
    expect(site['container-title']).toBeUndefined();
    // With a page's title, the site stays the container.
    const page = read('"Tides", Wikipedia, https://en.wikipedia.org/wiki/Tide', ['title', 'container-title', 'url']);
    expect(page['container-title']).toBe('Wikipedia');
    // Other words the tagger left unread may be the page's title: the site stays the container.
    const unread = read('Wikipedia: Tides <https://en.wikipedia.org/wiki/Tide>', ['container-title', 'other', 'url']);
    expect(unread['container-title']).toBe('Wikipedia');
    // …and "Site: Title <link>" gives them to the title (read-site-page-titles.ts), even where the tagger read them as the link.
    const readAsLink = read('Wikipedia: Tides <https://en.wikipedia.org/wiki/Tide>', ['container-title', 'url', 'url']);
    expect(readAsLink.title).toBe('Tides');
    expect(readAsLink['container-title']).toBe('Wikipedia');
  });

  it('reads a site named first as the container and its quoted page title as the title', () => {
    const fields = read('[4] Wikipedia, "Sorting", https://en.wikipedia.org/wiki/Sorting', ['citation-number', 'author', 'other', 'url']);
    expect(fields.author).toBeUndefined();
    expect(fields['container-title']).toBe('Wikipedia');
    expect(fields.title).toBe('Sorting');
  });

  it('reads a site named after the title as the container, not a place', () => {
    const fields = read('"Heap sort", Wikipedia, https://en.wikipedia.org/wiki/Heapsort', ['title', 'title', 'location', 'url']);
    expect(fields.title).toBe('Heap sort');
    expect(fields['container-title']).toBe('Wikipedia');
    expect(fields['publisher-place']).toBeUndefined();
  });

  it('keeps a site named inside a quoted title in that title', () => {
    const fields = read('"History of Wikipedia", Britannica, https://example.org/wikipedia-history', ['title', 'title', 'title', 'container-title', 'url']);
    expect(fields.title).toBe('History of Wikipedia');
    expect(fields['container-title']).toBe('Britannica');
  });

  it('reads words without initials before a link, in a reference with no year, as the title', () => {
    const fields = read('[2] Quick select, Wikipedia, https://en.wikipedia.org/wiki/Quickselect', ['citation-number', 'author', 'author', 'author', 'url']);
    expect(fields.author).toBeUndefined();
    expect(fields.title).toBe('Quick select');
    expect(fields['container-title']).toBe('Wikipedia');
  });

  it('leaves an organisation named before a quoted title as the author', () => {
    const fields = read('Brighton Webs Ltd., "Wald Distribution," https://example.org/wald', ['author', 'author', 'author', 'title', 'title', 'url']);
    expect(fields.author).toBe('Brighton Webs Ltd.,');
    expect(fields.title).toBe('Wald Distribution');
  });

  it('stops a title at a link and reads the site after it as the container', () => {
    const fields = read('Format Mini-Language <https://docs.python.org/3/library/string.html>, Python Documentation.', ['author', 'title', 'title', 'title', 'title']);
    expect(fields.title).toBe('Format Mini-Language');
    expect(fields.URL).toBe('https://docs.python.org/3/library/string.html');
    expect(fields['container-title']).toBe('Python Documentation');
  });

  it('reads a journal named before its year, volume and pages', () => {
    const fields = read('[7] Genomics (2010) 95 (3): 115-121.', ['citation-number', 'publisher', 'date', 'volume', 'volume', 'pages']);
    expect(fields['container-title']).toBe('Genomics');
    expect(fields.journal).toBe(true);
    expect(fields.publisher).toBeUndefined();
  });

  it('reads initials-first names after a quoted opening title as its authors', () => {
    const fields = read('"A fast solver." A. B. Smith, C.D. Jones. Math. Comp. 80, 12 (2011).', [
      'title', 'title', 'title', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages', 'date',
    ]);
    expect(fields.author).toBe('A. B. Smith, C.D. Jones.');
    expect(fields['container-title']).toBe('Math. Comp.');
  });

  it('takes the empty quotation of a reference with no title as its title', () => {
    const fields = read('[1] "Mersenne" <https://example.org/mt>', ['citation-number', 'other', 'url']);
    expect(fields.title).toBe('Mersenne');
    expect(fields.URL).toBe('https://example.org/mt');
  });
});

describe('chemistry name lists', () => {
  it('gives a lone "J." after a complete initials-first name to the journal', () => {
    const fields = read('A.B. SMITH, C. JONES, J. CHEM. PHYS. 81, 6026 (1984)', ['author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('A.B. SMITH, C. JONES,');
    // Upper-case abbreviations lose their last full stop, as every container does (trimField).
    expect(fields['container-title']).toBe('J. CHEM. PHYS');
  });

  it('gives "Z. Naturforsch." kept with the names to the journal', () => {
    const fields = read('R. Klein.,  Z. Naturforsch. A 27, 1176 (1972)', ['author', 'author', 'author', 'author', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('R. Klein.,');
    expect(fields['container-title']).toBe('Z. Naturforsch. A');
  });

  it('keeps a last name closed by a full stop with the names', () => {
    const fields = read('"Fast solvers." A. Lee, B. Kim. Math. Comp. 75, 1429 (2006).', [
      'title', 'title', 'author', 'author', 'author', 'author', 'journal', 'journal', 'volume', 'pages', 'date',
    ]);
    expect(fields.author).toBe('A. Lee, B. Kim.');
    expect(fields['container-title']).toBe('Math. Comp.');
  });

  it('gives the last family name the tagger took for a title back to the names', () => {
    const fields = read('A. Brown, C. Dolg in J. Chem. Phys. 126, 234105 (2007)', ['author', 'author', 'author', 'title', 'title', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('A. Brown, C. Dolg in');
    expect(fields.title).toBeUndefined();
  });

  it('keeps "Jr." with the name before the journal', () => {
    const fields = read('T.H. Brown, Jr. J. Chem. Phys. 90, 1007 (1989).', ['author', 'author', 'journal', 'journal', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('T.H. Brown, Jr.');
    expect(fields['container-title']).toBe('J. Chem. Phys.');
  });

  it('leaves a family-first name\'s initial "J." with its name', () => {
    const fields = read('Smith, J. Nature 12, 3 (2000).', ['author', 'author', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('Smith, J.');
    expect(fields['container-title']).toBe('Nature');
  });

  it('reads "pg. 318" as the pages', () => {
    const fields = read('A. Lee, "Algebra," Prentice-Hall, pg. 318, 1996.', ['author', 'author', 'title', 'publisher', 'other', 'other', 'date']);
    expect(fields.page).toBe('318');
  });
});

describe('what the flag trusts', () => {
  it('knows a site by name and a title by its quotation marks', () => {
    expect(isKnownSite('Wikipedia')).toBe(true);
    expect(isKnownSite('Handbook of Mathematical Functions')).toBe(false);
    expect(isWholeQuotation('PractRand', '[1] "PractRand" <https://example.org>')).toBe(true);
    expect(isWholeQuotation('Practical', '[1] "Practical tests" <https://example.org>')).toBe(false);
  });
});

describe('dates and pages run together', () => {
  it('reads "1593 (2019)" as pages and year, not the year 1593', () => {
    const fields = read('S. Lee J. Chem. Theory Comput. 15, 1593 (2019).', ['author', 'author', 'author', 'journal', 'journal', 'journal', 'volume', 'date', 'date']);
    expect(fields.year).toBe('2019');
    expect(fields.page).toBe('1593');
    expect(fields['container-title']).toBe('J. Chem. Theory Comput');
  });

  it('gives the "J." after a list of names without initials to the journal', () => {
    const fields = read('Wu, Ito, and Frisch, J. Comput. Chem. 17, 49 (1996).', ['author', 'author', 'author', 'author', 'author', 'journal', 'journal', 'volume', 'pages', 'date']);
    expect(fields.author).toBe('Wu, Ito, and Frisch,');
    expect(fields['container-title']).toBe('J. Comput. Chem.');
  });

  it('reads "Wikipedia, the Free Encyclopedia" as the container of an MLA page, not the "Web." medium', () => {
    const fields = read('"Tessellation." Wikipedia, the Free Encyclopedia. Web. 3 May 2012. <https://en.wikipedia.org/wiki/Tessellation>.', [
      'title', 'title', 'title', 'title', 'title', 'journal', 'date', 'date', 'date', 'url',
    ]);
    expect(fields.title).toBe('Tessellation');
    expect(fields['container-title']).toBe('Wikipedia, the Free Encyclopedia');
    expect(isKnownSite(fields['container-title'])).toBe(true);
  });

  it('reads possessives before a link as a title, not names', () => {
    const fields = read("Pascal's Rule, Fermat's Proof, https://example.org/rule", ['author', 'author', 'author', 'author', 'url']);
    expect(fields.author).toBeUndefined();
    expect(fields.title).toBe("Pascal's Rule, Fermat's Proof");
  });

  it('counts a single-quoted title as a whole quotation', () => {
    expect(isWholeQuotation('Counting sheep in the dark', "Baker, Anne, 'Counting sheep in the dark', Farm Notes blog")).toBe(true);
    expect(isWholeQuotation('fast fashion', 'The rise of ‘fast fashion’ in Europe')).toBe(true);
    expect(isWholeQuotation('Counting sheep', "Baker, 'Counting sheep in the dark'")).toBe(false);
  });

  it('reads a number after "Issue" as the issue even where the tagger read a volume', () => {
    const fields = read('Folding boats, Ida Lund, The Paper Review, Issue 3, May 2009.', ['title', 'title', 'author', 'author', 'container-title', 'container-title', 'container-title', 'other', 'volume', 'date', 'date']);
    expect(fields.issue).toBe('3');
    expect(fields.volume).toBeUndefined();
  });

  it('reads a number after "Issue" as the issue where the tagger read it into the date, but not a year', () => {
    const fields = read('Folding boats. The Paper Review, Volume 12, Issue 3, May 2009.', ['title', 'title', 'journal', 'journal', 'journal', 'volume', 'volume', 'other', 'date', 'date', 'date']);
    expect(fields.issue).toBe('3');
    expect(fields.volume).toBe('12');
    expect(fields.year).toBe('2009');
    const year = read('Folding boats. The Paper Review, Issue 2009.', ['title', 'title', 'journal', 'journal', 'journal', 'other', 'date']);
    expect(year.issue).toBeUndefined();
    expect(year.year).toBe('2009');
  });
});
