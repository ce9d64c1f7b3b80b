import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every server instance on one database (sign-in, guest creation,
 * password re-checks): one row per limiter key, counted with a single atomic upsert.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Epoch milliseconds at which the window starts over. */
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
});

/**
 * One checkout or plan change per user at a time: the primary key refuses a second claim while the
 * first holds it. `expiresAt` frees the claim of an instance that died mid-operation.
 */
export const billingLocks = pgTable('billing_locks', {
  userId: text('user_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server-wide values every instance must agree on (the generated AUTH_SECRET when none is configured). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
