/** The labels the reference tagger assigns, anystyle's vocabulary with rare kinds folded together. */
export const TAGGER_LABELS = [
  'author', 'editor', 'date', 'title', 'journal', 'container-title', 'collection-title', 'volume', 'issue', 'pages',
  'publisher', 'location', 'edition', 'genre', 'note', 'url', 'doi', 'identifier', 'citation-number', 'other',
] as const;
export type TaggerLabel = (typeof TAGGER_LABELS)[number];

/** Corpus labels the tagger does not keep apart: other contributors read as editors, ISBNs as identifiers. */
const FOLDED: Record<string, TaggerLabel> = {
  translator: 'editor', director: 'editor', producer: 'editor', isbn: 'identifier', medium: 'genre', source: 'note', dataset: 'note',
};

export function toTaggerLabel(label: string): TaggerLabel {
  return (TAGGER_LABELS as readonly string[]).includes(label) ? (label as TaggerLabel) : (FOLDED[label] ?? 'other');
}
