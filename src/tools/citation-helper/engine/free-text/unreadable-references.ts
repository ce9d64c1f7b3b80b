import type { CslItem } from '../../contract';
import type { CitationWarning } from '../source-reading';

/** Fields that say what a work is; a date, a volume or a page number alone do not. */
const DESCRIBING_FIELDS = ['title', 'author', 'editor', 'container-title', 'collection-title', 'publisher', 'DOI', 'URL', 'ISBN'] as const;

/**
 * A pasted line that is not a reference: no word of two letters at all ("9999999999…", "!!!!"), or
 * nothing the reader could take for an author, a title, a container, a publisher or an identifier
 * ("asdfghjkl qwertyuiop"). Formatting such a line would print an empty entry as if it were a work.
 */
export function isUnreadableReference(text: string, item: CslItem): boolean {
  if (!/\p{L}{2}/u.test(text)) return true;
  return !DESCRIBING_FIELDS.some((field) => {
    const value = item[field];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? /\p{L}|\d/u.test(value) : value !== undefined;
  });
}

const PREVIEW_CHARS = 40;

/** The warning for a line left out: which line, how it begins, and what to do. */
export function unreadableReferenceWarning(text: string, index: number): CitationWarning {
  const preview = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
  return {
    itemId: '',
    field: 'source',
    message: `Reference ${index + 1} ("${preview}") was left out: no author, title, journal, publisher or identifier could be read from it, so it does not look like a reference. Paste the whole reference, or fill in the form instead.`,
  };
}
