import { describe, expect, it } from 'vitest';
import { hasTellingShape } from './field-telling-shapes';

const item = (fields: Record<string, unknown>) => ({ id: 'ref-1', type: 'book', ...fields });

describe('hasTellingShape', () => {
  it('tells a title closed by a byline or named like a body when no author was read, and leaves it when one was (session 46)', () => {
    expect(hasTellingShape('title', item({ title: 'Sailing Home: Notes on Tides by Anna Lind' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'The Harbour Charts Development Team' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Poems by Anna Lind', author: [{ family: 'Moss', given: 'C.' }] }))).toBe(false);
    expect(hasTellingShape('title', item({ title: 'Stand by Me' }))).toBe(false);
    expect(hasTellingShape('title', item({ title: 'Tides measured by ship' }))).toBe(false);
  });

  it('tells a family name of initials only and a container closed by a bare "series" (session 46)', () => {
    expect(hasTellingShape('author', item({ author: [{ family: 'J.-H.' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind-Moss', given: 'J.-H.' }] }))).toBe(false);
    expect(hasTellingShape('container-title', item({ 'container-title': 'Annals of the Harbour Museum, series' }))).toBe(true);
    expect(hasTellingShape('container-title', item({ 'container-title': 'Harbour Lecture Series' }))).toBe(false);
  });

  it('tells a bracket or a quotation left open', () => {
    expect(hasTellingShape('container-title', item({ 'container-title': 'Tide Letters (Harbour ed' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Reply to “Tides of the north' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Notes on "Fjords' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Reply to “Tides of the north” by A. Lind' }))).toBe(false);
    expect(hasTellingShape('title', item({ title: "Lind's tides (revised) and [sic] 'fjords'" }))).toBe(false);
  });

  it('tells names the name reader left unsplit or swapped', () => {
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind AB' }, { family: 'Moss', given: 'C.' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'CD', given: 'Moss' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: '&', given: 'Tom Reed' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind', given: 'A.' }, { family: 'HARBOURCO', given: 'C.' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'LIND', given: 'A.' }, { family: 'MOSS', given: 'C.' }] }))).toBe(false);
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind', given: 'Ada B.' }, { family: 'Ng', given: 'C.' }] }))).toBe(false);
    expect(hasTellingShape('author', item({ author: [{ family: 'Moss III', given: 'C. D.' }] }))).toBe(false);
  });

  it('tells a family name that is a particle alone, or initials with no given name but initials', () => {
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind', given: 'Ada B.' }, { family: 'De', given: 'Carl D.' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'Lind', given: 'A' }, { family: 'B', given: 'C' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'De Berg', given: 'Carl' }, { family: 'Ng', given: 'A.' }, { family: 'Wu', given: 'Li' }] }))).toBe(false);
  });

  it('tells a person\'s full name inside a title', () => {
    expect(hasTellingShape('title', item({ title: 'Tides of the north Ada B. Lind, Carl Moss' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'The World War II. Harbours, then and now' }))).toBe(false);
  });

  it('tells a place holding a meeting\'s word or a second sentence', () => {
    expect(hasTellingShape('publisher-place', item({ 'publisher-place': 'Colloquium, Bergen' }))).toBe(true);
    expect(hasTellingShape('publisher-place', item({ 'publisher-place': 'Bergen, Norway. Example' }))).toBe(true);
    expect(hasTellingShape('publisher-place', item({ 'publisher-place': 'St. Louis, Mo.' }))).toBe(false);
  });

  it('tells a publisher opening with the work\'s kind or cut to a firm\'s form', () => {
    expect(hasTellingShape('publisher', item({ publisher: 'Manuscript, Harbour University' }))).toBe(true);
    expect(hasTellingShape('publisher', item({ publisher: 'AS' }))).toBe(true);
    expect(hasTellingShape('publisher', item({ publisher: 'Fjordtek AS' }))).toBe(false);
  });

  it('tells pages that are two years in a row and a container opened by a function word', () => {
    expect(hasTellingShape('page', item({ page: '2016-2017' }))).toBe(true);
    expect(hasTellingShape('page', item({ page: '1950-1964' }))).toBe(false);
    expect(hasTellingShape('container-title', item({ 'container-title': 'und Meereskunde' }))).toBe(true);
    expect(hasTellingShape('container-title', item({ 'container-title': 'proceedings of HARB' }))).toBe(false);
  });

  it('tells a name holding a word no name has, a publisher ending on a joining word, a title ending on a hyphen-cut word', () => {
    expect(hasTellingShape('author', item({ author: [{ family: 'Paradox', given: 'Tide Power' }, { family: 'Answer', given: 'Its' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'De La Cruz', given: 'Ana' }, { family: 'Of', given: 'A.' }] }))).toBe(true);
    expect(hasTellingShape('author', item({ author: [{ family: 'De La Cruz', given: 'Ana' }, { family: 'Theis', given: 'Tom' }] }))).toBe(false);
    expect(hasTellingShape('publisher', item({ publisher: 'University of' }))).toBe(true);
    expect(hasTellingShape('publisher', item({ publisher: 'Tide & Sons' }))).toBe(false);
    expect(hasTellingShape('title', item({ title: 'Über Holz. Zeitschrift für Forst-' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'A pre- and post-war survey' }))).toBe(false);
    expect(hasTellingShape('container-title', item({ 'container-title': 'Harbour Studies after' }))).toBe(true);
    expect(hasTellingShape('container-title', item({ 'container-title': 'Annals of Harbours' }))).toBe(false);
  });

  it('tells a title run past its full stop into a series or an imprint, and a publisher run on into its place (session 38)', () => {
    expect(hasTellingShape('title', item({ title: 'Tide Tables. Harbour Regional Conference Series' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Tide Tables [data file]. 2nd Harbour release' }))).toBe(true);
    expect(hasTellingShape('title', item({ title: 'Tide tables: the press and the harbour' }))).toBe(false);
    expect(hasTellingShape('title', item({ title: 'Tide Tables. A Harbour Survey' }))).toBe(false);
    expect(hasTellingShape('publisher', item({ publisher: 'Fjord Univ. Press, Bergen' }))).toBe(true);
    expect(hasTellingShape('publisher', item({ publisher: 'Harbour Command. Fjord Arsenal' }))).toBe(true);
    expect(hasTellingShape('publisher', item({ publisher: 'Fjord Univ. Press' }))).toBe(false);
  });
});
