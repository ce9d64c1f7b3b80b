import { Hono } from 'hono';
import type { DeletedItem } from '../../../contracts/deleted-item';
import type { Db } from '../../../db/database';
import {
  newResumeSchema,
  resumeChangesSchema,
  type Resume,
  type ResumeList,
  type SavedResume,
  type SavedResumeAnswer,
} from '../contract';
import type { AppEnv } from '../../../server/app-env';
import { readJsonInput } from '../../../server/http/read-json-body';
import { ApiError } from '../../../server/http/api-error';
import { formatSavedDocument, formatSavedSummary } from '../../../server/saved-documents/format-saved-document';
import { createSavedDocumentGuards } from '../../../server/saved-documents/saved-document-guards';
import { settleAndLoadUsage } from '../../../server/usage/settle-and-load-usage';
import { countResumes, createResume, deleteResume, findResume, listResumes, updateResume, type ResumeRow } from './resume-store';

/**
 * How many resumes an account keeps. Free keeps one (the resume it is writing); named versions
 * tailored to each job are a Pro/Ultimate feature, bounded so one account cannot fill the disk.
 */
export const MAX_RESUMES_FREE = 1;
export const MAX_RESUMES = 50;

const { requireAccount, readId, notFound } = createSavedDocumentGuards({ singular: 'resume', plural: 'resumes' });

/** The answer of POST, GET and PATCH; the resume column holds only documents that passed resumeSchema on the way in. */
function toAnswer(row: ResumeRow): SavedResumeAnswer {
  const resume: SavedResume = { ...formatSavedDocument(row), resume: row.resume as Resume };
  return { resume };
}

async function limitFor(db: Db, userId: string): Promise<number> {
  const usage = await settleAndLoadUsage(db, userId);
  return usage.plan.name === 'Free' ? MAX_RESUMES_FREE : MAX_RESUMES;
}

/** /api/resumes: the caller's saved resumes. Saving is free; exports and checks are tool runs. */
export function createResumeRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = requireAccount(c);
    const rows = await listResumes(db, user.id);
    return c.json({ items: rows.map(formatSavedSummary), limit: await limitFor(db, user.id) } satisfies ResumeList);
  });

  routes.post('/', async (c) => {
    const user = requireAccount(c);
    const fields = await readJsonInput(c, newResumeSchema);
    const limit = await limitFor(db, user.id);
    if ((await countResumes(db, user.id)) >= limit) {
      const message =
        limit === MAX_RESUMES_FREE
          ? 'The Free plan keeps one resume. Upgrade to Pro to keep named versions for each job, or save over the one you have.'
          : `You can keep up to ${limit} resumes. Delete one to start another.`;
      throw new ApiError(409, 'resume_limit', message);
    }
    const row = await createResume(db, user.id, { ...fields, resume: fields.resume as Record<string, unknown> });
    return c.json(toAnswer(row), 201);
  });

  routes.get('/:id', async (c) => {
    const user = requireAccount(c);
    const row = await findResume(db, user.id, readId(c));
    if (!row) throw notFound();
    return c.json(toAnswer(row));
  });

  routes.patch('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    const { resume, ...rest } = await readJsonInput(c, resumeChangesSchema);
    const row = await updateResume(db, user.id, id, { ...rest, ...(resume && { resume: resume as Record<string, unknown> }) });
    if (!row) throw notFound();
    return c.json(toAnswer(row));
  });

  routes.delete('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    if (!(await deleteResume(db, user.id, id))) throw notFound();
    return c.json({ deleted: true, id } satisfies DeletedItem);
  });

  return routes;
}
