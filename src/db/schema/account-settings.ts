import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Per-user preferences; no row means the defaults. */
export const accountSettings = pgTable('account_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Privacy: false = tool runs are not written to history at all. */
  keepHistory: boolean('keep_history').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
