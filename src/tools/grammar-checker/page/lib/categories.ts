import type { IssueCategory } from '../api/check-grammar';

interface CategoryStyle {
  label: string;
  /** Underline and tint in the editor. */
  mark: string;
  /** Stronger tint for the issue selected in the panel. */
  activeMark: string;
  /** Small swatch in legends and issue cards. */
  dot: string;
  /** Thin bar marking a zero-length issue (something missing) in the editor. */
  caret: string;
  description: string;
}

// Written out in full so Tailwind finds every class when it scans the source.
export const CATEGORY_STYLES: Record<IssueCategory, CategoryStyle> = {
  grammar: {
    label: 'Grammar',
    mark: 'decoration-red-500 bg-red-500/10',
    activeMark: 'decoration-red-600 bg-red-500/30',
    dot: 'bg-red-500',
    caret: 'before:bg-red-500',
    description: 'Agreement, verb forms, word order',
  },
  spelling: {
    label: 'Spelling',
    mark: 'decoration-orange-500 bg-orange-500/10',
    activeMark: 'decoration-orange-600 bg-orange-500/30',
    dot: 'bg-orange-500',
    caret: 'before:bg-orange-500',
    description: 'Misspelt and unknown words',
  },
  punctuation: {
    label: 'Punctuation',
    mark: 'decoration-amber-500 bg-amber-400/15',
    activeMark: 'decoration-amber-600 bg-amber-400/35',
    dot: 'bg-amber-500',
    caret: 'before:bg-amber-500',
    description: 'Commas, spacing, capitals',
  },
  style: {
    label: 'Style',
    mark: 'decoration-sky-500 bg-sky-500/10',
    activeMark: 'decoration-sky-600 bg-sky-500/30',
    dot: 'bg-sky-500',
    caret: 'before:bg-sky-500',
    description: 'Passive voice, wordiness, vague words, clichés',
  },
  terminology: {
    label: 'Terminology',
    mark: 'decoration-violet-500 bg-violet-500/10',
    activeMark: 'decoration-violet-600 bg-violet-500/30',
    dot: 'bg-violet-500',
    caret: 'before:bg-violet-500',
    description: 'Field terms and your own term list',
  },
};

/** Which colour wins where issues overlap: the more serious category. */
export const CATEGORY_ORDER: readonly IssueCategory[] = ['grammar', 'spelling', 'punctuation', 'terminology', 'style'];
