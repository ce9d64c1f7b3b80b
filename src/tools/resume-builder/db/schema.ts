import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema/auth';

/**
 * A user's saved resume for the resume builder: the JSON Resume document, its name ("Data analyst –
 * Acme", so tailored versions tell apart) and how it is laid out. Saving is free; exports and checks
 * are tool runs.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    template: text('template').notNull(),
    paper: text('paper').notNull(),
    /** The JSON Resume document as the editor last saved it. */
    resume: jsonb('resume').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_updated_idx').on(table.userId, table.updatedAt)],
);
