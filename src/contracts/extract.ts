import { z } from 'zod';

/** POST /api/extract (multipart field `file`: .txt, .md, .docx, .pdf): the document's plain text. */
export const extractAnswerSchema = z.object({
  text: z.string(),
  fileName: z.string(),
  /** The text's words, counted as the plans count them (src/domain/word-count.ts). */
  words: z.number(),
});
export type ExtractAnswer = z.infer<typeof extractAnswerSchema>;
