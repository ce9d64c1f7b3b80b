import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryPrepared, type PreparedSql } from '../../db/prepared-query';
import { queryRows } from '../../db/query-rows';
import { toolRuns, userActions } from '../../db/schema/index';
import type { Plan } from '../../domain/plans';
import { COUNTERS, type Counter } from '../../domain/tools';
import { ALLOWANCE_PERIOD } from './create-allowance';

export interface FinishedRun {
  userId: string;
  toolId: string;
  counter: Counter;
  plan: Plan;
  input: unknown;
  result: unknown;
  wordCount: number;
  durationMs: number;
  /** Write the history row too (false when the user asked us to keep no history). */
  keepHistory: boolean;
  /** The loaded usage showed an ended period: go straight to the statement that refills. */
  periodOver?: boolean;
}

export interface ChargedRun {
  /** What is left on the counter after this run. */
  remaining: number;
  periodEnd: Date;
  /** The history row, or null when none was kept. */
  historyId: string | null;
}

/**
 * Charges a finished run and records it in history in one statement: a data-modifying CTE takes the
 * request and inserts the history row only when the take succeeded. Returns null when the counter is
 * at 0 in a running period: nothing was written. When the cheap take finds nothing (counter at 0, or
 * the period ended meanwhile), a second statement refills an ended period as takeRequest does.
 * Race-free for the same reason as takeRequest: concurrent UPDATEs of the row queue and re-check.
 */
export async function takeRequestAndRecordRun(db: Db, run: FinishedRun): Promise<ChargedRun | null> {
  if (run.plan.requests < 1) return null;
  // Most runs fall in a running period: a one-column decrement, prepared once, is the cheap statement.
  if (!run.periodOver) {
    const [row] = await queryPrepared<ChargeRow>(db, chargeInRunningPeriod(run.counter), [
      run.userId,
      run.toolId,
      ...storedRun(run),
      run.wordCount,
      Math.round(run.durationMs),
      run.keepHistory,
    ]);
    if (row) return toChargedRun(row);
  }
  return chargeOnce(db, run, takeOrRefill(run));
}

interface ChargeRow {
  remaining: number;
  period_end: Date | string;
  history_id: string | null;
}

/** One prepared statement per counter (a column name cannot be a parameter). */
const chargeStatements = new Map<Counter, PreparedSql>();

function chargeInRunningPeriod(counter: Counter): PreparedSql {
  let statement = chargeStatements.get(counter);
  if (!statement) {
    const column = `"${userActions[counter].name}"`;
    statement = {
      name: `scribewell_charge_${counter}`,
      text: `WITH taken AS (
        UPDATE "user_actions" SET ${column} = ${column} - 1
        WHERE user_id = $1 AND ${column} > 0 AND period_end > now()
        RETURNING ${column} AS remaining, period_end
      ), recorded AS (
        INSERT INTO "tool_runs" (user_id, tool_id, input, result, word_count, duration_ms)
        SELECT $1, $2, $3::jsonb, $4::jsonb, $5::integer, $6::integer FROM taken WHERE $7::boolean
        RETURNING id
      )
      SELECT taken.remaining, taken.period_end, recorded.id AS history_id FROM taken LEFT JOIN recorded ON true`,
    };
    chargeStatements.set(counter, statement);
  }
  return statement;
}

function takeOrRefill({ userId, counter, plan }: FinishedRun): SQL {
  const expired = sql`period_end <= now()`;
  const assignments = COUNTERS.map((name): SQL => {
    const column = sql.identifier(userActions[name].name);
    const refilled = name === counter ? plan.requests - 1 : plan.requests;
    return sql`${column} = CASE WHEN ${expired} THEN ${refilled}::integer ELSE ${column}${name === counter ? sql` - 1` : sql``} END`;
  });
  const taken = sql.identifier(userActions[counter].name);
  return sql`UPDATE ${userActions} SET ${sql.join(assignments, sql`, `)},
      period_start = CASE WHEN ${expired} THEN now() ELSE period_start END,
      period_end = CASE WHEN ${expired} THEN now() + ${ALLOWANCE_PERIOD} ELSE period_end END
    WHERE user_id = ${userId} AND (${expired} OR ${taken} > 0)
    RETURNING ${taken} AS remaining, period_end`;
}

async function chargeOnce(db: Db, run: FinishedRun, take: SQL): Promise<ChargedRun | null> {
  const [input, result] = storedRun(run);
  const [row] = await queryRows<ChargeRow>(
    db,
    sql`WITH taken AS (${take}), recorded AS (
      INSERT INTO ${toolRuns} (user_id, tool_id, input, result, word_count, duration_ms)
      SELECT ${run.userId}, ${run.toolId}, ${input}::jsonb, ${result}::jsonb,
        ${run.wordCount}::integer, ${Math.round(run.durationMs)}::integer
      FROM taken WHERE ${run.keepHistory}::boolean
      RETURNING id
    )
    SELECT taken.remaining, taken.period_end, recorded.id AS history_id FROM taken LEFT JOIN recorded ON true`,
  );
  return row ? toChargedRun(row) : null;
}

/**
 * The input and result as jsonb parameters, or NULL for a run kept out of history. PostgreSQL parses a
 * parameter's jsonb even when the INSERT that reads it selects no row, so text jsonb refuses (a half
 * of an emoji) would fail the charge itself, and with it the retry without history that is there for
 * exactly that text. A run without history sends neither, which also spares serializing them.
 */
function storedRun(run: FinishedRun): [input: string | null, result: string | null] {
  if (!run.keepHistory) return [null, null];
  return [JSON.stringify(run.input), JSON.stringify(run.result ?? null)];
}

function toChargedRun(row: ChargeRow): ChargedRun {
  return { remaining: Number(row.remaining), periodEnd: new Date(row.period_end), historyId: row.history_id };
}
