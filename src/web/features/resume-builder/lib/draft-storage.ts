import { z } from 'zod';
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
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the page still works, the draft is just not kept.
  }
}
