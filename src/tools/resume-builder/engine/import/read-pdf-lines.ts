import { getDocumentProxy } from 'unpdf';
import { MAX_RESUME_PDF_PAGES } from '../../../../platform/document-kit/document-caps';
import { documentTooLarge } from '../../../../platform/document-kit/document-errors';
import { decodeSmallCaps, findSmallCapShifts, hasForeignLetters } from './decode-small-caps';
import { findSectionKey } from './find-sections';
import { liftMarginHeadings } from './lift-margin-headings';
import { markWideBlanks } from './mark-wide-blanks';
import { findDates, isOpenEnd } from './parse-dates';
import { composeSpacingAccents } from './compose-spacing-accents';
import { hasSpacedCapitals, joinSpacedCapitals } from './join-spaced-capitals';
import { findLigatureGlyphs, hasOddLetters, hasUnmappedGlyphs, loadEnglishWords, readLigatureGlyphs, repairLigatures, type WordList } from './repair-ligatures';
import { markBullet, type ResumeLine } from './resume-line';
import { stackMarginHeadings } from './stack-margin-headings';

// pdf.js gives positioned text runs; a resume needs lines. Runs on the same baseline are joined, a wide
// gap becomes a tab (a right-aligned date, or a second column), and each line keeps its left edge,
// font size and whether it reaches the right margin, which tell titles from wrapped text.

/** A resume is a few pages; a longer PDF is refused (document-caps.ts says why ten). */
export const MAX_PDF_PAGES = MAX_RESUME_PDF_PAGES;

/** `heading`: a margin heading stackMarginHeadings put together from the lines it was broken over. */
type Run = { text: string; x: number; y: number; width: number; size: number; heading?: boolean; font?: string; afterWideBlank?: boolean };

export async function readPdfLines(bytes: Uint8Array): Promise<{ lines: ResumeLine[]; pages: number; links: string[] }> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  // Counted from the page tree before any page is read: a 100-page file took 80 s to import.
  if (document.numPages > MAX_PDF_PAGES) {
    const pages = document.numPages;
    await document.destroy();
    throw documentTooLarge(`This PDF has ${pages.toLocaleString('en-US')} pages; a resume is imported from at most ${MAX_PDF_PAGES}. Save the resume pages on their own and import that.`);
  }
  const pageRuns: { runs: (Run & { font: string })[]; bottom: number; top: number }[] = [];
  const links: string[] = [];
  let words: WordList | undefined;
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const [, bottom = 0, , top = 842] = page.view;
    const runs: (Run & { font: string })[] = [];
    const upright = keepUprightItems(markLigatureGlyphs(content.items.filter((item) => 'str' in item) as TextItem[]).filter((item) => item.str !== ''));
    for (const item of upright) {
      const [, , , d, x, y] = item.transform as number[];
      if (hasUnmappedGlyphs(item.str) || hasForeignLetters(item.str) || hasOddLetters(item.str)) words ??= await loadEnglishWords();
      runs.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.abs(d!) || item.height, font: item.fontName });
    }
    // Blank runs only mark the wide gaps they leave (mark-wide-blanks.ts).
    pageRuns.push({ runs: markWideBlanks(runs), bottom, top });
    // The first page's links: contacts printed only as icons are there (parse-header's addLinkedContacts).
    if (pageNumber === 1) {
      for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[]) {
        if (annotation.subtype === 'Link' && typeof annotation.url === 'string') links.push(annotation.url);
      }
    }
  }
  // Kept apart from `words`, which also switches on the small-capital and ligature repairs.
  const spacedWords = pageRuns.some((page) => page.runs.some((run) => hasSpacedCapitals(run.text))) ? await loadEnglishWords() : undefined;
  if (spacedWords) for (const page of pageRuns) page.runs = page.runs.map((run) => (hasSpacedCapitals(run.text) ? { ...run, text: joinSpacedCapitals(run.text, spacedWords) } : run));
  const iconFonts = findIconFonts(pageRuns.flatMap((page) => page.runs));
  if (iconFonts.size > 0) for (const page of pageRuns) page.runs = dropIconGlyphs(page.runs, iconFonts);
  // Small capitals printed without a Unicode mapping are read back with one shift per font, found over the whole document.
  const shifts = words ? findSmallCapShifts(pageRuns.flatMap((page) => page.runs), words) : new Map<string, number>();
  const decodedPages = pageRuns.map((page) => ({
    ...page,
    runs: page.runs.map((run) => (shifts.has(run.font) ? { ...run, text: decodeSmallCaps(run.text, shifts.get(run.font)!) } : run)),
  }));
  const ligatures = words ? findLigatureGlyphs(decodedPages.flatMap((page) => page.runs.map((run) => run.text)), words) : new Map<string, string>();
  const pageLines: PlacedLine[][] = [];
  let lastBlock: PlacedLine[] | undefined;
  for (const { runs, bottom, top } of decodedPages) {
    const decoded = runs.map((run) => (ligatures.size ? { ...run, text: readLigatureGlyphs(run.text, ligatures) } : run));
    const glued = glueTouchingRuns(decoded).map((run) => (words ? { ...run, text: repairLigatures(run.text, words) } : run));
    const blocks = putContinuedColumnFirst(
      splitColumns(stackMarginHeadings(glued))
        .flatMap(splitInnerColumns)
        .map((block) => joinRuns(block)),
      lastBlock,
    );
    lastBlock = blocks.at(-1);
    const placed = blocks.flat();
    const band = (top - bottom) * MARGIN_BAND;
    pageLines.push(placed.map((line) => ({ ...line, margin: line.y > top - band ? 'top' : line.y < bottom + band ? 'bottom' : undefined })));
  }
  const pages = document.numPages;
  await document.destroy();
  const lines = dropRunningLines(pageLines).filter((line) => !isChartAxis(line.text)).map((line): ResumeLine => ({
    // The accent is a run of its own set over its letter: only the joined line has both.
    text: composeSpacingAccents(readSoftHyphens(line.text)),
    ...(line.bullet ? { bullet: true } : {}),
    ...(line.heading ? { heading: true } : {}),
    size: line.size,
    x: line.x,
    fullWidth: line.fullWidth,
    ...(line.cellX ? { cellX: line.cellX } : {}),
    ...(line.runningContact ? { runningContact: true } : {}),
  }));
  return { lines, pages, links };
}

type TextItem = { str: string; transform: number[]; width: number; height: number; fontName: string };

/**
 * A ligature glyph mapped to a private-use character ("So", "\uE039", "ware" for "Software" in Linux Libertine printed by
 * Chrome; it was dropped with the icon glyphs) is marked unmapped ("\0") so repairLigatures reads it: set in the text's
 * own font after a letter (inside a word or at its end), touching what is on both sides, one as wide as two letters. An icon's glyph is in a font
 * of its own, and stays.
 */
export function markLigatureGlyphs<T extends { str: string; transform: number[]; width: number; fontName: string }>(items: T[]): T[] {
  return items.map((item, index) => {
    const [before, after] = [items[index - 1], items[index + 1]];
    if (!/^\p{Co}$/u.test(item.str) || !before || !after) return item;
    const size = Math.abs(item.transform[3]!) || 10;
    const touches = (a: T, b: T) => Math.abs(a.transform[4]! + a.width - b.transform[4]!) <= 0.5 && Math.abs(a.transform[5]! - b.transform[5]!) <= 0.5;
    // At a word's end too ("Microso\uE039 Certified"), never at its start, where no ligature is tried.
    const inWord = /\p{L}$/u.test(before.str) && /^(?:\p{L}|[\s,.;:)])/u.test(after.str) && before.fontName === item.fontName && after.fontName === item.fontName;
    return inWord && item.width >= size * 0.4 && touches(before, item) && touches(item, after) ? { ...item, str: '\0' } : item;
  });
}

/**
 * A page's columns are read left to right, but a column that opens with no heading goes on with the section the
 * same column ended the last page with ("Senior Devops / SRE ⇥ 2018 - 2021" atop page 2's main column, right of a
 * sidebar that opens "LANGUES", latexcv sidebarleft): it is read first, before the sidebar's new sections take over.
 * Only a later column set at the left edge of the last page's last one moves, and only when the page's first
 * column opens with a heading.
 */
export function putContinuedColumnFirst<T extends { x?: number; text: string }>(blocks: T[][], lastBlock: T[] | undefined): T[][] {
  if (!lastBlock || blocks.length < 2) return blocks;
  const edge = (block: T[]) => Math.min(...block.map((line) => line.x ?? Infinity));
  const opensWithHeading = (block: T[]) => block[0] !== undefined && findSectionKey({ text: block[0].text }) !== undefined;
  const at = blocks.findIndex((block, index) => index > 0 && Math.abs(edge(block) - edge(lastBlock)) <= 2);
  if (at < 0 || opensWithHeading(blocks[at]!) || !opensWithHeading(blocks[0]!)) return blocks;
  return [blocks[at]!, ...blocks.filter((_, index) => index !== at)];
}

/**
 * Text set at a slant (a timeline's employer names at 45°, Deedy variants) labels a chart; read
 * level, its letters would join the lines beside it as bogus titles. Such runs are dropped, but only
 * while most of the page's text stands upright: a page whose whole text layer is turned (a scan's
 * OCR, a page drawn rotated) is still read.
 */
export function keepUprightItems<T extends { transform: number[] }>(items: T[]): T[] {
  const slanted = (item: T) => {
    const [a = 0, b = 0, c = 0, d = 0] = item.transform;
    return Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05;
  };
  const upright = items.filter((item) => !slanted(item));
  return upright.length >= items.length * 0.8 ? upright : items;
}

/**
 * A chart's axis ("2006 ⇥ 2008 ⇥ 2010 ⇥ … ⇥ 2020" under a timeline): four bare years or more, each in
 * its own cell, rising by one step. No entry gives its dates so; read as dates it opened a bogus item.
 */
export function isChartAxis(text: string): boolean {
  const cells = text.trim().split(/\t+/);
  if (cells.length < 4 || !cells.every((cell) => /^(?:19|20)\d\d$/.test(cell.trim()))) return false;
  const years = cells.map(Number);
  const step = years[1]! - years[0]!;
  return step > 0 && years.every((year, index) => index === 0 || year - years[index - 1]! === step);
}

const ICON_CHARACTER = '\uE000';
/** Bullet, dash and separator marks: a font that prints only these is a symbol font whose marks mean something. */
const MARK_GLYPH = /^(?:[•●▪■◦‣∙·*○◆◇►▸▹➤➢❖|/,;:.()[\]~→⟶]|\p{Pd})$/u;

/**
 * An icon font (AltaCV's and Awesome-CV's FontAwesome) often has no Unicode mapping, so its glyphs come
 * out as stray letters ("é Python", "C Bash", "£ Dart"). Such a font prints nothing but lone glyphs: no
 * run of it holds two characters. Bullet and separator marks are not counted as icons.
 */
export function findIconFonts(runs: { text: string; font?: string }[]): Set<string> {
  const lone = new Map<string, boolean>();
  for (const run of runs) {
    const text = run.text.trim();
    if (!run.font || text === '') continue;
    const single = [...text].length === 1 && !MARK_GLYPH.test(text);
    lone.set(run.font, (lone.get(run.font) ?? true) && single);
  }
  return new Set([...lone].filter(([, only]) => only).map(([font]) => font));
}

/**
 * Reads an icon glyph set before a word in another font as the private-use character an icon font's
 * glyph is when it has a mapping: what follows reads for the icon as it does for any icon (a contact
 * row's parts, a keyword with its icon dropped), and the letter is no part of the word. A glyph glued to
 * the letters before it is a letter of that word ("Bo" "ğ" "aziçi", a fallback font), not an icon.
 */
export function dropIconGlyphs<T extends { text: string; x: number; y: number; width: number; size: number; font?: string }>(runs: T[], iconFonts: Set<string>): T[] {
  const words = runs.filter((run) => run.text.trim() !== '' && !(run.font && iconFonts.has(run.font)));
  const level = (word: T, run: T) => Math.abs(word.y - run.y) <= run.size * 0.3;
  return runs.map((run) => {
    if (!run.font || !iconFonts.has(run.font) || run.text.trim() === '') return run;
    const end = run.x + run.width;
    const gluedLeft = words.some((word) => level(word, run) && Math.abs(word.x + word.width - run.x) <= run.size * 0.05);
    const beforeWord = words.some((word) => level(word, run) && word.x - end >= run.size * 0.1 && word.x - end <= run.size * 0.8);
    return beforeWord && !gluedLeft ? { ...run, text: ICON_CHARACTER } : run;
  });
}

/**
 * A printer may cut one word into several runs ("Pro", an unmapped ligature glyph, "les"): runs on one
 * baseline that touch are one run, so a heading is seen whole by the column and section checks.
 */
export function glueTouchingRuns<T extends Run>(runs: T[]): T[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const glued: T[] = [];
  for (const run of sorted) {
    const last = glued.at(-1);
    const gap = last ? run.x - (last.x + last.width) : Infinity;
    if (last && Math.abs(last.y - run.y) <= 0.5 && gap >= -0.5 && gap <= Math.min(last.size, run.size) * 0.05) {
      // "Tim" in a thin font touching "Visée" in a bold one (Friggeri's name): the change of font at a capital parts two words.
      const fontWords = 'font' in last && 'font' in run && last.font !== run.font && Math.min(last.size, run.size) >= 18 && /\p{Ll}$/u.test(last.text) && /^\p{Lu}\p{Ll}/u.test(run.text);
      glued[glued.length - 1] = { ...last, text: last.text + (fontWords ? ' ' : '') + run.text, width: run.x + run.width - last.x, size: Math.max(last.size, run.size) };
    } else glued.push(run);
  }
  return glued;
}

/** The share of the page's height at its top and at its bottom where running headers and footers sit. */
const MARGIN_BAND = 0.1;
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$/i;

type PlacedLine = ResumeLine & { y: number; margin?: 'top' | 'bottom' };

/**
 * Running headers and footers ("February 10, 2026 · Jane Roe · Résumé 2", "Jane Roe – 1/2") repeat on
 * every page and would land inside whatever section the page break cut, as a bogus item. A line in the
 * top or bottom tenth of a page is dropped when the same words (numbers aside) stand in that band on
 * another page too, or when it is nothing but a page number. The first page's top band is the name
 * and contacts, which a later page's running header may repeat: it keeps all but a page number.
 */
export function dropRunningLines(pages: PlacedLine[][]): PlacedLine[] {
  const shape = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  const pagesByShape = new Map<string, Set<number>>();
  pages.forEach((lines, page) => {
    for (const line of lines) if (line.margin) pagesByShape.set(shape(line.text), (pagesByShape.get(shape(line.text)) ?? new Set()).add(page));
  });
  // A contacts line repeated on two pages or more is a running footer however tall it is: moderncv's
  // casual style stacks four lines, the top one above the bottom tenth.
  const contactPages = new Map<string, Set<number>>();
  pages.forEach((lines, page) => {
    for (const line of lines) if (RUNNING_CONTACT.test(line.text)) contactPages.set(shape(line.text), (contactPages.get(shape(line.text)) ?? new Set()).add(page));
  });
  const repeatedContact = (line: PlacedLine) => RUNNING_CONTACT.test(line.text) && (contactPages.get(shape(line.text))?.size ?? 0) >= 2 && (line.margin !== 'top' || pages.length > 1);
  const kept = new Set<string>();
  return pages.flatMap((lines, page) =>
    lines.flatMap((line): PlacedLine[] => {
      if (!line.margin && !repeatedContact(line)) return [line];
      if (PAGE_NUMBER.test(line.text.trim())) return [];
      if (line.margin && ((page === 0 && line.margin === 'top') || (pagesByShape.get(shape(line.text))?.size ?? 0) < 2) && !repeatedContact(line)) return [line];
      // A footer of contacts on every page (moderncv's casual style) is the only place they are given:
      // its first copy is kept, marked for the header.
      if (!RUNNING_CONTACT.test(line.text) || kept.has(shape(line.text))) return [];
      kept.add(shape(line.text));
      return [{ ...line, runningContact: true }];
    }),
  );
}

/** An e-mail address or a phone number in a line: nine digits or more, so "2016 - 2018" is not one. */
const RUNNING_CONTACT = { test: (text: string) => /[\w.+-]+@[\w-]+\.[\w.-]+/.test(text) || (text.match(/\+?\(?\d[\d\s().-]{6,}\d/g) ?? []).some((run) => run.replace(/\D/g, '').length >= 9) };

/**
 * Some TeX engines (LuaTeX in Awesome-CV) write every hyphen and dash as a soft hyphen (U+00AD), and
 * any may leave one where it broke a word at a line's end. The pdf.js in unpdf drops them as it reads
 * (parse-dates.ts reads the range it leaves behind), but another reader may keep them: inside a line
 * one is the dash the reader sees; at the end of a line it is a hyphenation point, which the
 * wrapped-line join removes (group-entries.ts).
 */
export function readSoftHyphens(text: string): string {
  // Word's PDFs (Quartz) give one hyphen as "--‐" ("(909) 555--‐5555", "on--‐campus"): between two
  // letters or digits, a run of hyphens is the one hyphen the reader sees.
  return text.replace(/\u00AD(?!$)/g, '-').replace(/(?<=[\p{L}\p{N}])[-\u2010\u2011]{2,}(?=[\p{L}\p{N}])/gu, '-');
}

/**
 * A sidebar whose lines are centred or set right (latexcv's sidebar) shares no left edge, but nothing
 * crosses the white corridor before it. Scanning the middle of the page for an x no run crosses, with
 * five runs or more either side and a section heading right of it, gives where such a column starts
 * (its leftmost run). Tried after the shared left edges, under the same checks.
 */
function findCorridors<T extends { x: number; y: number; width: number; text: string }>(runs: T[]): number[] {
  const left = Math.min(...runs.map((run) => run.x));
  const right = Math.max(...runs.map((run) => run.x + run.width));
  const starts: number[] = [];
  for (let x = left + (right - left) * 0.3; x <= left + (right - left) * 0.85; x += 2) {
    const after = runs.filter((run) => run.x >= x);
    // A column has its own section headings; dates and places set right beside the entries have none.
    const columnTop = findColumnTop(after);
    if (columnTop === undefined) continue;
    // Lines above the column's first heading (a centred name, a contacts line) may span the page.
    if (runs.some((run) => run.x < x && run.x + run.width > x && run.y <= columnTop)) continue;
    const inColumn = after.filter((run) => run.y <= columnTop);
    const beside = runs.filter((run) => run.x < x && run.y <= columnTop);
    if (inColumn.length < 5 || beside.length < 5) continue;
    const start = Math.round(Math.min(...inColumn.map((run) => run.x)));
    if (!starts.includes(start)) starts.push(start);
  }
  return starts;
}

/** The baseline of the highest section heading among `runs` (plus a point, to keep its row), if any. */
function findColumnTop<T extends { y: number; text: string }>(runs: T[]): number | undefined {
  const headings = runs.filter((run) => findSectionKey({ text: run.text.trim() }) !== undefined);
  return headings.length ? Math.max(...headings.map((run) => run.y)) + 1 : undefined;
}

function isMarginRun(text: string, heading = false): boolean {
  const trimmed = text.trim();
  if (heading) return true;
  return DATE_LIKE.test(trimmed) || isOpenEnd(trimmed) || /^[\p{L}][\p{L} ]{0,20}:$/u.test(trimmed) || findSectionKey({ text: trimmed }) !== undefined;
}

/** The texts of runs on one baseline, left to right, joined as a word's pieces when they touch. */
function joinBaselines<T extends { x: number; y: number; width: number; size: number; text: string }>(runs: T[]): string[] {
  const rows: T[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= 0.5) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => row.reduce((text, run, index) => (index === 0 ? run.text : text + (run.x - (row[index - 1]!.x + row[index - 1]!.width) > run.size * 0.15 ? ' ' : '') + run.text), '').trim());
}

const DATE_LIKE = /^(?:\p{L}{3,9}\.?\s+)?(?:1[89]|20)\d\d\b|^(?:present|current|now)$/iu;

/**
 * A two-column page (Deedy, many Word and Canva templates): a left column (education, skills) beside a
 * right one (experience) would otherwise be read across, one line of each side joined by a tab, and
 * no job survives. The page is two columns when some x is the left edge of at least three runs, no run
 * crosses the gap before it anywhere between the right column's first and last line, and both sides
 * have at least three runs there. A left margin of dates beside the entries (moderncv) is not a
 * column, and neither is a right margin of dates: when most runs on either side are dates, the page
 * stays one column so each date keeps its line.
 * Returned in reading order: what is above the columns (the name and contacts), the left column, the
 * right column, then what is below them.
 */
export function splitColumns<T extends { x: number; y: number; width: number; size: number; text: string }>(runs: T[]): T[][] {
  const starts = new Map<number, number>();
  for (const run of runs) starts.set(Math.round(run.x), (starts.get(Math.round(run.x)) ?? 0) + 1);
  const lefts = Math.min(...runs.map((run) => run.x));
  const candidates = [...starts.entries()].filter(([x, count]) => count >= 3 && x > lefts + 40).map(([x]) => x).sort((a, b) => a - b);
  for (const candidate of [...candidates, ...findCorridors(runs)]) {
    const gutter = snapGutter(runs, candidate);
    let right = runs.filter((run) => run.x >= gutter - 2);
    if (right.length < 3) continue;
    let top = Math.max(...right.map((run) => run.y));
    // A header set across the page (a centred name, a contacts line) sits above both columns: they
    // start at the right column's first heading when something above it crosses the gap.
    const columnTop = findColumnTop(right);
    if (columnTop !== undefined && runs.some((run) => run.x < gutter - 2 && run.x + run.width > gutter - 4 && run.y > columnTop)) {
      top = columnTop;
      right = right.filter((run) => run.y <= top + 1);
      if (right.length < 3) continue;
    } else if (columnTop === undefined) {
      // With no heading known in the right column (ALECS's "Section with a color"), a header crossing the gap still ends
      // where the left column's first line starts, when nothing lower crosses it.
      const crosses = (run: T) => run.x < gutter - 2 && run.x + run.width > gutter - 4;
      const leftLines = runs.filter((run) => run.x < gutter - 2 && !crosses(run));
      const leftTop = leftLines.length ? Math.max(...leftLines.map((run) => run.y)) : undefined;
      const crossing = runs.filter(crosses);
      if (leftTop !== undefined && crossing.length > 0 && crossing.every((run) => run.y > leftTop + 1)) {
        top = leftTop;
        right = right.filter((run) => run.y <= top + 1);
        if (right.length < 3) continue;
      }
    }
    // A footer set across the page under both columns (a references list whose e-mail cells stand right of the gap)
    // ends them, as a header starts them.
    const footerCells = findFooterCells(runs, right, gutter, top);
    if (footerCells.length > 0) right = right.filter((run) => !footerCells.includes(run));
    const bottom = Math.min(...right.map((run) => run.y));
    const inBand = (run: T) => run.y <= top + 1 && run.y >= bottom - 1;
    const left = runs.filter((run) => run.x < gutter - 2 && inBand(run));
    // Nothing in the band may cross the gap: every left run ends before the right column starts.
    if (left.some((run) => run.x + run.width > gutter - 4) || left.length < 3) continue;
    // A margin of dates, "Label:" captions and section headings (moderncv, latexcv's modern) is not a column either.
    if (left.filter((run) => isMarginRun(run.text, 'heading' in run && run.heading === true)).length >= left.length * 0.6) continue;
    // So is one whose headings are set in small capitals of two sizes ("P" "ROFILE") and whose dates follow an icon
    // glyph ("\u0011" "2017/03–present", simplecv): read line by line, its runs on one baseline joined.
    const marginLines = joinBaselines(left);
    if (marginLines.length >= 3 && marginLines.filter((line) => isMarginRun(line.replace(/^[\p{Cc}\p{Co}\s]+/u, ''))).length >= marginLines.length * 0.6) continue;
    // Nor are labels set right against their values, one row each ("Back-End  Gin, Flask"): a column's
    // lines end ragged, or well before the next column.
    const labelEdge = left.filter((run) => left.filter((other) => Math.abs(other.x + other.width - (run.x + run.width)) <= 1).length >= left.length * 0.8);
    if (labelEdge.length >= 3 && gutter - (labelEdge[0]!.x + labelEdge[0]!.width) <= labelEdge[0]!.size * 1.2) continue;
    // Nor is a right margin of dates, each set level with its entry's title (latexcv's classic).
    if (right.filter((run) => DATE_LIKE.test(run.text.trim())).length >= right.length * 0.6) continue;
    // Nor is a right margin of places over dates ("Zürich, Switzerland" over "1896 - 1900", Awesome-CV in Typst), each
    // short cell set level with a line of its entry or right under such a cell: a column of its own keeps baselines
    // of its own somewhere.
    const cells = right.filter((run) => run.text.trim() !== '');
    const level = (run: T) => left.some((other) => other.text.trim() !== '' && Math.abs(other.y - run.y) <= 0.5);
    // A date under its place may fall below the entry's last line; a page number stands alone.
    const placed = (run: T) => level(run) || /^\d{1,3}$/.test(run.text.trim()) || cells.some((other) => level(other) && other.y - run.y > 0 && other.y - run.y <= run.size * 2);
    const levelCells = cells.every(placed) && cells.filter(level).length >= cells.length * 0.6;
    if (levelCells && cells.every((run) => run.text.trim().split(/\s+/).length <= 4) && cells.filter((run) => DATE_LIKE.test(run.text.trim())).length >= cells.length * 0.4) continue;
    // A header set in the right column beside a photo (Reactive Resume's ditto): the lines above the
    // right column's first heading and above all of the left column's text are the page's header when
    // they hold the name (the page's largest text); a summary set there (gengar) is not.
    const rightHeadingTop = findColumnTop(right);
    const leftTop = Math.max(...left.map((run) => run.y));
    const largest = Math.max(...runs.map((run) => run.size));
    let besidePhoto = rightHeadingTop === undefined ? [] : right.filter((run) => run.y > Math.max(leftTop + 1, rightHeadingTop));
    if (!besidePhoto.some((run) => run.size >= largest - 0.5)) besidePhoto = [];
    if (besidePhoto.length > 0) right = right.filter((run) => !besidePhoto.includes(run));
    const above = [...runs.filter((run) => run.y > top + 1), ...besidePhoto];
    const below = runs.filter((run) => run.x < gutter - 2 && run.y < bottom - 1);
    // The left column goes on below the right one's last line when its runs keep to the column.
    const leftTail = below.filter((run) => run.x + run.width <= gutter - 4);
    const footer = [...below.filter((run) => run.x + run.width > gutter - 4), ...footerCells];
    const lowestLeftTail = Math.min(...leftTail.map((run) => run.y));
    const after = footer.filter((run) => run.y < lowestLeftTail);
    const tailOfLeft = [...leftTail, ...footer.filter((run) => run.y >= lowestLeftTail)];
    const footerHeading = findFooterHeading([...left, ...tailOfLeft], after);
    const leftColumn = [...left, ...tailOfLeft].filter((run) => !footerHeading.includes(run));
    return [above, leftColumn, right, [...footerHeading, ...after]].filter((block) => block.length);
  }
  return [runs];
}

/**
 * The right-hand cells of a footer set across the page below both columns ("Prof. … London | shamve@rhul.ac.uk",
 * a CV's references): the lines under the highest line that crosses the gap, when every run right of the gap down
 * there is level with such a line, as is everything else down there, a section heading is the last line above it
 * and the right column keeps three runs above it. Empty when there is no such footer, so a line crossing the gap
 * between a column's lines, or a page's own footer, still keeps the page one column.
 */
function findFooterCells<T extends { x: number; y: number; width: number; text: string }>(runs: T[], right: T[], gutter: number, top: number): T[] {
  const crossing = runs.filter((run) => run.x < gutter - 2 && run.x + run.width > gutter - 4 && run.y <= top + 1);
  if (crossing.length === 0) return [];
  const cut = Math.max(...crossing.map((run) => run.y));
  const cells = right.filter((run) => run.y <= cut + 1);
  if (right.length - cells.length < 3) return [];
  // Everything down there is on the footer's lines: a row of a table set across the page above more rows is no footer.
  const onFooterLine = (run: T) => crossing.some((line) => Math.abs(line.y - run.y) <= 1);
  if (!runs.filter((run) => run.y <= cut + 1).every(onFooterLine)) return [];
  // A section set across the page opens with its heading, the last line above it; a page's own footer (a site and
  // "Page 2 / 2", Europass) has none and keeps the page as it was.
  const aboveCut = runs.filter((run) => run.y > cut + 1 && run.y <= top + 1);
  if (aboveCut.length === 0) return [];
  const lowest = Math.min(...aboveCut.map((run) => run.y));
  const heading = aboveCut.filter((run) => Math.abs(run.y - lowest) <= 1);
  return findSectionKey({ text: heading.map((run) => run.text).join(' ').trim() }) !== undefined ? cells : [];
}

/** A section heading left as the left column's last line, above a footer set across the page, heads that footer. */
function findFooterHeading<T extends { y: number; text: string }>(column: T[], footer: T[]): T[] {
  if (column.length === 0 || footer.length === 0) return [];
  const lowest = Math.min(...column.map((run) => run.y));
  const line = column.filter((run) => Math.abs(run.y - lowest) <= 1);
  const text = line.map((run) => run.text).join(' ').trim();
  return findSectionKey({ text }) !== undefined && footer.every((run) => run.y < lowest - 1) ? line : [];
}

/**
 * A column may part again below a heading (a teacher's Deedy variant sets "WORKSHOPS" beside "EDUCATION" inside
 * the main column). Split once more only where both sides have section headings of their own: a column of
 * rating dots beside the language names has none and stays on its names' lines.
 */
export function splitInnerColumns<T extends { x: number; y: number; width: number; size: number; text: string }>(block: T[]): T[][] {
  const parts = splitColumns(block);
  if (parts.length < 2) return [block];
  const left = (part: T[]) => Math.min(...part.map((run) => run.x));
  const right = parts.reduce((best, part) => (left(part) > left(best) ? part : best));
  const headed = parts.filter((part) => findColumnTop(part) !== undefined);
  return headed.length >= 2 && headed.includes(right) ? parts : [block];
}

/**
 * A column's lines may start a point or two left of its headings (Twenty Seconds CV sets a paragraph at
 * 206.9 under a heading at 208.7): the column starts at the leftmost run that begins within a quarter
 * of a line's height left of the shared edge, so that line is not taken for one crossing the gap.
 */
function snapGutter<T extends { x: number; size: number }>(runs: T[], gutter: number): number {
  const near = runs.filter((run) => run.x < gutter - 2 && run.x >= gutter - Math.min(4, run.size * 0.25));
  return near.length ? Math.floor(Math.min(...near.map((run) => run.x))) : gutter;
}

/**
 * Section headings set in a left margin beside their first line (Reactive Resume's bronzor and
 * nosepass, many Word templates) share that line's baseline: the heading is its own line, or the
 * section's first entry would start with "Experience". Only where the page has such a margin: at
 * least three headings start at one x, or end at one x when set right, and nothing with letters but
 * headings and dates stands there (a two-column page's left column holds more than its headings). Returns the
 * margin's right edge.
 */
export function findHeadingMargin(runs: Run[]): number | undefined {
  const isHeading = (run: Run) => run.heading === true || findSectionKey({ text: run.text.trim() }) !== undefined;
  const headings = runs.filter(isHeading);
  const edges: [(run: Run) => number, number][] = [];
  for (const heading of headings) {
    edges.push([(run) => run.x, heading.x], [(run) => run.x + run.width, heading.x + heading.width]);
  }
  const sizes = runs.map((run) => run.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const [edgeOf, at] of edges) {
    const aligned = headings.filter((run) => Math.abs(edgeOf(run) - at) <= 2);
    if (aligned.length < 3) continue;
    const right = Math.max(...aligned.map((run) => run.x + run.width));
    // Dates may share the margin (nosepass sets each entry's dates there too).
    const there = runs.filter((run) => Math.abs(edgeOf(run) - at) <= 2 && /\p{L}/u.test(run.text));
    // A caption set in the headings' own size and place ("Technical" between "Skills" and "Experience",
    // markdown-resume's modern theme) is a heading of the margin too, though no section key knows it,
    // when that size stands out from the body's text.
    const headingSizes = aligned.map((run) => run.size);
    const standsOut = Math.min(...headingSizes) > bodySize + 1;
    const inHeadingSize = (run: Run) => standsOut && headingSizes.every((size) => Math.abs(size - run.size) <= 0.1) && run.text.trim().split(/\s+/).length <= 3;
    if (there.every((run) => isMarginRun(run.text, run.heading) || inHeadingSize(run))) return right;
  }
  return undefined;
}

function splitMarginHeading(row: Run[], marginRight: number | undefined): Run[][] {
  row.sort((a, b) => a.x - b.x);
  const [first, second] = row;
  if (marginRight === undefined || !first || !second || first.x + first.width > marginRight + 2) return [row];
  // Past the margin's edge the next run is the body's, however narrow the gap ("Personal Information John Doe").
  if (second.x < marginRight || second.x - (first.x + first.width) <= second.size * 0.5) return [row];
  if (!first.heading && findSectionKey({ text: first.text.trim() }) === undefined) return [row];
  return [[first], row.slice(1)];
}

/**
 * Where two rows or more start a cell after a wide gap: the left edge of a column of values. Labels set
 * right against their values (bamboovir's skills: "Program Language  Golang, …" over "Back-End  Gin, …")
 * leave a narrower gap, but three rows or more then share both the label's right edge and the value's
 * left edge, which words of running text do not.
 */
function findCellColumns(rows: Run[][]): number[] {
  const starts: number[] = [];
  const setRight: { end: number; x: number }[] = [];
  for (const row of rows) {
    const sorted = [...row].sort((a, b) => a.x - b.x);
    for (let index = 1; index < sorted.length; index += 1) {
      const before = sorted[index - 1]!;
      const run = sorted[index]!;
      const gap = run.x - (before.x + before.width);
      if (gap > run.size * 1.2) starts.push(run.x);
      else if (gap > run.size * 0.45 && index === 1) setRight.push({ end: before.x + before.width, x: run.x });
    }
  }
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  for (const cell of setRight) {
    if (setRight.filter((other) => near(other.end, cell.end) && near(other.x, cell.x)).length >= 3) starts.push(cell.x, cell.x);
  }
  return starts.filter((x, index) => starts.filter((other) => Math.abs(other - x) <= 1).length >= 2 && starts.findIndex((other) => Math.abs(other - x) <= 1) === index);
}

/**
 * "Ingeniero en automatización IA Vidext ⇥ Valencia, Dic 2025 – Actualidad": a role and its employer told apart
 * only by their fonts, on a title line whose dates are set right. The employer's run is a short capitalised name
 * right after the role's, and no punctuation joins them: the font change parts them, as a "·" would.
 */
function isFontParted(row: Run[]): boolean {
  const [first, second, ...rest] = row;
  if (!first || !second || rest.length === 0 || !first.font || !second.font || first.font === second.font) return false;
  const gap = second.x - (first.x + first.width);
  if (gap < -0.5 || gap > second.size * 1.2) return false;
  const role = first.text.trim();
  const name = second.text.trim();
  if (!/[\p{L}\p{N})]$/u.test(role) || !/^\p{Lu}[\p{L}\p{N}&.'-]*(?: \p{Lu}[\p{L}\p{N}&.'-]*){0,3}$/u.test(name) || role.split(/\s+/).length < 2) return false;
  const tail = rest.at(-1)!;
  return tail.x - (second.x + second.width) > second.size * 1.2 && findDates(rest.map((run) => run.text).join(' ')) !== undefined;
}

function joinRuns(runs: Run[]): PlacedLine[] {
  const rows: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(2, run.size * 0.4)) row.push(run);
    else rows.push([run]);
  }
  const rightEdge = Math.max(0, ...runs.map((run) => run.x + run.width));
  const margin = findHeadingMargin(runs);
  const split = liftMarginHeadings(rows.flatMap((row) => splitMarginHeading(row, margin)));
  const columnStarts = findCellColumns(split);
  return split.map((row) => {
    let text = '';
    let end = row[0]!.x;
    const cellX: number[] = [];
    for (const [index, run] of row.entries()) {
      const gap = run.x - end;
      // A short label in a font of its own before a list in another ("Most Experienced  Java, Python, C",
      // leonz's template): the label's cell, as a colon would make it.
      const first = row[0]!;
      const fontLabel = index === 1 && first.font !== undefined && run.font !== undefined && first.font !== run.font && gap > run.size * 0.15 && /^[\p{L}][\p{L} &/-]*$/u.test(first.text.trim()) && first.text.trim().split(/\s+/).length <= 3 && (run.text.match(/,/g) ?? []).length >= 2;
      if (index === 1 && isFontParted(row)) {
        text += ' · ';
        text += run.text;
        end = run.x + run.width;
        continue;
      }
      if (fontLabel) {
        text += '\t';
        cellX.push(run.x);
        text += run.text;
        end = run.x + run.width;
        continue;
      }
      // A word space is a quarter of the font size, a stretched one in justified text under one size; a
      // wider gap sets parts apart ("PhD ⇥ Princeton University" in RenderCV is 1.3 sizes). A narrower
      // one still does where the run starts on a column other rows' cells start at: a label set right
      // against its values ("DevOps AWS, Docker" under "Back-end ⇥ Koa, Express", Awesome-CV).
      if (text && (gap > run.size * 1.2 || (gap > run.size * 0.45 && (run.afterWideBlank === true || columnStarts.some((x) => Math.abs(x - run.x) <= 1))))) {
        text += '\t';
        cellX.push(run.x);
      }
      else if (text && gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
      text += run.text;
      end = run.x + run.width;
    }
    const size = Math.max(...row.map((run) => run.size));
    const heading = row.length === 1 && row[0]!.heading === true;
    return { ...markBullet({ text, size, x: row[0]!.x, fullWidth: end >= rightEdge - size * 4, ...(cellX.length ? { cellX } : {}), ...(heading ? { heading } : {}) }), y: row[0]!.y };
  });
}
