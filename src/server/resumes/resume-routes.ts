import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { PAPER_SIZES, resumeSchema, TEMPLATE_IDS } from '../../tools/resume-builder/contract';
import type { AppEnv } from '../app-env';
import { readJsonInput } from '../http/read-json-body';
import { ApiError } from '../http/api-error';
import { formatSavedDocument, formatSavedSummary } from '../saved-documents/format-saved-document';
import { createSavedDocumentGuards } from '../saved-documents/saved-document-guards';
import { settleAndLoadUsage } from '../usage/settle-and-load-usage';
import { countResumes, createResume, deleteResume, findResume, listResumes, updateResume } from './resume-store';

/**
 * How many resumes an account keeps. Free keeps one (the resume it is writing); named versions
 * tailored to each job are a Pro/Ultimate feature, bounded so one account cannot fill the disk.
 */
export const MAX_RESUMES_FREE = 1;
export const MAX_RESUMES = 50;

const fieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the resume a name.').max(120, 'A name may be at most 120 characters.'),
    template: z.enum(TEMPLATE_IDS, { message: `Choose a template: ${TEMPLATE_IDS.join(', ')}.` }),
    paper: z.enum(PAPER_SIZES, { message: `Choose a paper size: ${PAPER_SIZES.join(' or ')}.` }),
    resume: resumeSchema,
  })
  .strict();
const createSchema = fieldsSchema.extend({
  template: fieldsSchema.shape.template.default('classic'),
  paper: fieldsSchema.shape.paper.default('a4'),
  resume: fieldsSchema.shape.resume.default({}),
});
const updateSchema = fieldsSchema.partial().refine((fields) => Object.keys(fields).length > 0, {
  message: 'Send at least one of name, template, paper or resume.',
});

const { requireAccount, readId, notFound } = createSavedDocumentGuards({ singular: 'resume', plural: 'resumes' });

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
    return c.json({ items: rows.map(formatSavedSummary), limit: await limitFor(db, user.id) });
  });

  routes.post('/', async (c) => {
    const user = requireAccount(c);
    const fields = await readJsonInput(c, createSchema);
    const limit = await limitFor(db, user.id);
    if ((await countResumes(db, user.id)) >= limit) {
      const message =
        limit === MAX_RESUMES_FREE
          ? 'The Free plan keeps one resume. Upgrade to Pro to keep named versions for each job, or save over the one you have.'
          : `You can keep up to ${limit} resumes. Delete one to start another.`;
      throw new ApiError(409, 'resume_limit', message);
    }
    const row = await createResume(db, user.id, { ...fields, resume: fields.resume as Record<string, unknown> });
    return c.json({ resume: formatSavedDocument(row) }, 201);
  });

  routes.get('/:id', async (c) => {
    const user = requireAccount(c);
    const row = await findResume(db, user.id, readId(c));
    if (!row) throw notFound();
    return c.json({ resume: formatSavedDocument(row) });
  });

  routes.patch('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    const { resume, ...rest } = await readJsonInput(c, updateSchema);
    const row = await updateResume(db, user.id, id, { ...rest, ...(resume && { resume: resume as Record<string, unknown> }) });
    if (!row) throw notFound();
    return c.json({ resume: formatSavedDocument(row) });
  });

  routes.delete('/:id', async (c) => {
    const user = requireAccount(c);
    const id = readId(c);
    if (!(await deleteResume(db, user.id, id))) throw notFound();
    return c.json({ deleted: true, id });
  });

  return routes;
}
