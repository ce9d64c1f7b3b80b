import mammoth from 'mammoth';
import { repackDocxMarkup } from '../../../../platform/document-kit/repack-docx-markup';
import { decodeHtmlEntities } from './decode-html-entities';
import { addHeaderLines, readDocxHeaderLines } from './read-docx-header';
import { readTableLines, splitTables } from './read-docx-tables';
import { partSpacedRuns } from './part-spaced-runs';
import { isContactToken } from './parse-header';
import { markBullet, type ResumeLine } from './resume-line';

// mammoth turns Word styles into HTML: headings stay headings and lists stay lists, which is the
// structure the resume parser needs. Its HTML is regular, so a tag scan is enough to read it. Layout
// that trips applicant tracking systems (tables, images) is the ATS check's to report (ats/inspect-layout).

const BLOCK = /<(h[1-6]|p|li|td|th)\b[^>]*>([\s\S]*?)<\/\1>/g;

/** Lines a resume may have: ten dense pages are about 600; beyond this the file is not a resume. */
export const MAX_RESUME_LINES = 3_000;

/** Pictures are neither read nor embedded: a resume's photo or logo holds no text, and a crafted one may be a bomb. */
const SKIP_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

export async function readDocxLines(bytes: Uint8Array): Promise<ResumeLine[]> {
  // mammoth inflates whatever the zip holds: it gets only the XML parts, read under the shared caps.
  const repacked = partSpacedRuns(repackDocxMarkup(bytes, { maxParagraphs: MAX_RESUME_LINES }));
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(repacked) }, { convertImage: SKIP_IMAGES });
  return addHeaderLines(readHtmlLines(html), readDocxHeaderLines(repacked));
}

/** The lines of mammoth's HTML: tables row by row (read-docx-tables.ts), everything else block by block. */
export function readHtmlLines(html: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const part of splitTables(html)) {
    if (part.table) {
      lines.push(...readTableLines(part.html, readHtmlLines));
      continue;
    }
    for (const match of part.html.matchAll(BLOCK)) {
      const tag = match[1]!;
      // A list item holding a nested list: its own text is what comes before the nested list. The block ends at the
      // first "</li>", the nested list's first item's ("Physics:" over "Quantum Information, …" in pandoc's Word
      // output): that item is read too, and so on down the levels.
      const blocks: { tag: string; inner: string }[] = [];
      let content: string | undefined = match[2]!;
      let blockTag = tag;
      while (content !== undefined) {
        const nested = /<(?:ul|ol)\b[^>]*>\s*<li\b[^>]*>([\s\S]*)$/.exec(content);
        blocks.push({ tag: blockTag, inner: content.replace(/<(ul|ol)\b[\s\S]*$/, '') });
        content = tag === 'li' && nested ? nested[1] : undefined;
        blockTag = 'li';
      }
      for (const { tag, inner } of blocks) {
        for (const piece of inner.split(/<br\s*\/?>/)) {
          // Three spaces or more typed between two things on a line ("Springfield, IL     jane@…") part them, as a tab does.
          // A Markdown file's HTML comments ("<!-- University of Tromsø: 2018-- -->") are hidden where it is rendered; a
          // converter that wrote them into Word as text shows notes its author never meant to print.
          const text = decodeHtmlEntities(piece.replace(/<[^>]+>/g, '')).replace(/<!--[\s\S]*?-->/g, ' ').replace(/ {3,}/g, '\t');
          if (!text.trim()) continue;
          const quoted = readQuotedContacts(text);
          if (quoted) {
            lines.push(...quoted);
            continue;
          }
          const line = markBullet(tag.startsWith('h') ? { text, heading: true, headingLevel: Number(tag.slice(1)) } : { text });
          lines.push(tag === 'li' ? { ...line, bullet: true } : line);
        }
      }
    }
  }
  return lines;
}

/**
 * A Markdown blockquote that a converter wrote into Word as text ("> <me@x.org> • +47 477 19 556> Main St 1, 9020
 * Town, Norway> Last update: …", pandoc_resume) is the contact block, wherever it stands. Only a quote whose first
 * line holds an e-mail address or a phone number is read so; its lines go to the header (as a running contact does),
 * without the autolink's angle brackets, and a captioned note ("Last update: thedate") or a line of bare link labels
 * ("[pdf version] • [doc version]") is left out.
 */
export function readQuotedContacts(text: string): ResumeLine[] | undefined {
  if (!/^\s*>\s/.test(text)) return undefined;
  const pieces = text
    .replace(/<([^<>\s]+@[^<>\s]+|https?:\/\/[^<>\s]+)>/g, '$1')
    .split(/\s*>\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const tokensOf = (piece: string) => piece.split(/\s+[|•·◦∙]\s+/).map((token) => token.trim());
  if (pieces.length < 2 || !tokensOf(pieces[0]!).some(isContactToken)) return undefined;
  const kept = pieces.filter((piece) => !/^[\p{L} ]{2,30}:\s/u.test(piece) && !tokensOf(piece).every((token) => /^\[[^\]]*\]$/.test(token)));
  return kept.map((piece) => ({ text: piece, runningContact: true }));
}
