import { strFromU8 } from 'fflate';
import { unzipWithinCaps } from '../../../../platform/document-kit/unzip-within-caps';
import { decodeHtmlEntities } from './decode-html-entities';
import { isContactToken } from './parse-header';
import type { ResumeLine } from './resume-line';

// Some Word CVs keep the name and contacts in the page header (R Markdown's Word output puts them there), which
// mammoth does not read: the import then had no name and no contacts at all. The header's paragraphs are read
// here, and used only when they hold a contact detail and the body's top has none of its own.

/** "email: a@b.org  website: https://x.com github: https://github.com/x work phone: 401 782 9655": one label each. */
const LABEL = /(?<!\b(?:work|home|mobile|cell|office))\s+(?=(?:e-?mail|website|web|homepage|github|gitlab|linkedin|twitter|(?:work |mobile |cell |home )?phone|tel|mobile)\s*:)/gi;

/** The paragraphs of a header part, tabs kept as a wide gap, each labelled contact on a line of its own. */
export function readHeaderParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((match) => match[0].replace(/<w:tab\/>/g, '\t').replace(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g, '$1').replace(/<[^>]+>/g, ''))
    .map((text) => decodeHtmlEntities(text).trim())
    .filter(Boolean)
    .flatMap((text) => text.split(LABEL).map((piece) => piece.trim()).filter(Boolean));
}

/** The header's lines of a repacked .docx (XML parts only, stored), deduplicated across first, even and odd headers. */
export function readDocxHeaderLines(repacked: Uint8Array): string[] {
  const parts = unzipWithinCaps(repacked, { keep: (name) => /^word\/header\d*\.xml$/.test(name) });
  const lines: string[] = [];
  for (const name of Object.keys(parts).sort()) for (const text of readHeaderParagraphs(strFromU8(parts[name]!))) if (!lines.includes(text)) lines.push(text);
  return lines;
}

/**
 * Puts the page header's lines first when they hold a contact detail and nothing before the body's first
 * heading does: a header that only repeats a title or a page number is left out.
 */
export function addHeaderLines(body: ResumeLine[], header: string[]): ResumeLine[] {
  const hasContact = (text: string) => text.split(/\t|\s+[|•·]\s+/).some((token) => isContactToken(token.trim()));
  if (!header.some(hasContact)) return body;
  const firstHeading = body.findIndex((line) => line.heading);
  const top = firstHeading < 0 ? body.slice(0, 5) : body.slice(0, firstHeading);
  if (top.some((line) => hasContact(line.text))) return body;
  return [...header.map((text) => ({ text })), ...body];
}
