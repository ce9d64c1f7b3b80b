import { z } from 'zod';
import { readStored, writeStored } from '../../../../web/lib/browser-storage';
import { citationContract } from '../../contract';

const KEY = 'scribewell:citation-helper:draft';

const draftSchema = z.object({
  items: z.array(z.looseObject({ id: z.string(), type: z.string() })),
  style: z.string(),
  styleTitle: z.string(),
  locale: z.string().nullable(),
  result: citationContract.result.nullable(),
  formattedKey: z.string().nullable(),
  savedId: z.string().nullable(),
  name: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** The list being worked on, kept in this browser so a reload or a sign-in loses nothing. */
export function loadDraft(): Draft | null {
  return readStored(KEY, draftSchema);
}

export function saveDraft(draft: Draft) {
  // The exports (a .docx as base64) are rebuilt by the next run; they need not fill the storage.
  writeStored(KEY, draft.result ? { ...draft, result: { ...draft.result, exports: undefined } } : draft);
}
