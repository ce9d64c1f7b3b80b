import { decodeHtmlEntities } from './decode-html-entities';
import { findSectionKey } from './find-sections';
import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

// Many Word résumés are one table: a narrow left column of section captions ("WORK EXPERIENCE",
// often kept in one cell spanning the section's rows) beside the section's cells, with an item's
// dates in a cell of their own right of its title. mammoth gives the table as HTML; read cell by cell
// as running text, a caption is just another line and a cell's second paragraph is lost behind its
// first list. Here each row is read as a PDF of the same page would be: the caption as a heading,
// a title and the dates beside it as one line parted by a tab, and every paragraph and list item of a
// larger cell as a line of its own.

type ReadBlocks = (html: string) => ResumeLine[];

/** The tables of `html` at the outermost level, in order, with the text between them. */
export function splitTables(html: string): { html: string; table: boolean }[] {
  const parts: { html: string; table: boolean }[] = [];
  let depth = 0;
  let start = 0;
  let tableStart = 0;
  for (const tag of html.matchAll(/<(\/?)table\b[^>]*>/g)) {
    if (tag[1] === '') {
      if (depth === 0) {
        parts.push({ html: html.slice(start, tag.index), table: false });
        tableStart = tag.index;
      }
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) {
        start = tag.index + tag[0].length;
        parts.push({ html: html.slice(tableStart, start), table: true });
      }
    }
  }
  parts.push({ html: html.slice(depth === 0 ? start : tableStart), table: false });
  return parts.filter((part) => part.html.trim() !== '');
}

type Cell = { html: string; attributes: string };

/** The rows of one table (its outermost level only), each a list of its cells. */
function readRows(tableHtml: string): Cell[][] {
  const inner = tableHtml.replace(/^<table\b[^>]*>/, '').replace(/<\/table>$/, '');
  const rows: Cell[][] = [];
  let depth = 0;
  let cell: { start: number; attributes: string } | undefined;
  for (const tag of inner.matchAll(/<(\/?)(table|tr|td|th)\b([^>]*)>/g)) {
    const [, closing, name, attributes] = tag;
    if (name === 'table') {
      depth += closing ? -1 : 1;
      continue;
    }
    if (depth > 0) continue;
    if (name === 'tr' && !closing) rows.push([]);
    else if ((name === 'td' || name === 'th') && !closing) cell = { start: tag.index + tag[0].length, attributes: attributes ?? '' };
    else if ((name === 'td' || name === 'th') && closing && cell) {
      (rows.at(-1) ?? rows[rows.push([]) - 1]!).push({ html: inner.slice(cell.start, tag.index), attributes: cell.attributes });
      cell = undefined;
    }
  }
  return rows;
}

const textOf = (html: string) =>
  decodeHtmlEntities(html.replace(/<br\s*\/?>/g, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A section caption in a table's first column: short, no digits, set in bold throughout (or a known
 * heading), and beside other cells of its row. Its line breaks ("AWARDS<br>AND HONORS") are one heading.
 */
function isCaption(cell: Cell, row: Cell[]): boolean {
  const text = textOf(cell.html);
  // "Interests:" before its list is the row's label, not a caption.
  if (!text || text.length > 40 || /\d|:$/.test(text) || row.length < 2) return false;
  if (!row.slice(1).some((other) => textOf(other.html) !== '')) return false;
  const bold = textOf(cell.html.replace(/<strong>[\s\S]*?<\/strong>/g, '')) === '';
  return bold || findSectionKey({ text }) !== undefined;
}

/** A cell of nothing but a date or a date range ("Mar 2018 – Present", "May 2020"). */
function isDateCell(text: string): boolean {
  const dates = findDates(text);
  return dates !== undefined && !/\p{L}{2,}/u.test(dates.rest.replace(/\b(?:present|current|now|today)\b/gi, ''));
}

/**
 * The lines of one table. A row whose cells are one paragraph each and end in a cell of dates (a title
 * and its dates), or start with a "Label:" cell ("Tools:" ⇥ "Git, Docker, …"), is one line parted
 * by tabs; any other row gives its cells' lines in order.
 */
export function readTableLines(tableHtml: string, readBlocks: ReadBlocks): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const row of readRows(tableHtml)) {
    let cells = row.filter((cell) => textOf(cell.html) !== '' || /<table\b/.test(cell.html));
    if (cells.length === 0) continue;
    if (isCaption(cells[0]!, cells)) {
      lines.push({ text: textOf(cells[0]!.html), heading: true });
      cells = cells.slice(1);
    }
    const read = cells.map((cell) => readBlocks(cell.html));
    const single = read.every((cellLines) => cellLines.length === 1 && !cellLines[0]!.bullet && !cellLines[0]!.heading);
    const texts = read.map((cellLines) => cellLines[0]?.text ?? '');
    const titleAndDates = texts.length >= 2 && isDateCell(texts.at(-1)!) && !isDateCell(texts[0]!);
    const labelled = texts.length === 2 && /^[\p{L}][\p{L} &/-]{0,30}:$/u.test(texts[0]!);
    if (single && (titleAndDates || labelled)) lines.push({ text: texts.join('\t') });
    else lines.push(...read.flat());
  }
  return lines;
}
