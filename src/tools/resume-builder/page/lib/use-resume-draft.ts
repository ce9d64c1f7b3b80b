import { useEffect, useState } from 'react';
import { TEMPLATE_IDS, type Resume, type TemplateId } from '../api/run-resume';
import { loadDraft, saveDraft, type Draft } from './draft-storage';

type Paper = Draft['paper'];

const EMPTY: Draft = { resume: {}, template: 'classic', paper: 'a4', savedId: null, name: '' };

/** The resume being written, its layout and which saved resume it is; every change is kept in this browser. */
export function useResumeDraft() {
  const [draft, setDraft] = useState<Draft>(() => (typeof window === 'undefined' ? null : loadDraft()) ?? EMPTY);

  useEffect(() => saveDraft(draft), [draft]);

  return {
    resume: draft.resume as Resume,
    template: draft.template,
    paper: draft.paper,
    savedId: draft.savedId,
    name: draft.name,
    setResume: (update: (resume: Resume) => Resume) => setDraft((current) => ({ ...current, resume: update(current.resume as Resume) as Draft['resume'] })),
    setTemplate: (template: TemplateId) => setDraft((current) => ({ ...current, template })),
    setPaper: (paper: Paper) => setDraft((current) => ({ ...current, paper })),
    setName: (name: string) => setDraft((current) => ({ ...current, name })),
    markSaved: (savedId: string, name: string) => setDraft((current) => ({ ...current, savedId, name })),
    open: (saved: { id: string; name: string; template: string; paper: string; resume: Resume }) =>
      setDraft({
        resume: saved.resume as Draft['resume'],
        name: saved.name,
        savedId: saved.id,
        template: TEMPLATE_IDS.find((id) => id === saved.template) ?? 'classic',
        paper: saved.paper === 'letter' ? 'letter' : 'a4',
      }),
    /** A copy to tailor: same content, not yet saved, named after the original. */
    duplicate: () => setDraft((current) => ({ ...current, savedId: null, name: current.name ? `${current.name} (copy)` : '' })),
    startNew: () => setDraft((current) => ({ ...EMPTY, template: current.template, paper: current.paper })),
  };
}

export type ResumeDraft = ReturnType<typeof useResumeDraft>;
