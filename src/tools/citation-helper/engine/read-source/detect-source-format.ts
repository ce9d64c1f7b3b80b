export type SourceFormat = 'csl-json' | 'bibtex' | 'ris' | 'lines';

/** What was pasted, from its shape: structured formats are unmistakable; anything else is read line by line. */
export function detectSourceFormat(text: string): SourceFormat {
  const trimmed = text.trim();
  // "[1] A. Author, …" is an IEEE or Vancouver list, not a JSON array.
  if (/^[[{]/.test(trimmed) && /[\]}]$/.test(trimmed) && !/^\[\d+\]/.test(trimmed)) return 'csl-json';
  if (/^\s*@[a-z]+\s*[{(]/im.test(trimmed)) return 'bibtex';
  if (/^TY {2}- /m.test(trimmed)) return 'ris';
  return 'lines';
}
