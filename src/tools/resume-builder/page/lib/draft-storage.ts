import { z } from 'zod';
import { readStored, writeStored } from '../../../../web/lib/browser-storage';
import { PAPER_SIZES, TEMPLATE_IDS } from '../api/run-resume';

const KEY = 'scribewell:resume-builder:draft';

// The resume itself is kept loosely: a half-written e-mail must survive a reload, the run validates it.
const draftSchema = z.object({
  resume: z.record(z.string(), z.unknown()),
  template: z.enum(TEMPLATE_IDS),
  paper: z.enum(PAPER_SIZES),
  savedId: z.string().nullable(),
  name: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** The resume being written, kept in this browser so a reload or a sign-in loses nothing. */
export function loadDraft(): Draft | null {
  return readStored(KEY, draftSchema);
}

export function saveDraft(draft: Draft) {
  writeStored(KEY, draft);
}
