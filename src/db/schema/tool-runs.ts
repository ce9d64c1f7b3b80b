import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One row per successful tool run: the user's history (shown within their plan's depth). */
export const toolRuns = pgTable(
  'tool_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: text('tool_id').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    wordCount: integer('word_count').notNull(),
    durationMs: integer('duration_ms').notNull(),
    // Millisecond precision, like a JS Date, so a history cursor round-trips exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('tool_runs_user_id_created_at_idx').on(table.userId, table.createdAt)],
);
