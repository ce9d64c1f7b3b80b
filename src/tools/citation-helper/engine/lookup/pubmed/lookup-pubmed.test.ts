import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupIdentifier } from '../lookup-identifier';
import { startFakeLookupServer, type FakeLookupServer } from '../testing/start-fake-lookup-server';
import { expandPageRange } from './lookup-pubmed';

const SUMMARY = {
  result: {
    uids: ['31452104'],
    '31452104': {
      uid: '31452104',
      pubdate: '2019 Sep 5',
      source: 'N Engl J Med',
      fulljournalname: 'The New England journal of medicine',
      title: 'Trial of a drug in adults.',
      authors: [
        { name: 'Smith JA', authtype: 'Author' },
        { name: 'van der Berg H', authtype: 'Author' },
        { name: 'TRIAL Investigators', authtype: 'CollectiveName' },
      ],
      volume: '381',
      issue: '10',
      pages: '1123-9',
      lang: ['eng'],
      issn: '0028-4793',
      articleids: [
        { idtype: 'pubmed', value: '31452104' },
        { idtype: 'doi', value: '10.1056/NEJMoa1900000' },
        { idtype: 'pmc', value: 'PMC6800000' },
      ],
    },
  },
};

let fake: FakeLookupServer;
beforeAll(async () => {
  fake = await startFakeLookupServer();
  fake.reply('/entrez/eutils/esummary.fcgi?db=pubmed&retmode=json&id=31452104', { body: SUMMARY });
  fake.reply('/entrez/eutils/esummary.fcgi?db=pubmed&retmode=json&id=1', { body: { result: { uids: [], '1': { uid: '1', error: 'cannot get document summary' } } } });
});
afterAll(() => fake.close());

describe('lookupIdentifier: PubMed', () => {
  it('gives the article with initials spelled out, the journal name in title case and the page range written in full', async () => {
    const read = await lookupIdentifier({ kind: 'pubmed', value: 'PMID: 31452104' }, fake.settings());
    expect(read.items[0]).toEqual({
      id: 'smith2019trial',
      type: 'article-journal',
      title: 'Trial of a drug in adults',
      author: [
        { family: 'Smith', given: 'J. A.' },
        { family: 'van der Berg', given: 'H.' },
      ],
      'container-title': 'The New England Journal of Medicine',
      'container-title-short': 'N Engl J Med',
      issued: { 'date-parts': [[2019, 9, 5]] },
      volume: '381',
      issue: '10',
      page: '1123-1129',
      ISSN: '0028-4793',
      DOI: '10.1056/NEJMoa1900000',
      PMID: '31452104',
      PMCID: 'PMC6800000',
      language: 'en',
    });
    expect(read.origins[0]?.uncertainFields).toEqual(['container-title']);
  });

  it('says so when PubMed has no such record', async () => {
    await expect(lookupIdentifier({ kind: 'pubmed', value: '1' }, fake.settings())).rejects.toThrow(/PubMed has no article with the PMID 1\b/);
  });
});

describe('expandPageRange', () => {
  it('writes MEDLINE page ranges out in full', () => {
    expect(expandPageRange('1123-9')).toBe('1123-1129');
    expect(expandPageRange('e123-e130')).toBe('e123-e130');
    expect(expandPageRange('45')).toBe('45');
  });
});
