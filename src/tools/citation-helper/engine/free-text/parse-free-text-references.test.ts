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

  it('marks the type of a reference whose name after the title could be a journal, site or publisher as uncertain', () => {
    const [reference] = parseFreeTextReferences('Lee, C. (2019, May 3). How to cite a website. APA Style Blog.');
    expect(reference?.item.issued).toEqual({ 'date-parts': [[2019, 5, 3]] });
    expect(reference?.item.title).toBe('How to cite a website');
    // Without volume or pages the name after the title may be a site, a journal or a publisher: the
    // tagger reads it whole as one of them and the type is a guess. The field itself is flagged only
    // when the calibration (decision 55) finds such readings more often wrong than not.
    const field = (['container-title', 'publisher'] as const).find((name) => reference?.item[name] === 'APA Style Blog');
    expect(field).toBeDefined();
    expect(reference?.uncertainFields).toContain('type');
  });

  it('reads an initials-first pair joined by "and" as two authors (ACM)', () => {
    const [reference] = parseFreeTextReferences('M. J. Wolfe and U. Banerjee. Data dependence and its application to parallel processing. International Journal of Parallel Programming, 16(2):137–178, 1987.');
    expect(reference?.item).toMatchObject({
      author: [{ family: 'Wolfe', given: 'M. J.' }, { family: 'Banerjee', given: 'U.' }],
      title: 'Data dependence and its application to parallel processing',
      'container-title': 'International Journal of Parallel Programming',
      issued: { 'date-parts': [[1987]] },
      volume: '16',
    });
  });

  it('keeps a leading reference number out of the family name', () => {
    const [reference] = parseFreeTextReferences('19 Stone, J., & Lee, K. (2004). Plant growth in cold soils. Journal of Botany, 12(3), 45–67.');
    expect(reference?.item.author).toEqual([{ family: 'Stone', given: 'J.' }, { family: 'Lee', given: 'K.' }]);
    expect(reference?.item).toMatchObject({ volume: '12', issue: '3', page: '45-67' });
  });

  it('reads a chemistry-style "Journal Year, Vol, Pages" reference with semicolons between names', () => {
    const [reference] = parseFreeTextReferences('(12) Smith, A. B.; Jones, C. D. J. Am. Chem. Soc. 1957, 79, 5441–5444.');
    expect(reference?.item).toMatchObject({
      type: 'article-journal',
      author: [{ family: 'Smith', given: 'A. B.' }, { family: 'Jones', given: 'C. D.' }],
      'container-title': 'J. Am. Chem. Soc.',
      issued: { 'date-parts': [[1957]] },
      volume: '79',
      page: '5441-5444',
    });
  });

  it('returns nothing for an empty paste', () => {
    expect(parseFreeTextReferences('  \n ')).toEqual([]);
  });

  it('reads a page cited by its site first: the site is the container, the quotation the title', () => {
    const [reference] = parseFreeTextReferences('[3] Wikipedia, "Fast Fourier transform", https://en.wikipedia.org/wiki/Fast_Fourier_transform');
    expect(reference?.item).toMatchObject({ title: 'Fast Fourier transform', 'container-title': 'Wikipedia', URL: 'https://en.wikipedia.org/wiki/Fast_Fourier_transform' });
    expect(reference?.item.author).toBeUndefined();
    // Read by rule from the site's name and the quotation marks: neither is flagged as a guess.
    expect(reference?.uncertainFields).not.toContain('container-title');
  });

  it('reads a title with no author before its site and link', () => {
    const [reference] = parseFreeTextReferences('[2] Binary search algorithm, Wikipedia, https://en.wikipedia.org/wiki/Binary_search_algorithm');
    expect(reference?.item).toMatchObject({ title: 'Binary search algorithm', 'container-title': 'Wikipedia' });
    expect(reference?.item.author).toBeUndefined();
  });

  it('reads a chemistry reference whose journal opens with "J." right after the names', () => {
    const [reference] = parseFreeTextReferences('A. B. Carter, D. E. Novak, J. Chem. Phys. 98, 1358 (1993).');
    expect(reference?.item).toMatchObject({ author: [{ family: 'Carter', given: 'A. B.' }, { family: 'Novak', given: 'D. E.' }], 'container-title': 'J. Chem. Phys.', volume: '98', page: '1358', issued: { 'date-parts': [[1993]] } });
  });

  it('keeps a publisher\'s page that holds a DOI whole, and reads the DOI from it', () => {
    const [reference] = parseFreeTextReferences('Moreau, L.; Ito, K. Fast conformer search. J. Chem. Inf. Model. 2012, 52, 101-110. https://pubs.acs.org/doi/10.1021/ci2004658');
    expect(reference?.item).toMatchObject({ URL: 'https://pubs.acs.org/doi/10.1021/ci2004658', DOI: '10.1021/ci2004658' });
  });

  it('reads a British single-quoted title and does not flag it: the reference itself marked it', () => {
    const [reference] = parseFreeTextReferences("Hale, Rosa, 'Keeping field notebooks in order', Archive Practice blog (4 March 2016) <https://example.org/notebooks>");
    expect(reference?.item).toMatchObject({ author: [{ family: 'Hale', given: 'Rosa' }], title: 'Keeping field notebooks in order', 'container-title': 'Archive Practice blog' });
    expect(reference?.uncertainFields).not.toContain('title');
  });

  // Whether these names are flagged is the calibration's call (session 31's refit, threshold 0.325, no longer flags them).
  it('reads the authors after "by" in a reference cited title first', () => {
    const [reference] = parseFreeTextReferences('Knot Theory for Sailors, by Hanna Berg and Otto Lind, https://example.org/knots.pdf');
    expect(reference?.item).toMatchObject({ title: 'Knot Theory for Sailors', author: [{ family: 'Berg', given: 'Hanna' }, { family: 'Lind', given: 'Otto' }] });
  });

  it('refuses one reference far longer than any real one, naming it, before the tagger reads it', () => {
    const long = `Doe, J. (2020). ${"'".repeat(20_000)}. Example Press.`;
    expect(() => parseFreeTextReferences(`Roe, R. (2019). A short one. Press.\n${long}`)).toThrow(
      expect.objectContaining({ status: 413, code: 'field_too_long', message: expect.stringContaining('Reference 2 is 20,') }),
    );
  });

  it('flags a title whose quotation is opened and not closed, however sure the tagger was', () => {
    const [reference] = parseFreeTextReferences('Lind, A. (2019). Reply to “Tides of the north. Harbour Letters, 12, 33-40.');
    expect(reference?.item.title).toBe('Reply to “Tides of the north');
    expect(reference?.uncertainFields).toContain('title');
  });

  it('reads Vancouver names joined by "&" as family then initials', () => {
    const [reference] = parseFreeTextReferences('Lind AB & Moss CD (2015): Tides of the Fjords: Harbours and Their Seas (Second edition). Bergen: Harbour Press');
    expect(reference?.item.author).toEqual([{ family: 'Lind', given: 'A. B.' }, { family: 'Moss', given: 'C. D.' }]);
  });

  // Session 45: the fixes of session 44's lost work, redone end to end (made-up references).
  it('reads both Vancouver forms: "J Clin Invest. 2001;12(3):45-67." and "Lancet 2003; 361: 1234–40."', () => {
    const [nlm] = parseFreeTextReferences('1. Smith AB, Jones CD, Lee E. Title of article. J Clin Invest. 2001;12(3):45-67.');
    const [lancet] = parseFreeTextReferences('Smith AB, Jones CD. Title. Lancet 2003; 361: 1234–40.');
    expect(nlm?.item).toMatchObject({ author: [{ family: 'Smith', given: 'A. B.' }, { family: 'Jones', given: 'C. D.' }, { family: 'Lee', given: 'E.' }], title: 'Title of article', 'container-title': 'J Clin Invest', issued: { 'date-parts': [[2001]] }, volume: '12', issue: '3', page: '45-67' });
    expect(lancet?.item).toMatchObject({ author: [{ family: 'Smith', given: 'A. B.' }, { family: 'Jones', given: 'C. D.' }], title: 'Title', 'container-title': 'Lancet', issued: { 'date-parts': [[2003]] }, volume: '361', page: '1234-1240' });
  });

  it('never reads a piece of punctuation as an author, and flags the list it was in', () => {
    const [reference] = parseFreeTextReferences('Smith, J., ., & Lee, M. (2001). A title here. Nature, 3, 4-5.');
    const names = (reference?.item.author ?? []) as Array<{ family?: string; given?: string; literal?: string }>;
    expect(names.every((name) => /\p{L}/u.test(`${name.family ?? ''}${name.given ?? ''}${name.literal ?? ''}`))).toBe(true);
    expect(reference?.uncertainFields).toContain('author');
  });

  it('reads a title with a quotation nested in its guillemets whole, and flags one whose guillemet is never closed', () => {
    const [nested] = parseFreeTextReferences('Jean Dupont, « Le mot « liberté » chez Sartre », Les Temps modernes, vol. 3, 1990, p. 1-20.');
    const [open] = parseFreeTextReferences('Jean Dupont, « Le roman noir, Paris, Gallimard, 2005.');
    expect(nested?.item.title).toBe('Le mot « liberté » chez Sartre');
    expect(open?.uncertainFields).toContain('title');
  });

  it('flags both the title and the author of a lone name before a link: which one it is, is a guess', () => {
    const [reference] = parseFreeTextReferences('Maria Garcia Lopez, https://example.org/page');
    expect(reference?.uncertainFields).toEqual(expect.arrayContaining(['title', 'author']));
  });
});

