import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupIdentifier } from '../lookup-identifier';
import { startFakeLookupServer, type FakeLookupServer } from '../testing/start-fake-lookup-server';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <title type="html">ArXiv Query: id_list=1706.03762</title>
  <entry>
    <id>http://arxiv.org/abs/1706.03762v7</id>
    <published>2017-06-12T17:57:34Z</published>
    <title>Attention Is All
      You Need</title>
    <summary>The dominant sequence transduction models &amp; more.</summary>
    <author><name>Ashish Vaswani</name></author>
    <author><name>Noam Shazeer</name></author>
    <arxiv:doi>10.5555/nips.2017</arxiv:doi>
    <arxiv:journal_ref>NeurIPS 2017</arxiv:journal_ref>
  </entry>
</feed>`;

const ERROR_FEED = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_9999.99999</id><title>Error</title><summary>incorrect id format for 9999.99999</summary></entry></feed>`;

let fake: FakeLookupServer;
beforeAll(async () => {
  fake = await startFakeLookupServer();
  fake.reply('/api/query?id_list=1706.03762&max_results=1', { body: FEED, headers: { 'content-type': 'application/atom+xml' } });
  fake.reply('/api/query?id_list=9999.99999&max_results=1', { body: ERROR_FEED, headers: { 'content-type': 'application/atom+xml' } });
});
afterAll(() => fake.close());

describe('lookupIdentifier: arXiv', () => {
  it('gives the paper as a preprint with arXiv as repository and its arXiv DOI', async () => {
    const read = await lookupIdentifier({ kind: 'arxiv', value: 'arXiv:1706.03762' }, fake.settings());
    expect(read.items).toEqual([
      {
        id: 'vaswani2017attention',
        type: 'article',
        title: 'Attention Is All You Need',
        author: [
          { family: 'Vaswani', given: 'Ashish' },
          { family: 'Shazeer', given: 'Noam' },
        ],
        issued: { 'date-parts': [[2017, 6, 12]] },
        publisher: 'arXiv',
        number: 'arXiv:1706.03762',
        DOI: '10.48550/arXiv.1706.03762',
        URL: 'https://arxiv.org/abs/1706.03762',
      },
    ]);
    // The published version is worth citing instead, when that is what the user read.
    expect(read.warnings[0]?.message).toMatch(/published \(NeurIPS 2017\) with the DOI 10\.5555\/nips\.2017/);
  });

  it('says so when arXiv answers with its error entry', async () => {
    await expect(lookupIdentifier({ kind: 'arxiv', value: '9999.99999' }, fake.settings())).rejects.toThrow(/arXiv has no paper with the id 9999\.99999/);
  });
});
