import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema/auth';

/**
 * A user's named reference list for the citation helper: the sources as CSL-JSON and the style it is
 * shown in. Saving and editing are free; formatting it is a tool run.
 */
export const bibliographies = pgTable(
  'bibliographies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    style: text('style').notNull(),
    locale: text('locale'),
    /** CSL-JSON items, in the order the user added them (the style decides the printed order). */
    items: jsonb('items').notNull().$type<Record<string, unknown>[]>(),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('bibliographies_user_updated_idx').on(table.userId, table.updatedAt)],
);
