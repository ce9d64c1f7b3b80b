import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { StyleInfo } from './read-style-info';
import { searchStyles } from './search-styles';
import { buildStyleCatalogue, type StyleCatalogueOptions } from './style-catalogue';

// Strict: the search has no pages, so a `cursor` (or any other parameter) is a caller's mistake,
// answered at once with a 400 naming it, before the catalogue is touched.
const querySchema = z
  .object({
    q: z.string().max(200, 'Search with at most 200 characters.').default(''),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();

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
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'invalid_input', describeQueryIssue(query.error.issues[0]));
    const all = await loadCatalogue();
    const { styles, total } = searchStyles(all, query.data.q, query.data.limit);
    return c.json({ styles, total, installed: all.filter((style) => !style.bundled).length }, 200, {
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
