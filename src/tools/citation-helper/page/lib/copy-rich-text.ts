import { toSafeCitationHtml } from './safe-citation-html';

export interface CopyEntry {
  text: string;
  html: string;
}

/**
 * The list as a small html document Word and Google Docs paste with italics intact: one paragraph per
 * entry, double-spaced with a hanging indent (what APA, MLA and Chicago ask for), plus plain text.
 */
export function buildClipboardDocument(entries: readonly CopyEntry[], hangingIndent = true): { html: string; text: string } {
  const indent = hangingIndent ? 'margin:0 0 0 0.5in;text-indent:-0.5in;' : 'margin:0;';
  const paragraphs = entries.map((entry) => `<p style="${indent}line-height:2">${toSafeCitationHtml(entry.html)}</p>`).join('');
  return {
    html: `<html><body><div style="font-family:'Times New Roman',serif;font-size:12pt">${paragraphs}</div></body></html>`,
    text: entries.map((entry) => entry.text).join('\n'),
  };
}

/** Copies with both flavours; a browser without rich clipboard support gets the plain text. */
export async function copyRichText(document: { html: string; text: string }): Promise<'rich' | 'plain'> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([document.html], { type: 'text/html' }),
        'text/plain': new Blob([document.text], { type: 'text/plain' }),
      }),
    ]);
    return 'rich';
  }
  await navigator.clipboard.writeText(document.text);
  return 'plain';
}
