import { Hono } from 'hono';
import { z } from 'zod';
import type { DeletedItem } from '../../../contracts/deleted-item';
import type { DocumentSaved, SavedDocumentList } from '../../../contracts/saved-documents';
import type { Db } from '../../../db/database';
import { looksBinary } from '../../../platform/contract-kit/text-field';
import { MAX_SOURCE_LENGTH, sourceInputSchema } from '../index';
import type { AppEnv } from '../../../server/app-env';
import { requireSession } from '../../../server/auth/require-session';
import { ApiError } from '../../../server/http/api-error';
import { parseJsonText } from '../../../server/http/read-json-body';
import { createCorpusRoutes } from './corpus-routes';
import { countDocuments, deleteDocument, listDocuments, saveDocuments } from './document-store';

/** Saved documents per user: enough for a course's worth of papers, bounded so one account cannot fill the disk. */
export const MAX_SAVED_DOCUMENTS = 200;
// The largest allowed text plus room for JSON escaping and the other fields.
const MAX_BODY_BYTES = MAX_SOURCE_LENGTH * 2 + 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const saveSchema = sourceInputSchema.extend({
  text: z.string().trim().min(1, 'The document has no text').max(MAX_SOURCE_LENGTH, 'A document may be at most 1 MB of text'),
});

/**
 * /api/documents: the caller's own saved documents, which every plagiarism check of theirs compares
 * against (alongside the reference corpus). Nobody else's checks ever see them.
 */
export function createDocumentRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();
  // Before '/:id', so "corpus" is never read as a document id.
  routes.route('/corpus', createCorpusRoutes({ db }));

  routes.get('/', async (c) => {
    const session = requireSession(c);
    return c.json({ items: await listDocuments(db, session.user.id), limit: MAX_SAVED_DOCUMENTS } satisfies SavedDocumentList);
  });

  routes.post('/', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c.req.raw);
    const parsed = saveSchema.safeParse(body);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big' && issue.path[0] === 'text');
      const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      if (tooLong) throw new ApiError(413, 'payload_too_large', `The document is too long: ${message}.`);
      throw new ApiError(400, 'invalid_input', `The document is not valid. ${message}.`);
    }
    if (looksBinary(parsed.data.text)) {
      throw new ApiError(400, 'invalid_input', 'The document looks like binary data, not text. Paste the text, or extract it from a .docx or .pdf first.');
    }
    if ((await countDocuments(db, session.user.id)) >= MAX_SAVED_DOCUMENTS) {
      throw new ApiError(409, 'document_limit', `You can keep up to ${MAX_SAVED_DOCUMENTS} saved documents. Delete some to save new ones.`);
    }
    const { ids, added } = await saveDocuments(db, session.user.id, [parsed.data]);
    const document = (await listDocuments(db, session.user.id)).find((item) => item.id === ids[0]);
    // Only a delete of the same document from another tab, between the save and this read, gets here.
    if (!document) throw new ApiError(404, 'not_found', 'That saved document was deleted while it was being saved.');
    return c.json({ document, created: added === 1 } satisfies DocumentSaved, added === 1 ? 201 : 200);
  });

  routes.delete('/:id', async (c) => {
    const session = requireSession(c);
    const id = c.req.param('id');
    const deleted = UUID.test(id) && (await deleteDocument(db, session.user.id, id));
    // Another user's document answers exactly like a missing one.
    if (!deleted) throw new ApiError(404, 'not_found', 'That saved document does not exist.');
    return c.json({ deleted: true, id } satisfies DeletedItem);
  });

  return routes;
}

async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', 'The document is too large: at most 1 MB of text.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', 'The document is too large: at most 1 MB of text.');
  // The size is checked above, with this route's own message; the reader adds the depth cap.
  return parseJsonText(text, { maxBytes: Number.POSITIVE_INFINITY, malformedCode: 'invalid_input', expected: '{"title", "text"} as JSON' });
}
