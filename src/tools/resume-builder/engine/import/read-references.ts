import type { Read } from './read-entries';
import type { ResumeLine } from './resume-line';

/**
 * References come as "Name / what they said" or as a quote signed "— Name" below it. When signature
 * lines exist, each one closes its reference; otherwise a short line that is not a sentence opens one.
 */
export function readReferences(lines: ResumeLine[]): Read<{ name?: string; reference?: string }> {
  const signature = /^[—–-]\s*(\S.*)$/;
  const items: { name?: string; reference?: string }[] = [];
  let text: string[] = [];
  const signed = lines.some((line) => signature.test(line.text));
  for (const line of lines) {
    const name = signature.exec(line.text)?.[1];
    if (signed && name) {
      items.push({ name, ...(text.length > 0 ? { reference: unquote(text.join(' ')) } : {}) });
      text = [];
    } else if (!signed && !line.fullWidth && line.text.length <= 90 && !/[.!?"”]$/.test(line.text) && (items.length === 0 || text.length > 0)) {
      if (items.length > 0) items.at(-1)!.reference = unquote(text.join(' '));
      items.push({ name: line.text });
      text = [];
    } else {
      text.push(line.text);
    }
  }
  if (!signed && items.length > 0 && text.length > 0) items.at(-1)!.reference = unquote(text.join(' '));
  const warnings = signed && text.length > 0 ? [{ path: `references[${items.length}]`, message: 'A reference without a name was left out.' }] : [];
  return { items, warnings };
}

function unquote(text: string): string {
  return text.replace(/^["“]\s*|\s*["”]$/g, '');
}
