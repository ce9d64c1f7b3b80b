import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { resumes } from '../../../db/schema/index';

export type ResumeRow = typeof resumes.$inferSelect;

export interface ResumeFields {
  name: string;
  template: string;
  paper: string;
  resume: Record<string, unknown>;
}

const summaryColumns = {
  id: resumes.id,
  name: resumes.name,
  template: resumes.template,
  paper: resumes.paper,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
};
export type ResumeSummaryRow = Pick<ResumeRow, keyof typeof summaryColumns>;

/** The caller's resumes without their content, most recently edited first. */
export async function listResumes(db: Db, userId: string): Promise<ResumeSummaryRow[]> {
  return db.select(summaryColumns).from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.updatedAt), desc(resumes.id));
}

export async function countResumes(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.value ?? 0;
}

export async function findResume(db: Db, userId: string, id: string): Promise<ResumeRow | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}

export async function createResume(db: Db, userId: string, fields: ResumeFields): Promise<ResumeRow> {
  const [row] = await db
    .insert(resumes)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error('Inserting the resume returned no row');
  return row;
}

/** Changes only the fields given; undefined when the resume is not the caller's. */
export async function updateResume(db: Db, userId: string, id: string, fields: Partial<ResumeFields>): Promise<ResumeRow | undefined> {
  const [row] = await db
    .update(resumes)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning();
  return row;
}

export async function deleteResume(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return deleted.length > 0;
}
