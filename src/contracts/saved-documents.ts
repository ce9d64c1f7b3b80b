import { z } from 'zod';

/**
 * One of the caller's saved documents (every plagiarism check of theirs compares against them), in the list: its details without the text. POST /api/documents takes a
 * plagiarism source (`{title, text, url?, author?, published?, siteName?}`: `sourceInputSchema` of
 * src/tools/plagiarism/contract.ts) and answers with this.
 */
export const savedDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  author: z.string().nullable(),
  published: z.string().nullable(),
  words: z.number(),
  createdAt: z.string(),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;

/** GET /api/documents: newest first, and how many the account may keep. */
export const savedDocumentListSchema = z.object({ items: z.array(savedDocumentSchema), limit: z.number() });
export type SavedDocumentList = z.infer<typeof savedDocumentListSchema>;

/** POST /api/documents: 201 with `created: true`, or 200 with `created: false` when the same text was already saved. */
export const documentSavedSchema = z.object({ document: savedDocumentSchema, created: z.boolean() });
export type DocumentSaved = z.infer<typeof documentSavedSchema>;
