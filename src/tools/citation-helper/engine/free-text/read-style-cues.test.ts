import { describe, expect, it } from 'vitest';
import { parseReferenceWithRules } from './parse-free-text-references';

// The hand-written rules, kept as the baseline the tagger is measured against (eval/parse/run-real.ts).
const parse = (text: string) => parseReferenceWithRules(text, 0).item;

describe('parseReferenceWithRules — style cues', () => {
  it('reads a Vancouver book imprint "Place: Publisher; year"', () => {
    expect(parse('1. Goodfellow I, Bengio Y, Courville A. Deep learning. Cambridge, MA: MIT Press; 2016.')).toMatchObject({ type: 'book', 'publisher-place': 'Cambridge, MA', publisher: 'MIT Press', issued: { 'date-parts': [[2016]] } });
  });

  it('reads a Vancouver "In: … editor" chapter with its imprint and pages', () => {
    expect(parse('2. Bourdieu P. The forms of capital. In: Richardson JG, editor. Handbook of theory and research for the sociology of education. New York: Greenwood Press; 1986. p. 241–58.')).toMatchObject({
      type: 'chapter',
      editor: [{ family: 'Richardson' }],
      'container-title': 'Handbook of theory and research for the sociology of education',
      'publisher-place': 'New York',
      publisher: 'Greenwood Press',
      page: '241-258',
    });
  });

  it('reads a Vancouver newspaper from "Name [Internet]" and its dated issue', () => {
    expect(parse('3. Gillis J. A warming planet struggles to feed itself. The New York Times [Internet]. 2011 Jun 4. Available from: https://www.nytimes.com/2011/06/05/science/earth/05harvest.html')).toMatchObject({
      type: 'article-newspaper',
      title: 'A warming planet struggles to feed itself',
      'container-title': 'The New York Times',
      issued: { 'date-parts': [[2011, 6, 4]] },
    });
  });

  it('reads an IEEE book with an edition and "and" between the last two authors', () => {
    expect(parse('[4] S. Russell and P. Norvig, Artificial Intelligence: A Modern Approach, 4th ed. Hoboken, NJ: Pearson, 2020.')).toMatchObject({
      author: [{ family: 'Russell', given: 'S.' }, { family: 'Norvig', given: 'P.' }],
      title: 'Artificial Intelligence: A Modern Approach',
      edition: '4',
      'publisher-place': 'Hoboken, NJ',
      publisher: 'Pearson',
    });
  });

  it('reads an IEEE newspaper article past "Accessed:" and "[Online]. Available:"', () => {
    const item = parse('[5] C. Brooker, “Let’s think outside the box here,” The Guardian, London, July 31, 2011. Accessed: July 31, 2011. [Online]. Available: http://www.guardian.co.uk/commentisfree/2011/jul/31/blue-sky-thinking');
    expect(item).toMatchObject({ type: 'article-newspaper', 'container-title': 'The Guardian', issued: { 'date-parts': [[2011, 7, 31]] }, URL: 'http://www.guardian.co.uk/commentisfree/2011/jul/31/blue-sky-thinking' });
    expect(item?.volume).toBeUndefined();
  });

  it('reads an IEEE report as publisher and place after the quoted title', () => {
    expect(parse('[6] World Health Organization, “World report on vision,” World Health Organization, Geneva, 2019.')).toMatchObject({ type: 'report', publisher: 'World Health Organization', 'publisher-place': 'Geneva' });
  });

  it('reads an IEEE video with its date in parentheses and "[Online Video]"', () => {
    expect(parse('[7] B. Brown, The power of vulnerability, (June 2010). [Online Video]. Available: https://www.ted.com/talks/brene_brown_the_power_of_vulnerability')).toMatchObject({
      type: 'motion_picture',
      title: 'The power of vulnerability',
      issued: { 'date-parts': [[2010, 6]] },
    });
  });

  it('keeps an institution’s own "and" inside its name (APA)', () => {
    expect(parse('Centers for Disease Control and Prevention. (2022, July 21). About chronic diseases. CDC. https://www.cdc.gov/chronicdisease/about/index.htm')).toMatchObject({
      author: [{ literal: 'Centers for Disease Control and Prevention' }],
      'container-title': 'CDC',
      type: 'webpage',
    });
  });

  it('reads an APA newspaper: a dated lone name after the title is the paper, not a publisher', () => {
    const item = parse('Adams, R. (2019, March 12). The great British brain drain. The Guardian.');
    expect(item).toMatchObject({ type: 'article-newspaper', 'container-title': 'The Guardian' });
    expect(item?.publisher).toBeUndefined();
  });

  it('reads an APA conference paper whose proceedings give pages but no volume', () => {
    expect(parse('He, K., Zhang, X., Ren, S., & Sun, J. (2016). Deep residual learning for image recognition. Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition, 770–778.')).toMatchObject({
      type: 'paper-conference',
      'container-title': 'Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition',
      page: '770-778',
    });
  });

  it('reads an APA dissertation with its university inside the brackets', () => {
    expect(parse('Martinez, E. (2018). Learning to read in a second language [Doctoral dissertation, University of Texas at Austin].')).toMatchObject({ type: 'thesis', genre: 'Doctoral dissertation', publisher: 'University of Texas at Austin' });
  });

  it('reads a Chicago thesis labelled "PhD diss." and a report with a quoted title', () => {
    expect(parse('Davis, Jennifer J. 2004. “Men of Taste: Gender and Authority in the French Culinary Trades.” PhD diss., Pennsylvania State University.')).toMatchObject({ type: 'thesis', publisher: 'Pennsylvania State University' });
    expect(parse('Intergovernmental Panel on Climate Change. 2021. “Climate Change 2021: The Physical Science Basis.” Cambridge: Cambridge University Press.')).toMatchObject({ type: 'report', publisher: 'Cambridge University Press' });
  });

  it('reads a Chicago newspaper date without taking the day for a volume', () => {
    const item = parse('Gillis, Justin. 2011. “A Warming Planet Struggles to Feed Itself.” The New York Times, June 4, 2011.');
    expect(item).toMatchObject({ type: 'article-newspaper', 'container-title': 'The New York Times' });
    expect(item?.volume).toBeUndefined();
  });

  it('reads a journal named "Proceedings of … Journal of …" as a journal (MLA)', () => {
    expect(parse('Baines, T. S., et al. “Servitized Manufacture.” Proceedings of the Institution of Mechanical Engineers, Part B: Journal of Engineering Manufacture, vol. 223, no. 9, 2009, pp. 1207–15.')?.type).toBe('article-journal');
  });

  it('reads a reference that starts with its title (no author)', () => {
    const apa = parseReferenceWithRules('Merriam-Webster’s collegiate dictionary (11th ed.). (2003). Merriam-Webster.', 0);
    expect(apa?.item).toMatchObject({ title: 'Merriam-Webster’s collegiate dictionary', edition: '11', issued: { 'date-parts': [[2003]] }, publisher: 'Merriam-Webster' });
    expect(apa?.item.author).toBeUndefined();
    expect(apa?.uncertainFields).toContain('author');
    expect(parse('“Climate Change Warnings Grow Louder.” The Economist, 18 Jan. 2020, pp. 12–14.')).toMatchObject({ title: 'Climate Change Warnings Grow Louder', 'container-title': 'The Economist', page: '12-14', issued: { 'date-parts': [[2020, 1, 18]] } });
  });

  it('still reads a group author before a title in sentence case', () => {
    expect(parse('World Health Organization. (2019). World report on vision. World Health Organization.')).toMatchObject({ author: [{ literal: 'World Health Organization' }], title: 'World report on vision' });
  });
});
