import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUNTERS, type Counter } from '../../domain/tools';
import { users } from './auth';

/** Public profile, one per real (non-guest) user; how its fields are filled at sign-up: docs/domain-rules.md. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull().unique(),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url').notNull().default(''),
  bio: text('bio').notNull().default(''),
  location: text('location').notNull().default(''),
  website: text('website').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Plan history: the newest active row is the current plan; none active means Free. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    package: text('package').notNull(),
    nextRenewal: timestamp('next_renewal', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

// One integer column per tool counter, generated from the domain list so the two can never drift apart.
type CounterColumns = { [K in Counter]: ReturnType<typeof counterColumn> };
function counterColumn(name: Counter) {
  return integer(name).notNull().default(0);
}
const counterColumns = Object.fromEntries(COUNTERS.map((name) => [name, counterColumn(name)])) as CounterColumns;

/** Remaining requests per tool in the current monthly period. Never negative (CHECK), refilled lazily. */
export const userActions = pgTable(
  'user_actions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...counterColumns,
    periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  },
  (table) => COUNTERS.map((name) => check(`user_actions_${name}_not_negative`, sql`${table[name]} >= 0`)),
);
