import { describe, expect, it } from 'vitest';
import { joinDotlessAccents } from './join-dotless-accents';
import { readBibtex } from './read-structured';

describe('BibTeX accents on a dotless i or j (session 45)', () => {
  it('reads {\\\'\\i}, {\\\'{\\i}}, \\\'{\\i} and the other accents on \\i and \\j as the accented letter', () => {
    const [item] = readBibtex(String.raw`@article{a, author = {Mart{\'\i}nez, Jos{\'e} and Garc{\'{\i}}a, Ana and P\'{\i}rez, Ana and Bo{\"\i}eldieu, J and {\^\i}le, X and {\`\i}ta, Y}, title = {{\'\i}ndice and {\^\j}}, journal = {J}, year = {2001}}`);
    expect(item?.author).toEqual([
      { family: 'Martínez', given: 'José' },
      { family: 'García', given: 'Ana' },
      { family: 'Pírez', given: 'Ana' },
      { family: 'Boïeldieu', given: 'J' },
      { family: 'île', given: 'X' },
      { family: 'ìta', given: 'Y' },
    ]);
    expect(item?.title).toBe('índice and ĵ');
  });
  it('leaves a dotless i with no accent, and text with no dotless letter', () => {
    const item = { id: 'a', type: 'book', title: 'Işık', author: [{ family: 'Yılmaz' }] };
    expect(joinDotlessAccents(item)).toEqual(item);
  });
});
