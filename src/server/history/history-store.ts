import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { toolRuns } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';

export type ToolRunRow = typeof toolRuns.$inferSelect;

export interface RecordToolRunInput {
  userId: string;
  toolId: string;
  input: unknown;
  result: unknown;
  wordCount: number;
  durationMs: number;
}

export async function recordToolRun(db: Db, run: RecordToolRunInput): Promise<string> {
  const [row] = await db
    .insert(toolRuns)
    .values({ ...run, durationMs: Math.round(run.durationMs) })
    .returning({ id: toolRuns.id });
  if (!row) throw new Error('Inserting the tool run returned no row');
  return row.id;
}

/** Only runs newer than the plan's history depth are visible; null depth means everything. */
function withinDepth(plan: Plan): SQL | undefined {
  if (plan.historyDays === null) return undefined;
  return gte(toolRuns.createdAt, sql`now() - make_interval(days => ${plan.historyDays})`);
}

export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

export interface ListToolRunsOptions {
  userId: string;
  plan: Plan;
  toolId?: string;
  limit: number;
  cursor?: HistoryCursor;
}

/** Newest first; keyset pagination on (created_at, id) so pages stay stable while new runs arrive. */
export async function listToolRuns(db: Db, options: ListToolRunsOptions): Promise<ToolRunRow[]> {
  const { userId, plan, toolId, limit, cursor } = options;
  const conditions = [eq(toolRuns.userId, userId), withinDepth(plan)];
  if (toolId) conditions.push(eq(toolRuns.toolId, toolId));
  if (cursor) {
    conditions.push(
      or(
        lt(toolRuns.createdAt, cursor.createdAt),
        and(eq(toolRuns.createdAt, cursor.createdAt), lt(toolRuns.id, cursor.id)),
      ),
    );
  }
  return db
    .select()
    .from(toolRuns)
    .where(and(...conditions))
    .orderBy(desc(toolRuns.createdAt), desc(toolRuns.id))
    .limit(limit);
}

export async function findToolRun(db: Db, userId: string, plan: Plan, id: string): Promise<ToolRunRow | undefined> {
  const [row] = await db
    .select()
    .from(toolRuns)
    .where(and(eq(toolRuns.id, id), eq(toolRuns.userId, userId), withinDepth(plan)))
    .limit(1);
  return row;
}

export async function deleteToolRun(db: Db, userId: string, plan: Plan, id: string): Promise<boolean> {
  const deleted = await db
    .delete(toolRuns)
    .where(and(eq(toolRuns.id, id), eq(toolRuns.userId, userId), withinDepth(plan)))
    .returning({ id: toolRuns.id });
  return deleted.length > 0;
}
