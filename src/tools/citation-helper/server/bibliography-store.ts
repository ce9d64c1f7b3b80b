import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { bibliographies } from '../../../db/schema/index';

export type BibliographyRow = typeof bibliographies.$inferSelect;
type Items = Record<string, unknown>[];

export interface BibliographyFields {
  name: string;
  style: string;
  locale?: string | null;
  items: Items;
}

const summaryColumns = {
  id: bibliographies.id,
  name: bibliographies.name,
  style: bibliographies.style,
  locale: bibliographies.locale,
  itemCount: bibliographies.itemCount,
  createdAt: bibliographies.createdAt,
  updatedAt: bibliographies.updatedAt,
};
export type BibliographySummaryRow = Pick<BibliographyRow, keyof typeof summaryColumns>;

/** The caller's lists without their items (a list can hold hundreds), most recently edited first. */
export async function listBibliographies(db: Db, userId: string): Promise<BibliographySummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(bibliographies)
    .where(eq(bibliographies.userId, userId))
    .orderBy(desc(bibliographies.updatedAt), desc(bibliographies.id));
}

export async function countBibliographies(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bibliographies).where(eq(bibliographies.userId, userId));
  return row?.value ?? 0;
}

export async function findBibliography(db: Db, userId: string, id: string): Promise<BibliographyRow | undefined> {
  const [row] = await db
    .select()
    .from(bibliographies)
    .where(and(eq(bibliographies.id, id), eq(bibliographies.userId, userId)))
    .limit(1);
  return row;
}

export async function createBibliography(db: Db, userId: string, fields: BibliographyFields): Promise<BibliographyRow> {
  const [row] = await db
    .insert(bibliographies)
    .values({ userId, ...fields, locale: fields.locale ?? null, itemCount: fields.items.length })
    .returning();
  if (!row) throw new Error('Inserting the bibliography returned no row');
  return row;
}

/** Changes only the fields given; undefined when the list is not the caller's. */
export async function updateBibliography(
  db: Db,
  userId: string,
  id: string,
  fields: Partial<BibliographyFields>,
): Promise<BibliographyRow | undefined> {
  const changes = {
    ...fields,
    ...(fields.items ? { itemCount: fields.items.length } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .update(bibliographies)
    .set(changes)
    .where(and(eq(bibliographies.id, id), eq(bibliographies.userId, userId)))
    .returning();
  return row;
}

export async function deleteBibliography(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bibliographies)
    .where(and(eq(bibliographies.id, id), eq(bibliographies.userId, userId)))
    .returning({ id: bibliographies.id });
  return deleted.length > 0;
}
