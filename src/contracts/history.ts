import { z } from 'zod';
import { isToolId } from '../domain/tools';

export const DEFAULT_HISTORY_PAGE_SIZE = 20;
export const MAX_HISTORY_PAGE_SIZE = 100;

/** GET /api/history's query: `?tool=<tool-id>&limit=1..100&cursor=<nextCursor of the previous page>`. */
export const historyQuerySchema = z.object({
  tool: z.string().refine(isToolId, { message: 'Unknown tool id' }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(DEFAULT_HISTORY_PAGE_SIZE),
  cursor: z.string().optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** One of the caller's runs in a list: no input or result, a one-line preview of the input instead. */
export const historyItemSchema = z.object({
  id: z.string(),
  toolId: z.string(),
  createdAt: z.string(),
  wordCount: z.number(),
  durationMs: z.number(),
  preview: z.string(),
  /**
   * A small copy of the result (long strings cut) from which the tool's page reads the row's summary
   * line; absent when the result is too large to copy without cutting a list (server/history/build-result-digest.ts).
   */
  resultDigest: z.unknown().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /api/history: newest first, within the plan's history depth (`historyDays`, null = everything). */
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  nextCursor: z.string().nullable(),
  historyDays: z.number().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /api/history/:id: the run with its input and result (each the shape of that tool's contract). */
export const historyDetailSchema = historyItemSchema.extend({
  input: z.unknown(),
  result: z.unknown(),
});
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

// DELETE /api/history/:id answers a DeletedItem (deleted-item.ts).
