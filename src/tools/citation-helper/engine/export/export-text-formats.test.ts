import { describe, expect, it } from 'vitest';
import { readBibtex, readRis } from '../read-source/read-structured';
import type { CslItem } from '../../contract';
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

  it('keeps "keep this capitalisation" spans in titles through BibTeX, and only those', () => {
    const titles = ['This IS a Pen that is a <span class="nocase">SMITH</span> Pencil', '<span class="nocase">"PIAAC-Longitudinal (PIAAC-Lx) 2015"</span>'];
    for (const title of titles) expect(readBibtex(exportBibtex([{ id: 't', type: 'book', title }]))[0]?.title).toBe(title);
    const [foreign] = readBibtex('@article{k,\n  title = {M{\\"u}ller on {DNA} and \\emph{Mice} in {the Alps}},\n}\n');
    expect(foreign?.title).toBe('Müller on DNA and <i>Mice</i> in <span class="nocase">the Alps</span>');
  });

  it('keeps doubled quote marks in a BibTeX title as typed', () => {
    const [back] = readBibtex(exportBibtex([{ id: 'q', type: 'article-journal', title: "l'''" }]));
    expect(back?.title).toBe("l'''");
  });

  it('keeps a season range through BibTeX', () => {
    const issued = { 'date-parts': [[1999, 22], [1999, 21]] };
    const bibtex = exportBibtex([{ id: 's', type: 'book', title: 'Seasons', issued }]);
    expect(bibtex).toContain('date = {1999-22/1999-21}');
    expect(readBibtex(bibtex)[0]?.issued).toEqual(issued);
  });

  it('keeps the time of day of an access date through RIS', () => {
    const accessed = { 'date-parts': [[2013, 1, 30]], season: '22:56:08' };
    const ris = exportRis([{ id: 'a', type: 'article-journal', title: 'Paper', 'container-title': 'Journal', URL: 'https://example.org', accessed }]);
    expect(ris).toContain('Y2  - 2013/1/30/22:56:08');
    expect(readRis(ris)[0]?.accessed).toEqual(accessed);
  });

  it("writes a book's editor as ED in RIS and reads it back as the editor, dated or not", () => {
    const editor = [{ family: 'Roe', given: 'Jane' }];
    for (const issued of [undefined, { 'date-parts': [[2001]] }]) {
      const ris = exportRis([{ id: 'e', type: 'book', title: 'Edited', author: [{ family: 'Doe', given: 'John' }], editor, ...(issued ? { issued } : {}) }]);
      expect(ris).toContain('ED  - Roe, Jane');
      const [back] = readRis(ris);
      expect(back?.editor).toEqual(editor);
      expect(back?.['collection-editor']).toBeUndefined();
    }
  });

  it('keeps name particles through RIS as text, with the dropping particle back in its place', () => {
    const author = [{ family: 'Martinière', given: 'Gérard', 'dropping-particle': 'de', 'non-dropping-particle': 'la', suffix: 'III' }];
    const ris = exportRis([{ id: 'n', type: 'book', title: 'Fables', author }]);
    expect(ris).toContain('AU  - la Martinière, Gérard de, III');
    expect(readRis(ris)[0]?.author).toEqual([{ family: 'la Martinière', given: 'Gérard', 'dropping-particle': 'de', suffix: 'III' }]);
  });

  it('keeps a date given only in words ("in press") through RIS', () => {
    const ris = exportRis([{ id: 'p', type: 'book', title: 'Forthcoming', issued: { literal: '(in press)' } }]);
    expect(ris).toContain('DA  - ///(in press)');
    expect(readRis(ris)[0]?.issued).toEqual({ literal: '(in press)' });
  });
});
