import { Hono } from 'hono';
import type { DeletedItem } from '../../../contracts/deleted-item';
import type { Db } from '../../../db/database';
import {
  bibliographyChangesSchema,
  newBibliographySchema,
  type Bibliography,
  type BibliographyList,
  type CslItem,
  type SavedBibliography,
} from '../contract';
import type { AppEnv } from '../../../server/app-env';
import { readJsonInput } from '../../../server/http/read-json-body';
import { ApiError } from '../../../server/http/api-error';
import { formatSavedDocument, formatSavedSummary } from '../../../server/saved-documents/format-saved-document';
import { createSavedDocumentGuards } from '../../../server/saved-documents/saved-document-guards';
import {
  type BibliographyRow,
  countBibliographies,
  createBibliography,
  deleteBibliography,
  findBibliography,
  listBibliographies,
  updateBibliography,
} from './bibliography-store';

/** Lists per account: a course's worth of assignments, bounded so one account cannot fill the disk. */
export const MAX_BIBLIOGRAPHIES = 100;

const { requireAccount, readId, notFound } = createSavedDocumentGuards({ singular: 'bibliography', plural: 'bibliographies' });

/** The answer of POST, GET and PATCH; the items column holds only items that passed cslItemSchema on the way in. */
function toAnswer(row: BibliographyRow): SavedBibliography {
  const bibliography: Bibliography = { ...formatSavedDocument(row), items: row.items as CslItem[] };
  return { bibliography };
}

/** /api/bibliographies: the caller's named reference lists. Saving is free; formatting is a tool run. */
export function createBibliographyRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = requireAccount(c);
    const rows = await listBibliographies(db, user.id);
    return c.json({ items: rows.map(formatSavedSummary), limit: MAX_BIBLIOGRAPHIES } satisfies BibliographyList);
  });

  routes.post('/', async (c) => {
    const user = requireAccount(c);
    const fields = await readJsonInput(c, newBibliographySchema);
    if ((await countBibliographies(db, user.id)) >= MAX_BIBLIOGRAPHIES) {
      throw new ApiError(409, 'bibliography_limit', `You can keep up to ${MAX_BIBLIOGRAPHIES} bibliographies. Delete one to start another.`);
    }
    const row = await createBibliography(db, user.id, fields);
    return c.json(toAnswer(row), 201);
  });

  routes.get('/:id', async (c) => {
    const user = requireAccount(c);
    const row = await findBibliography(db, user.id, readId(c));
    if (!row) throw notFound();
    return c.json(toAnswer(row));
  });

  routes.patch('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    const row = await updateBibliography(db, user.id, id, await readJsonInput(c, bibliographyChangesSchema));
    if (!row) throw notFound();
    return c.json(toAnswer(row));
  });

  routes.delete('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    if (!(await deleteBibliography(db, user.id, id))) throw notFound();
    return c.json({ deleted: true, id } satisfies DeletedItem);
  });

  return routes;
}
