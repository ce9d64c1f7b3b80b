import { z } from 'zod';
import type { PlagiarismSources } from '../index';

const RESULTS_PER_QUERY = 5;
const TIMEOUT_MS = 6000;

const searxResponse = z.object({
  results: z.array(z.object({ title: z.string().optional(), url: z.string(), content: z.string().optional() })).default([]),
});

/**
 * Web-search source backed by a self-hosted SearXNG instance (SEARXNG_URL, with the JSON output
 * format enabled in its settings). SearXNG returns snippets, not pages, so a web match covers at
 * most the snippet the search engine showed: it points at where to look rather than aligning the page.
 */
export function createSearxngSearch(baseUrl: string, fetchImpl: typeof fetch = fetch): NonNullable<PlagiarismSources['searchWeb']> {
  return async (queries, context) => {
    const seen = new Set<string>();
    const documents: Array<{ title: string; url: string; text: string }> = [];
    for (const query of queries) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      const signal = context.signal ? AbortSignal.any([context.signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS);
      const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`SearXNG answered ${response.status} for ${url.origin}`);
      const body = searxResponse.parse(await response.json());
      for (const result of body.results.slice(0, RESULTS_PER_QUERY)) {
        if (seen.has(result.url) || !result.content?.trim()) continue;
        seen.add(result.url);
        documents.push({ title: result.title?.trim() || result.url, url: result.url, text: result.content });
      }
    }
    return documents;
  };
}
