import { describe, expect, it } from 'vitest';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The fields read after the repairs, from labels given per token (the rest read as the title, as the tagger often does). */
function read(text: string, labelAt: (text: string, k: number) => string = () => 'title') {
  const tokens = tokenizeReference(text);
  return readTaggedFields(tokens, tokens.map((token, k) => labelAt(token.text, k)), true);
}

describe('names after an opening title, in the shapes of session 31', () => {
  it('reads initials run into the family name, before a thesis\'s kind, as the author', () => {
    const fields = read('Rowing Dynamics of a Small Racing Shell. K.Marsh, PhD thesis, Lakeside University, 2011.', (text) => (/2011/.test(text) ? 'date' : 'title'));
    expect(fields.title).toBe('Rowing Dynamics of a Small Racing Shell');
    expect(fields.author).toBe('K.Marsh,');
  });

  it('ends the names at the container\'s "in"', () => {
    const fields = read('A Short Survey of Tidal Mills, H. Brandt, O. Lind and P. Moss, in Water History Quarterly, vol. 3, pp. 10-20, 2004.', (text, k) => (k < 6 ? 'author' : /^(?:vol|pp)/.test(text) ? 'other' : /^\d/.test(text) ? 'date' : k === 13 ? 'other' : k > 13 ? 'container-title' : 'author'));
    expect(fields.title).toBe('A Short Survey of Tidal Mills');
    expect(fields.author).toBe('H. Brandt, O. Lind and P. Moss,');
  });

  it('reads a family name first with its initials, before a bracketed date, as the author', () => {
    const fields = read('On the shortest paths of a towed barge, with a bound on its turning, Harlow, K.P. (March 1961), Journal of Canal Studies. 4(2): 11–19.', (text, k) => (k > 18 ? 'container-title' : 'title'));
    expect(fields.title).toBe('On the shortest paths of a towed barge, with a bound on its turning');
    expect(fields.author).toBe('Harlow, K.P.');
  });

  it('reads family names alone joined by "and" before a container as the authors, and gives the container its "The"', () => {
    const labels = (text: string, k: number) => (k < 7 ? 'title' : k === 8 ? 'author' : k === 9 || k === 10 ? 'author' : k > 10 && k < 15 ? 'container-title' : 'other');
    const fields = read('Balance control for a two wheeled cart, Ortiz and Weller, The Quarterly Journal of Carts, Vol. 2, 1990', labels);
    expect(fields.title).toBe('Balance control for a two wheeled cart');
    expect(fields.author).toBe('Ortiz and Weller,');
  });

  it('leaves a title whose comma is followed by title words', () => {
    const fields = read('Learning with kernels, Methods and Results, Journal of Kernels, 2001', (text, k) => (k > 5 ? 'container-title' : 'title'));
    expect(fields.author).toBeUndefined();
  });
});
