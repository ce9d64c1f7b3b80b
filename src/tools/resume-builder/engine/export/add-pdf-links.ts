import { PDFHexString, type PDFPage } from 'pdf-lib';
import escapeStringRegexp from 'escape-string-regexp';

const ADDRESS = /\b(?:https?:\/\/[^\s|]+|[^\s|@()]+@[^\s|@()]+\.[a-z]{2,})/gi;

/** Half of a surrogate pair, which encodeURIComponent refuses (the `u` flag yields a whole pair as one character). */
function isLoneSurrogate(character: string): boolean {
  return character.length === 1 && /[\uD800-\uDFFF]/.test(character);
}

/**
 * A link target as a PDF hex string. pdf-lib's PDFString writes its text between ( ) unescaped, so an
 * address with an unbalanced ")" could close the string and add PDF syntax of its own (a JavaScript
 * action); in hex every byte is two digits and nothing can break out. A URI is 7-bit ASCII (PDF 32000
 * 12.6.4.7): other characters are percent-encoded as UTF-8, as a browser would.
 */
export function uriString(uri: string): PDFHexString {
  const ascii = uri.replace(/[^\x21-\x7e]/gu, (character) => (isLoneSurrogate(character) ? '%EF%BF%BD' : encodeURIComponent(character)));
  let hex = '';
  for (let index = 0; index < ascii.length; index++) hex += ascii.charCodeAt(index).toString(16).padStart(2, '0');
  return PDFHexString.of(hex);
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
    if (!new RegExp(`(?:^|[\\s|(])${escapeStringRegexp(address)}(?=[\\s|),.;:]|$)`).test(blockText)) continue;
    const left = at.x + at.measure(runText.slice(0, match.index));
    const context = page.doc.context;
    const link = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [left, at.baseline - at.size * 0.25, left + at.measure(address), at.baseline + at.size * 0.9],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: uriString(address.includes('@') && !address.includes('://') ? `mailto:${address}` : address) },
    });
    page.node.addAnnot(context.register(link));
  }
}
