import { describe, expect, it } from 'vitest';
import { pageTitleAndSite } from './read-site-page-titles';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  pageTitleAndSite(tokens, result);
  return result;
}

describe('pageTitleAndSite', () => {
  it('reads a site named before or after a quoted page title as the container', () => {
    expect(relabel('Wikipedia "Tidal bore." https://en.wikipedia.org/wiki/Tidal_bore', ['author', 'title', 'title', 'url'])).toEqual(['container-title', 'title', 'title', 'url']);
    expect(relabel('[2] "Tidal bore", Wikipedia, https://en.wikipedia.org/wiki/Tidal_bore', ['other', 'collection-title', 'collection-title', 'url', 'url'])).toEqual(['citation-number', 'title', 'title', 'container-title', 'url']);
    expect(relabel('Wikipedia, "Estuary", https://en.wikipedia.org/wiki/Estuary', ['container-title', 'note', 'url'])).toEqual(['container-title', 'title', 'url']);
  });

  it('knows a site by its letters in the link\'s host', () => {
    expect(relabel('Tidepedia "Spring tide." https://www.tidepedia.org/spring', ['author', 'title', 'title', 'url'])).toEqual(['container-title', 'title', 'title', 'url']);
  });

  it('reads "Site: Title <link>" and "Title on Site. <link>"', () => {
    expect(relabel('Wikipedia: Tidal bore <https://en.wikipedia.org/wiki/Tidal_bore>', ['container-title', 'url', 'url', 'url'])).toEqual(['container-title', 'title', 'title', 'url']);
    expect(relabel('Tidal_bore on Wikipedia. https://en.wikipedia.org/wiki/Tidal_bore', ['author', 'author', 'author', 'url'])).toEqual(['title', 'other', 'container-title', 'url']);
  });

  it('leaves a person before a quoted title, and references with more than a page, its site and a link', () => {
    const person = ['author', 'title', 'title', 'url'];
    expect(relabel('Lind "Tidal bores." https://www.example.org/~lind/bores', person)).toEqual(person);
    const initials = ['author', 'author', 'title', 'title', 'url'];
    expect(relabel('C.R. Lind, "Tidal bores", https://www.crlind.net/bores.pdf', initials)).toEqual(initials);
    const dated = ['container-title', 'title', 'title', 'date', 'url'];
    expect(relabel('Wikipedia "Tidal bore." 2019. https://en.wikipedia.org/wiki/Tidal_bore', dated)).toEqual(dated);
    const trailing = ['container-title', 'title', 'title', 'url', 'other', 'date'];
    expect(relabel('Wikipedia "Tidal bore." https://en.wikipedia.org/wiki/Tidal_bore accessed 2019', trailing)).toEqual(trailing);
  });
});
