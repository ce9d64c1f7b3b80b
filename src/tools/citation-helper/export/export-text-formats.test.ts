import { describe, expect, it } from 'vitest';
import { readBibtex, readRis } from '../read-source/read-structured';
import type { CslItem } from '../contract';
import { HALL_1957 } from '../test-items';
import { exportBibtex, exportRis } from './export-text-formats';

const LONG_URL = 'https://www.example.org/conference/speakers.jsp?id=39e50005&conf_id=jasig12&name=Lennard+Fuller&lang=en';

describe('BibTeX and RIS export', () => {
  it('round-trips an article through RIS, long URLs intact', () => {
    const item: CslItem = { ...HALL_1957, URL: LONG_URL };
    const ris = exportRis([item]);
    expect(ris).toContain(`UR  - ${LONG_URL}`);
    const [back] = readRis(ris);
    expect(back).toMatchObject({ title: item.title, URL: LONG_URL, DOI: item.DOI, volume: '79', issue: '20', page: '5441-5444', 'container-title': item['container-title'] });
  });

  it('round-trips an article through BibTeX, non-Latin text included', () => {
    const item: CslItem = { ...HALL_1957, title: 'Ο Καρυωτάκης και οι Σάτιρες' };
    const [back] = readBibtex(exportBibtex([item]));
    expect(back).toMatchObject({ title: item.title, DOI: item.DOI, volume: '79', issue: '20', page: '5441-5444', issued: { 'date-parts': [[1957]] } });
    expect(back?.author).toEqual([{ given: 'H. K.', family: 'Hall' }]);
  });

  it('keeps names with particles, date ranges and page ranges through BibTeX', () => {
    const item: CslItem = {
      id: 'vanone',
      type: 'book',
      title: 'Collected papers',
      author: [{ family: 'van One', given: 'Onename' }, { family: 'al-Aswānī', given: 'ʿAlāʾ' }],
      issued: { 'date-parts': [[2003, 8, 10], [2003, 8, 23]] },
    };
    const [back] = readBibtex(exportBibtex([item]));
    expect(back?.author).toEqual(item.author);
    expect(back?.issued).toEqual(item.issued);
    const [inPress] = readBibtex(exportBibtex([{ id: 'p', type: 'book', title: 'Forthcoming', issued: { literal: 'in press' } }]));
    expect(inPress?.issued).toEqual({ literal: 'in press' });
  });

  it('writes a page range as first and last page in RIS, so readers keep both', () => {
    const ris = exportRis([{ id: 'p', type: 'article-journal', title: 'Paper', page: '1388-1400', 'container-title': 'Studia Patristica' }]);
    expect(ris).toContain('SP  - 1388\nEP  - 1400');
    expect(readRis(ris)[0]?.page).toBe('1388-1400');
  });
});
