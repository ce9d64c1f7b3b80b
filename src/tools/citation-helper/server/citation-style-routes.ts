import { Hono } from 'hono';
import type { z } from 'zod';
import { styleSearchQuerySchema, type StyleSearch } from '../contract';
import { ApiError } from '../../../server/http/api-error';
import type { StyleInfo } from './read-style-info';
import { searchStyles } from './search-styles';
import { buildStyleCatalogue, type StyleCatalogueOptions } from './style-catalogue';

/**
 * GET /api/citation-styles?q=: the style picker's search over the bundled styles and, when Debian's
 * `citation-style-language-styles` is installed, its whole collection. Public, like the tool page.
 */
export function createCitationStyleRoutes(options: StyleCatalogueOptions = {}) {
  const routes = new Hono();
  // Read once, on the first search (about half a second for the ten thousand files of the collection).
  let catalogue: Promise<StyleInfo[]> | undefined;
  const loadCatalogue = () => {
    catalogue ??= buildStyleCatalogue(options).catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    });
    return catalogue;
  };

  routes.get('/', async (c) => {
    // Strict: a `cursor` (or any other parameter) is answered at once with a 400 naming it, before the catalogue is touched.
    const query = styleSearchQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'invalid_input', describeQueryIssue(query.error.issues[0]));
    const all = await loadCatalogue();
    const { styles, total } = searchStyles(all, query.data.q, query.data.limit);
    return c.json({ styles, total, installed: all.filter((style) => !style.bundled).length } satisfies StyleSearch, 200, {
      'cache-control': 'public, max-age=300',
    });
  });

  return routes;
}

function describeQueryIssue(issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === 'unrecognized_keys') {
    return `The style search takes only "q" and "limit" (it has no pages); remove ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
  }
  return issue?.message ?? 'Invalid style search.';
}
