import { PDFString, type PDFPage } from 'pdf-lib';

const ADDRESS = /\b(?:https?:\/\/[^\s|]+|[^\s|@()]+@[^\s|@()]+\.[a-z]{2,})/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Makes each web and e-mail address in a drawn run clickable. An address the wrap cut across two lines
 * is left unlinked: half an address would open the wrong page.
 */
export function addPdfLinks(
  page: PDFPage,
  runText: string,
  blockText: string,
  at: { x: number; baseline: number; size: number; measure: (text: string) => number },
): void {
  for (const match of runText.matchAll(ADDRESS)) {
    const address = match[0].replace(/[.,;:]+$/, '');
    if (!new RegExp(`(?:^|[\\s|(])${escapeRegExp(address)}(?=[\\s|),.;:]|$)`).test(blockText)) continue;
    const left = at.x + at.measure(runText.slice(0, match.index));
    const context = page.doc.context;
    const link = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [left, at.baseline - at.size * 0.25, left + at.measure(address), at.baseline + at.size * 0.9],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(address.includes('@') && !address.includes('://') ? `mailto:${address}` : address) },
    });
    page.node.addAnnot(context.register(link));
  }
}
