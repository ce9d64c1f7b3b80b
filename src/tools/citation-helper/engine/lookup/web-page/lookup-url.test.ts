import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupIdentifier } from '../lookup-identifier';
import { startFakeLookupServer, type FakeLookupServer } from '../testing/start-fake-lookup-server';

const HIGHWIRE_PAGE = `<!doctype html><html lang="en"><head>
<title>Sleep and memory | Journal of Sleep Research</title>
<meta name="citation_title" content="Sleep and memory: a review">
<meta name="citation_author" content="Walker, Matthew P.">
<meta name="citation_author" content="Stickgold, Robert">
<meta name="citation_publication_date" content="2004/09/02">
<meta name="citation_journal_title" content="Journal of Sleep Research">
<meta name="citation_volume" content="13"><meta name="citation_issue" content="3">
<meta name="citation_firstpage" content="205"><meta name="citation_lastpage" content="214">
<meta property="og:site_name" content="Wiley Online Library">
</head><body></body></html>`;

const NEWS_PAGE = `<html><head><title>Rivers are rising - The Daily Planet</title>
<link rel="canonical" href="/news/rivers?utm=no">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"The Daily Planet"},
  {"@type":"NewsArticle","headline":"Rivers are rising &amp; towns prepare","datePublished":"2024-03-05T08:00:00Z",
   "author":[{"@type":"Person","name":"Lois Lane"}],"publisher":{"@type":"NewsMediaOrganization","name":"The Daily Planet"}}]}</script>
<script type="application/ld+json">{ broken json </script>
</head><body>…</body></html>`;

const BARE_PAGE = `<html><head><title>How to cite a website — Example Guides</title>
<meta property="og:site_name" content="Example Guides"><meta name="author" content="Jane Doe"></head></html>`;

const DOI_PAGE = `<html><head><meta name="citation_title" content="From the page"><meta name="citation_doi" content="doi:10.1037/amp0000722"></head></html>`;

let fake: FakeLookupServer;
beforeAll(async () => {
  fake = await startFakeLookupServer();
  fake.reply('/article', { body: HIGHWIRE_PAGE });
  fake.reply('/news/rivers?utm=no', { body: NEWS_PAGE });
  fake.reply('/news/rivers', { body: NEWS_PAGE });
  fake.reply('/guide', { body: BARE_PAGE });
  fake.reply('/moved', { status: 301, headers: { location: '/article' } });
  fake.reply('/paper.pdf', { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } });
  fake.reply('/with-doi', { body: DOI_PAGE });
  fake.reply('/works/10.1037%2Famp0000722', {
    body: { message: { type: 'journal-article', title: ['From Crossref'], DOI: '10.1037/amp0000722', issued: { 'date-parts': [[2021]] } } },
  });
});
afterAll(() => fake.close());

describe('lookupIdentifier: a web address through its page metadata', () => {
  it('reads a journal page from its Highwire citation tags', async () => {
    const read = await lookupIdentifier({ kind: 'url', value: `${fake.origin}/moved` }, fake.settings());
    expect(read.items[0]).toMatchObject({
      type: 'article-journal',
      title: 'Sleep and memory: a review',
      author: [
        { family: 'Walker', given: 'Matthew P.' },
        { family: 'Stickgold', given: 'Robert' },
      ],
      issued: { 'date-parts': [[2004, 9, 2]] },
      'container-title': 'Journal of Sleep Research',
      volume: '13',
      issue: '3',
      page: '205-214',
      language: 'en',
      // The address after the redirect, not the one pasted.
      URL: `${fake.origin}/article`,
    });
    expect(read.origins[0]).toMatchObject({ from: 'url', uncertainFields: [] });
  });

  it('reads a news article from JSON-LD and keeps its canonical address', async () => {
    const read = await lookupIdentifier({ kind: 'url', value: `${fake.origin}/news/rivers` }, fake.settings());
    expect(read.items[0]).toMatchObject({
      type: 'article-newspaper',
      title: 'Rivers are rising & towns prepare',
      author: [{ family: 'Lane', given: 'Lois' }],
      issued: { 'date-parts': [[2024, 3, 5]] },
      'container-title': 'The Daily Planet',
      URL: `${fake.origin}/news/rivers?utm=no`,
    });
    expect(read.items[0]?.accessed).toMatchObject({ 'date-parts': [[expect.any(Number), expect.any(Number), expect.any(Number)]] });
  });

  it('falls back on the <title> without the site name, and marks what it guessed', async () => {
    const read = await lookupIdentifier({ kind: 'url', value: `${fake.origin}/guide` }, fake.settings());
    expect(read.items[0]).toMatchObject({ type: 'webpage', title: 'How to cite a website', 'container-title': 'Example Guides', author: [{ family: 'Doe', given: 'Jane' }] });
    expect(read.origins[0]?.uncertainFields.sort()).toEqual(['author', 'title']);
  });

  it('reads the article from Crossref when the page names its DOI', async () => {
    const read = await lookupIdentifier({ kind: 'url', value: `${fake.origin}/with-doi` }, fake.settings());
    expect(read.items[0]).toMatchObject({ title: 'From Crossref', DOI: '10.1037/amp0000722' });
    expect(read.origins[0]?.from).toBe('url');
  });

  it('says plainly that a PDF has no page metadata', async () => {
    await expect(lookupIdentifier({ kind: 'url', value: `${fake.origin}/paper.pdf` }, fake.settings())).rejects.toThrow(/gives a PDF file, not a web page/);
  });

  it('says so when the page is not there', async () => {
    await expect(lookupIdentifier({ kind: 'url', value: `${fake.origin}/gone` }, fake.settings())).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('refuses a private address unless private fetches are allowed', async () => {
    const before = fake.requested.length;
    await expect(lookupIdentifier({ kind: 'url', value: `${fake.origin}/article` }, fake.settings({ allowPrivateFetch: false }))).rejects.toMatchObject({
      name: 'ToolInputError',
      reason: 'refused',
      message: expect.stringMatching(/127\.0\.0\.1 is a private or local address/),
    });
    expect(fake.requested.length).toBe(before);
  });

  it('refuses a public page that redirects to a private address, before following it', async () => {
    const asked: string[] = [];
    // A public address (an IP literal, so no DNS is needed) that answers with a redirect to the metadata service.
    const fetchStub: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    };
    await expect(
      lookupIdentifier({ kind: 'url', value: 'http://93.184.216.34/innocent' }, fake.settings({ allowPrivateFetch: false, fetch: fetchStub })),
    ).rejects.toThrow(/169\.254\.169\.254 is a private or local address/);
    expect(asked).toEqual(['http://93.184.216.34/innocent']);
  });

  it('sends DOI addresses to Crossref instead of fetching doi.org', async () => {
    const read = await lookupIdentifier({ kind: 'url', value: 'https://doi.org/10.1037/amp0000722' }, fake.settings());
    expect(read.items[0]).toMatchObject({ title: 'From Crossref' });
  });

  it('refuses what is not a web address', async () => {
    await expect(lookupIdentifier({ kind: 'url', value: 'javascript:alert(1)' }, fake.settings())).rejects.toThrow(/Only http and https/);
    await expect(lookupIdentifier({ kind: 'url', value: 'http://exa mple.com' }, fake.settings())).rejects.toThrow(/not a web address/);
  });
});
