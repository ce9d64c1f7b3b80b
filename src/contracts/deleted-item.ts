import { z } from 'zod';

/**
 * The answer of every DELETE of one of the caller's own things (a history entry, a saved document, a
 * bibliography, a resume): the id that is gone. Someone else's id answers 404 like a missing one.
 */
export const deletedItemSchema = z.object({ deleted: z.literal(true), id: z.string() });
export type DeletedItem = z.infer<typeof deletedItemSchema>;
