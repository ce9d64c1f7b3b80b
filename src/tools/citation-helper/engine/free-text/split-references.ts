/** A numbered entry: "[12] …", "12. …", "12) …". */
const NUMBERED = /^\s*(?:\[\d{1,4}\]|\d{1,4}[.)])\s+/;

/**
 * Splits a pasted reference list into one string per reference. Blank lines separate entries when the
 * paste has them; in a numbered list an unnumbered line continues the entry above (a reference wrapped
 * by the PDF it came from); otherwise a line that starts in lower case or with a page/identifier
 * continues the one above.
 */
export function splitReferences(text: string): string[] {
  const normalized = text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  const blocks = normalized.split(/\n\s*\n/).filter((block) => block.trim());
  const lines = normalized.split('\n').filter((line) => line.trim());
  if (blocks.length > 1 && blocks.every((block) => block.split('\n').filter((line) => line.trim()).length > 1)) {
    return blocks.map((block) => block.replace(/\s+/g, ' ').trim());
  }
  const numbered = lines.filter((line) => NUMBERED.test(line)).length >= Math.max(1, lines.length / 2);
  const references: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    const continues = references.length > 0 && (numbered ? !NUMBERED.test(line) : /^(?:\p{Ll}|https?:|doi:|\d+[–-]\d+|[(&,;:])/u.test(trimmed));
    if (continues) references[references.length - 1] += (references[references.length - 1]?.endsWith('-') ? '' : ' ') + trimmed;
    else references.push(trimmed);
  }
  return references.map((reference) => reference.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The entry without its list number. */
export function stripNumbering(reference: string): string {
  return reference.replace(NUMBERED, '').trim();
}
