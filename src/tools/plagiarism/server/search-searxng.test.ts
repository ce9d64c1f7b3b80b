import { describe, expect, it } from 'vitest';
import { createSearxngSearch } from './search-searxng';

describe('createSearxngSearch', () => {
  it('asks SearXNG for JSON per query and turns snippets into sources, once per URL', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: URL) => {
      asked.push(url.toString());
      return Response.json({
        results: [
          { title: 'Page A', url: 'https://a.example/', content: 'snippet of page a' },
          { title: 'Page A again', url: 'https://a.example/', content: 'same page' },
          { title: 'No snippet', url: 'https://b.example/', content: '' },
        ],
      });
    }) as unknown as typeof fetch;
    const search = createSearxngSearch('http://searx.local:8080', fakeFetch);
    const found = await search(['"first query"', '"second query"'], {});
    expect(asked[0]).toBe('http://searx.local:8080/search?q=%22first+query%22&format=json');
    expect(asked).toHaveLength(2);
    expect(found).toEqual([{ title: 'Page A', url: 'https://a.example/', text: 'snippet of page a' }]);
  });

  it('fails loudly when SearXNG answers with an error, so the check can say web search failed', async () => {
    const fakeFetch = (async () => new Response('forbidden', { status: 403 })) as unknown as typeof fetch;
    await expect(createSearxngSearch('http://searx.local', fakeFetch)(['"q"'], {})).rejects.toThrow(/403/);
  });
});
