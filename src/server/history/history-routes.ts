import { Hono } from 'hono';
import type { DeletedItem } from '../../contracts/deleted-item';
import { historyQuerySchema, type HistoryDetail, type HistoryItem, type HistoryPage } from '../../contracts/history';
import type { Db } from '../../db/database';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import { ApiError } from '../http/api-error';
import { settleAndLoadUsage } from '../usage/settle-and-load-usage';
import { buildPreview } from './build-preview';
import { buildResultDigest } from './build-result-digest';
import { deleteToolRun, findToolRun, listToolRuns, type HistoryCursor, type ToolRunRow } from './history-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own runs, limited to their plan's history depth (Free 7 days, Pro 90, Ultimate all). */
export function createHistoryRoutes({ db }: { db: Db }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const session = requireSession(c);
    const query = historyQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const message = query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new ApiError(400, 'invalid_input', `Invalid history query. ${message}.`);
    }
    const { tool, limit, cursor } = query.data;
    const { plan } = await settleAndLoadUsage(db, session.user.id);
    const rows = await listToolRuns(db, {
      userId: session.user.id,
      plan,
      toolId: tool,
      limit: limit + 1,
      cursor: cursor ? decodeCursor(cursor) : undefined,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const answer: HistoryPage = {
      items: page.map(toListItem),
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
      historyDays: plan.historyDays,
    };
    return c.json(answer);
  });

  routes.get('/:id', async (c) => {
    const session = requireSession(c);
    const { plan } = await settleAndLoadUsage(db, session.user.id);
    const id = c.req.param('id');
    const row = UUID.test(id) ? await findToolRun(db, session.user.id, plan, id) : undefined;
    if (!row) throw notFound();
    return c.json({ ...toItemFields(row), input: row.input, result: row.result } satisfies HistoryDetail);
  });

  routes.delete('/:id', async (c) => {
    const session = requireSession(c);
    const { plan } = await settleAndLoadUsage(db, session.user.id);
    const id = c.req.param('id');
    const deleted = UUID.test(id) ? await deleteToolRun(db, session.user.id, plan, id) : false;
    if (!deleted) throw notFound();
    return c.json({ deleted: true, id } satisfies DeletedItem);
  });

  return routes;
}

function toListItem(row: ToolRunRow): HistoryItem {
  const resultDigest = buildResultDigest(row.result);
  return { ...toItemFields(row), ...(resultDigest === undefined ? {} : { resultDigest }) };
}

function toItemFields(row: ToolRunRow): HistoryItem {
  return {
    id: row.id,
    toolId: row.toolId,
    createdAt: row.createdAt.toISOString(),
    wordCount: row.wordCount,
    durationMs: row.durationMs,
    preview: buildPreview(row.input),
  };
}

// Another user's run answers exactly like a missing one, so ids reveal nothing.
function notFound() {
  return new ApiError(404, 'not_found', 'That history entry does not exist or is no longer kept on your plan.');
}

function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): HistoryCursor {
  const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ApiError(400, 'invalid_input', 'The history cursor is not valid; start again from the first page.');
  }
  return { createdAt, id };
}
