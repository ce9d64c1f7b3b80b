import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SavedDocument } from '../../../contracts/saved-documents';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/query-rows';
import { plagiarismDocuments } from '../../../db/schema/index';
import { countWords } from '../../../domain/word-count';
import { fingerprintHashes, type FingerprintCandidate, type SourceDocument, type StoredDocumentCounts } from '../index';
import { hashContent } from './content-hash';

export interface NewDocument {
  title: string;
  text: string;
  url?: string;
  author?: string;
  published?: string;
  siteName?: string;
}

// Rows per INSERT of fingerprints: large enough to amortise the round trip, small enough for PGlite's memory.
const FINGERPRINT_CHUNK = 50_000;

/** Postgres array literal of integers, sent as one text parameter (`$1::int[]`) instead of thousands. */
function intArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Stores documents with their winnowed fingerprints in one transaction per call. Idempotent: a text
 * already stored (same content hash, same owner or both corpus) is skipped, so re-importing a corpus
 * adds nothing. Returns how many were new.
 */
export async function saveDocuments(db: Db, ownerId: string | null, documents: readonly NewDocument[]): Promise<{ ids: string[]; added: number }> {
  if (documents.length === 0) return { ids: [], added: 0 };
  return db.transaction(async (tx) => {
    const rows = documents.map((document) => ({
      ownerId,
      title: document.title,
      url: document.url ?? null,
      author: document.author ?? null,
      published: document.published ?? null,
      siteName: document.siteName ?? null,
      text: document.text,
      words: countWords(document.text),
      contentHash: hashContent(document.text),
    }));
    const inserted = await tx
      .insert(plagiarismDocuments)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: plagiarismDocuments.id, contentHash: plagiarismDocuments.contentHash });
    const newIds = new Map(inserted.map((row) => [row.contentHash, row.id]));

    const hashes: number[] = [];
    const ids: string[] = [];
    for (const row of rows) {
      const id = newIds.get(row.contentHash);
      if (!id) continue;
      for (const hash of fingerprintHashes(row.text)) {
        hashes.push(hash);
        ids.push(id);
      }
    }
    for (let start = 0; start < hashes.length; start += FINGERPRINT_CHUNK) {
      await tx.execute(sql`
        INSERT INTO plagiarism_fingerprints (hash, document_id, owner_id)
        SELECT h, d::uuid, ${ownerId} FROM unnest(${intArray(hashes.slice(start, start + FINGERPRINT_CHUNK))}::int[], ${`{${ids.slice(start, start + FINGERPRINT_CHUNK).join(',')}}`}::text[]) AS t(h, d)
        ON CONFLICT DO NOTHING`);
    }

    // Already-stored texts answer with their existing ids, so a re-save is not an error.
    const existing = rows.filter((row) => !newIds.has(row.contentHash)).map((row) => row.contentHash);
    const found = existing.length
      ? await tx
          .select({ id: plagiarismDocuments.id, contentHash: plagiarismDocuments.contentHash })
          .from(plagiarismDocuments)
          .where(and(ownerFilter(ownerId), inArray(plagiarismDocuments.contentHash, existing)))
      : [];
    const allIds = new Map([...found.map((row) => [row.contentHash, row.id] as const), ...newIds]);
    return { ids: rows.map((row) => allIds.get(row.contentHash)!), added: inserted.length };
  });
}

function ownerFilter(ownerId: string | null) {
  return ownerId === null ? isNull(plagiarismDocuments.ownerId) : eq(plagiarismDocuments.ownerId, ownerId);
}

/** Corpus documents plus, for a user, their own saved ones: nobody else's. */
function visibleTo(userId: string | undefined) {
  return userId ? or(isNull(plagiarismDocuments.ownerId), eq(plagiarismDocuments.ownerId, userId)) : isNull(plagiarismDocuments.ownerId);
}

/**
 * One probe of the (hash, document_id) primary key per fingerprint, grouped into candidates. Ties in
 * shared fingerprints are broken by the text's content hash (then corpus before saved), not by the
 * random row id, so which candidates make the cap is the same after every re-import of the same data.
 */
export async function findCandidates(db: Db, hashes: readonly number[], userId: string | undefined, limit: number): Promise<FingerprintCandidate[]> {
  if (hashes.length === 0) return [];
  const owner = userId ? sql`(owner_id IS NULL OR owner_id = ${userId})` : sql`owner_id IS NULL`;
  const rows = await queryRows<{ document_id: string; shared: number }>(
    db,
    sql`SELECT f.document_id, f.shared FROM (
          SELECT document_id, count(*)::int AS shared FROM plagiarism_fingerprints
          WHERE hash = ANY(${intArray(hashes)}::int[]) AND ${owner}
          GROUP BY document_id
        ) f JOIN plagiarism_documents d ON d.id = f.document_id
        ORDER BY f.shared DESC, d.content_hash, d.owner_id NULLS FIRST LIMIT ${limit}`,
  );
  return rows.map((row) => ({ documentId: row.document_id, shared: Number(row.shared) }));
}

export async function loadDocuments(db: Db, ids: readonly string[], userId: string | undefined): Promise<SourceDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(plagiarismDocuments)
    .where(and(inArray(plagiarismDocuments.id, [...ids]), visibleTo(userId)));
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => ({
      id: row.id,
      origin: row.ownerId ? ('saved' as const) : ('corpus' as const),
      title: row.title,
      text: row.text,
      ...(row.url ? { url: row.url } : {}),
      ...(row.author ? { author: row.author } : {}),
      ...(row.published ? { published: row.published } : {}),
      ...(row.siteName ? { siteName: row.siteName } : {}),
    }));
}

export async function listDocuments(db: Db, ownerId: string): Promise<SavedDocument[]> {
  const rows = await db
    .select({
      id: plagiarismDocuments.id,
      title: plagiarismDocuments.title,
      url: plagiarismDocuments.url,
      author: plagiarismDocuments.author,
      published: plagiarismDocuments.published,
      words: plagiarismDocuments.words,
      createdAt: plagiarismDocuments.createdAt,
    })
    .from(plagiarismDocuments)
    .where(eq(plagiarismDocuments.ownerId, ownerId))
    .orderBy(desc(plagiarismDocuments.createdAt), desc(plagiarismDocuments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** What a check by this caller compares against: their saved documents and the reference corpus. */
export async function countVisibleDocuments(db: Db, userId: string | undefined): Promise<StoredDocumentCounts> {
  const [row] = await db
    .select({
      corpus: sql<number>`count(*) filter (where ${plagiarismDocuments.ownerId} is null)::int`,
      documents: sql<number>`count(*) filter (where ${plagiarismDocuments.ownerId} is not null)::int`,
    })
    .from(plagiarismDocuments)
    .where(visibleTo(userId));
  return { documents: Number(row?.documents ?? 0), corpus: Number(row?.corpus ?? 0) };
}

export async function countDocuments(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(plagiarismDocuments).where(eq(plagiarismDocuments.ownerId, ownerId));
  return Number(row?.count ?? 0);
}

/** Deletes one of the owner's documents and its fingerprints (by primary key, not a table scan). */
export async function deleteDocument(db: Db, ownerId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(plagiarismDocuments)
      .where(and(eq(plagiarismDocuments.id, id), eq(plagiarismDocuments.ownerId, ownerId)))
      .returning({ text: plagiarismDocuments.text });
    if (!row) return false;
    await tx.execute(
      sql`DELETE FROM plagiarism_fingerprints WHERE hash = ANY(${intArray(fingerprintHashes(row.text))}::int[]) AND document_id = ${id}::uuid`,
    );
    return true;
  });
}
