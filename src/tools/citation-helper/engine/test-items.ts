import type { CslItem } from '../contract';

/** A real article (Hall 1957) and a made-up book, the sources most tests format. */
export const HALL_1957: CslItem = {
  id: 'hall1957',
  type: 'article-journal',
  title: 'Correlation of the base strengths of amines',
  author: [{ given: 'H. K.', family: 'Hall' }],
  issued: { 'date-parts': [[1957]] },
  'container-title': 'Journal of the American Chemical Society',
  volume: '79',
  issue: '20',
  page: '5441-5444',
  DOI: '10.1021/ja01577a030',
};

export const SMITH_BOOK: CslItem = {
  id: 'smith2001',
  type: 'book',
  title: 'Reading & writing in the sciences',
  author: [{ given: 'Ann', family: 'Smith' }],
  publisher: 'Oxford University Press',
  'publisher-place': 'Oxford',
  issued: { 'date-parts': [[2001]] },
};
