import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema/auth';

/**
 * Texts the plagiarism check compares against: the site's reference corpus (no owner, imported from
 * the command line) and documents users saved for themselves (owner = that user, seen only by them).
 */
export const plagiarismDocuments = pgTable(
  'plagiarism_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url'),
    author: text('author'),
    published: text('published'),
    siteName: text('site_name'),
    text: text('text').notNull(),
    words: integer('words').notNull(),
    /** SHA-256 of the whitespace-normalised text: re-importing or re-saving the same text is a no-op. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plagiarism_documents_corpus_hash_idx').on(table.contentHash).where(sql`${table.ownerId} is null`),
    uniqueIndex('plagiarism_documents_owner_hash_idx').on(table.ownerId, table.contentHash),
    index('plagiarism_documents_owner_created_idx').on(table.ownerId, table.createdAt),
  ],
);

/**
 * Winnowed fingerprints, one row per (hash, document). The primary key leads with the hash, so a
 * check is one index probe per fingerprint (`hash = ANY($1)`), however large the corpus grows.
 * No foreign key on purpose: a cascade would need a second index over document_id on the largest
 * table; deleting a document removes its rows by (hash, document_id) instead. `owner_id` is copied
 * from the document so a lookup can keep other users' saved documents out without a join.
 */
export const plagiarismFingerprints = pgTable(
  'plagiarism_fingerprints',
  {
    hash: integer('hash').notNull(),
    documentId: uuid('document_id').notNull(),
    ownerId: text('owner_id'),
  },
  (table) => [primaryKey({ columns: [table.hash, table.documentId] })],
);
