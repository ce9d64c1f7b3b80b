import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { cslItemSchema, LOCALES, MAX_ITEMS } from '../../tools/citation-helper/contract';
import type { AppEnv } from '../app-env';
import { readJsonInput } from '../http/read-json-body';
import { ApiError } from '../http/api-error';
import { formatSavedDocument, formatSavedSummary } from '../saved-documents/format-saved-document';
import { createSavedDocumentGuards } from '../saved-documents/saved-document-guards';
import {
  countBibliographies,
  createBibliography,
  deleteBibliography,
  findBibliography,
  listBibliographies,
  updateBibliography,
} from './bibliography-store';

/** Lists per account: a course's worth of assignments, bounded so one account cannot fill the disk. */
export const MAX_BIBLIOGRAPHIES = 100;

const fieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the bibliography a name.').max(120, 'A name may be at most 120 characters.'),
    style: z.string().trim().min(1, 'Choose a citation style.').max(200),
    locale: z.enum(LOCALES).nullable().optional(),
    items: z.array(cslItemSchema).max(MAX_ITEMS, `A bibliography may hold at most ${MAX_ITEMS} sources.`),
  })
  .strict();
const createSchema = fieldsSchema.extend({ items: fieldsSchema.shape.items.default([]) });
const updateSchema = fieldsSchema.partial().refine((fields) => Object.keys(fields).length > 0, {
  message: 'Send at least one of name, style, locale or items.',
});

const { requireAccount, readId, notFound } = createSavedDocumentGuards({ singular: 'bibliography', plural: 'bibliographies' });

/** /api/bibliographies: the caller's named reference lists. Saving is free; formatting is a tool run. */
export function createBibliographyRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = requireAccount(c);
    const rows = await listBibliographies(db, user.id);
    return c.json({ items: rows.map(formatSavedSummary), limit: MAX_BIBLIOGRAPHIES });
  });

  routes.post('/', async (c) => {
    const user = requireAccount(c);
    const fields = await readJsonInput(c, createSchema);
    if ((await countBibliographies(db, user.id)) >= MAX_BIBLIOGRAPHIES) {
      throw new ApiError(409, 'bibliography_limit', `You can keep up to ${MAX_BIBLIOGRAPHIES} bibliographies. Delete one to start another.`);
    }
    const row = await createBibliography(db, user.id, fields);
    return c.json({ bibliography: formatSavedDocument(row) }, 201);
  });

  routes.get('/:id', async (c) => {
    const user = requireAccount(c);
    const row = await findBibliography(db, user.id, readId(c));
    if (!row) throw notFound();
    return c.json({ bibliography: formatSavedDocument(row) });
  });

  routes.patch('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    const row = await updateBibliography(db, user.id, id, await readJsonInput(c, updateSchema));
    if (!row) throw notFound();
    return c.json({ bibliography: formatSavedDocument(row) });
  });

  routes.delete('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    if (!(await deleteBibliography(db, user.id, id))) throw notFound();
    return c.json({ deleted: true, id });
  });

  return routes;
}
