import { describe, expect, it } from 'vitest';
import { parseFreeTextReferences } from './parse-free-text-references';

describe('parseFreeTextReferences', () => {
  it('reads an APA journal article into its fields', () => {
    const [reference] = parseFreeTextReferences(
      'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444. https://doi.org/10.1038/nature14539',
    );
    expect(reference?.item).toMatchObject({
      type: 'article-journal',
      author: [{ family: 'LeCun', given: 'Y.' }, { family: 'Bengio', given: 'Y.' }, { family: 'Hinton', given: 'G.' }],
      issued: { 'date-parts': [[2015]] },
      title: 'Deep learning',
      'container-title': 'Nature',
      volume: '521',
      issue: '7553',
      page: '436-444',
      DOI: '10.1038/nature14539',
    });
  });

  it('reads a Vancouver entry and writes a shortened page range out in full', () => {
    const [reference] = parseFreeTextReferences('1. Hall HK, Smith J. Correlation of the base strengths of amines. J Am Chem Soc. 1957 Mar;79(20):5441–4.');
    expect(reference?.item).toMatchObject({ author: [{ family: 'Hall', given: 'H. K.' }, { family: 'Smith', given: 'J.' }], 'container-title': 'J Am Chem Soc', volume: '79', page: '5441-5444' });
  });

  it('reads a Chicago book with its place and publisher', () => {
    const [reference] = parseFreeTextReferences('Kahneman, Daniel. 2011. Thinking, Fast and Slow. 2nd ed. New York: Farrar, Straus and Giroux.');
    expect(reference?.item).toMatchObject({ type: 'book', title: 'Thinking, Fast and Slow', edition: '2', 'publisher-place': 'New York', publisher: 'Farrar, Straus and Giroux' });
  });

  it('splits a numbered IEEE list, joining a wrapped line to its entry', () => {
    const references = parseFreeTextReferences(
      '[1] H. K. Hall and J. Smith, “Correlation of the base strengths of amines,” Journal of the American\nChemical Society, vol. 79, no. 20, pp. 5441–5444, 1957.\n[2] D. Kahneman, Thinking, fast and slow. New York: Farrar, Straus and Giroux, 2011.',
    );
    expect(references).toHaveLength(2);
    expect(references[0]?.item).toMatchObject({ 'container-title': 'Journal of the American Chemical Society', volume: '79', issue: '20' });
    expect(references[1]?.item).toMatchObject({ title: 'Thinking, fast and slow', publisher: 'Farrar, Straus and Giroux' });
  });

  it('marks a name after the title that could be a journal, site or publisher as uncertain', () => {
    const [reference] = parseFreeTextReferences('Lee, C. (2019, May 3). How to cite a website. APA Style Blog.');
    expect(reference?.item.issued).toEqual({ 'date-parts': [[2019, 5, 3]] });
    // A dated entry makes the blog a source the post appeared in, but without volume or pages that stays a guess.
    expect(reference?.item['container-title']).toBe('APA Style Blog');
    expect(reference?.uncertainFields).toEqual(expect.arrayContaining(['container-title', 'type']));
  });

  it('returns nothing for an empty paste', () => {
    expect(parseFreeTextReferences('  \n ')).toEqual([]);
  });
});
