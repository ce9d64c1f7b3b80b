import { z } from 'zod';

/** Files per upload; the page sends a larger set in several requests (the body limit is 1 MB). */
export const MAX_FILES_PER_UPLOAD = 500;

/** GET /api/documents/corpus: the reference corpus's size and whether this account may add to it (ADMIN_EMAILS). */
export const corpusStatusSchema = z.object({ corpus: z.number(), canImport: z.boolean() });
export type CorpusStatus = z.infer<typeof corpusStatusSchema>;

/** One uploaded file: .txt and .md are one document each, .jsonl one per line (as `cli corpus import` reads them). */
export const corpusFileSchema = z.object({ name: z.string().trim().min(1, 'Every file needs a name').max(300), text: z.string() });
export type CorpusFile = z.infer<typeof corpusFileSchema>;

/** POST /api/documents/corpus (admins only). */
export const corpusUploadSchema = z.object({
  files: z
    .array(corpusFileSchema)
    .min(1, 'Choose at least one file')
    .max(MAX_FILES_PER_UPLOAD, `At most ${MAX_FILES_PER_UPLOAD} files per upload`),
});
export type CorpusUpload = z.infer<typeof corpusUploadSchema>;

/** What an import did: documents read, added, unchanged (already in the corpus, same text: what makes re-importing safe), and each one refused with why. */
export const corpusImportSummarySchema = z.object({
  read: z.number(),
  added: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ origin: z.string(), error: z.string() })),
});
export type CorpusImportSummary = z.infer<typeof corpusImportSummarySchema>;
