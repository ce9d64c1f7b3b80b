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
});
