import { describe, expect, it } from 'vitest';
import { cite } from '../../cite';
import { addJournalAbbreviations, findJournalAbbreviation, isKnownJournalName } from './abbreviate-journals';

const article = {
  id: 'smith2019',
  type: 'article-journal',
  author: [{ family: 'Smith', given: 'John' }],
  title: 'Deep learning for cats',
  'container-title': 'Journal of Machine Learning Research',
  volume: '20',
  page: '1-20',
  issued: { 'date-parts': [[2019]] },
};

describe('journal abbreviations', () => {
  it('finds the ISO 4 abbreviation whatever the case, "&" or leading "The"', () => {
    expect(findJournalAbbreviation('Journal of Machine Learning Research')).toBe('J. Mach. Learn. Res.');
    expect(findJournalAbbreviation('the journal of machine learning research')).toBe('J. Mach. Learn. Res.');
    expect(findJournalAbbreviation('ACS Applied Materials and Interfaces')).toBe('ACS Appl. Mater. Interfaces');
    expect(findJournalAbbreviation('A journal nobody has heard of')).toBeUndefined();
  });

  it('fills the short title of journal articles only, and never replaces one the item has', () => {
    const [journal, chapter, given] = addJournalAbbreviations([
      article,
      { id: 'c', type: 'chapter', 'container-title': 'Journal of Machine Learning Research' },
      { ...article, id: 'g', 'container-title-short': 'JMLR' },
    ]);
    expect(journal?.['container-title-short']).toBe('J. Mach. Learn. Res.');
    expect(chapter?.['container-title-short']).toBeUndefined();
    expect(given?.['container-title-short']).toBe('JMLR');
  });

  it('prints the abbreviation where the style wants it (IEEE) and the full title where it does not (APA), keeping the item as given', async () => {
    const input = (style: string) => ({ style, items: [article], output: 'bibliography' as const, format: 'text' as const });
    const ieee = await cite(input('ieee'));
    expect(ieee.bibliography[0]?.text).toContain('J. Mach. Learn. Res., vol. 20');
    expect(ieee.items[0]?.['container-title-short']).toBeUndefined();
    const apa = await cite(input('apa'));
    expect(apa.bibliography[0]?.text).toContain('Journal of Machine Learning Research, 20');
  });

  it('knows a journal by its full title or its abbreviation, full stops or not, and not a phrase that is neither', () => {
    expect(isKnownJournalName('Nucleic Acids Research')).toBe(true);
    expect(isKnownJournalName('Genome Biol')).toBe(true);
    expect(isKnownJournalName('PLoS Comput. Biol.')).toBe(true);
    expect(isKnownJournalName('sequencing data')).toBe(false);
  });
});
