// A paper worksheet typed or scanned into text (s31), read before the quiz is split. No imports: the page bundles this
// with split-quiz.ts.

/** "Name: ______   Class: ____   Date: ____": the fields at the top of the sheet. */
const FIELDS_LINE = /^\s*(?:[A-Za-z][A-Za-z ]{0,19}:\s*_{2,}\s*)+$/;
/** "PART B: MULTIPLE CHOICE (circle one letter)", "Section 2 – Short answer": a part's heading, never a question. */
const PART_HEADING = /^\s*(?:part|section)\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4})\b\s*(?:[:.\-–—]\s*[^?]*)?$/i;
/** The heading of a true/false part ("write T or F on the line"). */
const TRUE_FALSE_PART = /\btrue\s+(?:or|\/)\s+false\b|\bT\s+or\s+F\b/i;
/** A line to write the answer on: underscores, or dots ("......"). */
const ANSWER_LINE = /^\s*(?:_{4,}|\.{6,}|…{3,})\s*$/;
/** "END OF TEST – check your answers…", "End of quiz": the sheet's last line, never part of a question. */
const END_MARK = /^\s*[*=\-–—]*\s*end\s+of\s+(?:the\s+)?(?:test|quiz|exam|examination|paper|assessment|worksheet|questions)\b(?![\w'’-])(?:\s*[*=]+\s*$|\s*[.!]?\s*$|\s*[–—\-:.!]\s*.*$)/i;
/** "9. _____ Bees have a sting." — the blank a student writes T or F in, before the statement (or before its number). */
const BLANK_BEFORE = /^\s*(?:(\d{1,3}\s*[.)])\s*_{3,}|_{3,}\s*(\d{1,3}\s*[.)]))\s*(\S.*)$/;
/** "Ms Eze – English 10 – Page 1 of 2", "Page 3": a printed page's footer or header, never part of a question. */
const PAGE_MARK = /^\s*(?:\S.*\s[–—\-|·•]\s+)?page\s+\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?\s*$/i;
/** A box a student ticks ("☐ True     ☐ False"): two or more on one line are as many options. */
const TICK_BOX = /[□☐▢◻❑☑☒]/gu;
/** "A 1714", "B Shimoda and Hakodate", "A - Yale University": an option with a bare capital letter. */
const BARE_LETTER_CELL = /^([A-H])\s+(?:[-–—]\s+)?(\S.*)$/;

/** "Total: ____ / 10", "Score: ___/20": the sheet's marks box, never part of a question. */
const TOTAL_LINE = /^\s*(?:total|score|marks?|mark)\s*:?\s*_{2,}\s*\/\s*\d{1,3}\s*$/i;
/**
 * "1. Multiple choice. Underline the correct answer.", "2. True or false? Circle T or F.", "3. Fill in the blank.": a
 * numbered section of the sheet, its items under it lettered "(a)", "(b)" or not at all. The kind of section, then at most
 * instructions (no question mark of their own).
 */
const NUMBERED_SECTION =
  /^\s*\d{1,2}\s*[.)]\s*(?:multiple[\s-]+choice|true\s+(?:or|\/)\s+false\s*\??|fill\s+in\s+the\s+(?:blanks?|gaps?)|short[\s-]+answers?(?:\s+questions)?|matching|vocabulary|complete\s+the\s+sentences?)\s*[.:!]?(?:\s+[^?]*)?$/i;
/** "(a) …": an item of a numbered section (only the bracketed form; "a) …" stays an option). */
const SECTION_ITEM = /^\s*\(([a-j])\)\s+(\S.*)$/i;
/** "T / F", "True / False" after a tab: the statement's answer choices. */
const TRUE_FALSE_CELL = /^\s*(?:t\s*\/\s*f|true\s*\/\s*false)\s*$/i;
/** "Louis Béroud / Vincenzo Peruggia / Alfredo Geri": options on one line, separated by slashes. */
const SLASH_OPTIONS = /^\s*[^/]{1,60}(?:\s+\/\s+[^/]{1,60}){1,7}\s*$/;

/**
 * Lines as the splitter should read them: the fields and part headings dropped, answer lines dropped, a statement
 * after a "_____" blank in a true/false part given its "(T/F)", and options with bare capital letters — several on a
 * line in columns ("A 1714     B 1724") or one per line in letter order — given the "A)" the splitter reads.
 */
export function readPaperWorksheet(lines: string[]): string[] {
  const out: string[] = [];
  let trueFalsePart = false;
  // The letter the next bare-letter option must have, while a run of them goes on.
  let nextLetter = 0;
  // Inside a numbered section ("1. Multiple choice…"): its "(a)" items are the questions, numbered here "Q1.", "Q2."… across the sheet.
  let inSection = false;
  let items = 0;
  let afterItem = false;
  // The first line under a section's heading: an item even without its "(a)" ("3. Fill in the blank." then the sentence).
  let afterHeading = false;
  for (const [i, line] of lines.entries()) {
    if (TOTAL_LINE.test(line)) {
      out.push('');
      continue;
    }
    if (NUMBERED_SECTION.test(line) && opensSectionItems(lines, i)) {
      inSection = true;
      trueFalsePart = TRUE_FALSE_PART.test(line);
      afterItem = false;
      afterHeading = true;
      out.push('');
      continue;
    }
    // "1. Multiple choice." over numbered questions ("   1) Which…?", "(a) iron"): the "(a)" lines are their options, not items.
    if (inSection && /^\s*\d{1,3}\s*[.)]\s*\S/.test(line)) inSection = false;
    if (inSection) {
      const item = SECTION_ITEM.exec(line) ?? (afterHeading && /^\s{2,}\S/.test(line) && !ANSWER_LINE.test(line) ? [line, '', line.trim()] : null);
      if (line.trim() !== '') afterHeading = false;
      if (item) {
        items += 1;
        out.push('', ...readSectionItem(item[2]!, items));
        afterItem = true;
        continue;
      }
      // "Louis Béroud / Vincenzo Peruggia / …" on the line under an item: its options.
      if (afterItem && SLASH_OPTIONS.test(line) && !TRUE_FALSE_CELL.test(line)) {
        out.push(...line.trim().split(/\s+\/\s+/).map((option, k) => `${String.fromCharCode(65 + k)}) ${option.trim()}`));
        afterItem = false;
        continue;
      }
      if (line.trim() !== '' && !ANSWER_LINE.test(line)) afterItem = false;
    }
    if (FIELDS_LINE.test(line) || ANSWER_LINE.test(line) || PAGE_MARK.test(line) || END_MARK.test(line)) {
      out.push('');
      nextLetter = 0;
      continue;
    }
    if (PART_HEADING.test(line)) {
      trueFalsePart = TRUE_FALSE_PART.test(line);
      out.push('');
      nextLetter = 0;
      continue;
    }
    const blank = BLANK_BEFORE.exec(line);
    if (blank && trueFalsePart) {
      out.push(`${(blank[1] ?? blank[2])!.replace(/\s+/g, '')} ${blank[3]!.replace(/\s+_{3,}\s*$/, '')} (T/F)`);
      continue;
    }
    if (blank?.[2]) {
      // "____ 1. Which city…?": the blank before the number is where the letter is written, outside a true/false part too.
      // A blank after the number ("4. _____ is the lightest metal.") is the gap the question asks to fill, and stays.
      out.push(`${blank[2].replace(/\s+/g, '')} ${blank[3]!}`);
      continue;
    }
    const boxes = splitTickBoxes(line);
    if (boxes.length > 1) {
      out.push(...boxes);
      continue;
    }
    const cells = readLetterCells(line, nextLetter, lines[i + 1]);
    if (cells) {
      out.push(cells.map((cell) => `${String.fromCharCode(65 + cell.letter)}) ${cell.text}`).join('   '));
      nextLetter = cells[cells.length - 1]!.letter + 1;
      continue;
    }
    if (line.trim() !== '') nextLetter = 0;
    // An answer line after a question on the same line: "Who led the revolt? ________" (or dotted).
    out.push(line.replace(/\s+(?:_{4,}|\.{6,}|…{3,})\s*$/, ''));
  }
  return out;
}

/** Whether the next line with text under a numbered section's heading is an item of it: "(a) …" or an indented line. */
function opensSectionItems(lines: string[], at: number): boolean {
  const next = lines.slice(at + 1).find((line) => line.trim() !== '');
  return next !== undefined && (SECTION_ITEM.test(next) || /^\s{2,}\S/.test(next));
}

/**
 * "In which year…?⇥1503⇥1911" → "Q1. In which year…?" and one "A) 1503" line per option; "Statement.⇥T / F" →
 * "Q2. Statement. (T/F)"; an item without tabs → "Q3. …".
 */
function readSectionItem(text: string, number: number): string[] {
  const cells = text.split(/\t+|\s{3,}/).map((cell) => cell.trim()).filter((cell) => cell !== '');
  const stem = cells[0] ?? text.trim();
  const rest = cells.slice(1);
  if (rest.length === 1 && TRUE_FALSE_CELL.test(rest[0]!)) return [`Q${number}. ${stem} (T/F)`];
  if (rest.length >= 2) return [`Q${number}. ${stem}`, ...rest.map((cell, k) => `${String.fromCharCode(65 + k)}) ${cell}`)];
  return [`Q${number}. ${text.trim()}`];
}

/** "☐ True     ☐ False" → ["☐ True", "☐ False"]; a line with one box or none comes back whole. */
function splitTickBoxes(line: string): string[] {
  const at = [...line.matchAll(TICK_BOX)].map((match) => match.index ?? 0);
  if (at.length < 2 || line.slice(0, at[0]).trim() !== '') return [line];
  const cells = at.map((start, i) => line.slice(start, at[i + 1]).trim());
  return cells.every((cell) => cell.length > 1) ? cells : [line];
}

/**
 * "A 1714     B 1724" (cells two or more spaces apart, letters in order from the one expected) or a lone "A Qumran"
 * when the next line goes on with "B …": the options of a worksheet question.
 */
function readLetterCells(line: string, expected: number, next: string | undefined): Array<{ letter: number; text: string }> | null {
  const cells = line.trim().split(/\s{2,}/).map((cell) => BARE_LETTER_CELL.exec(cell));
  if (cells.some((cell) => cell === null)) return null;
  const read = cells.map((cell) => ({ letter: cell![1]!.charCodeAt(0) - 65, text: cell![2]!.trim() }));
  if (read.some((cell, i) => cell.letter !== expected + i)) return null;
  if (read.length >= 2) return read;
  // One cell on the line: only inside a run, or when the next line goes on with the next letter.
  if (expected > 0) return read;
  const following = next?.trim().split(/\s{2,}/)[0];
  const after = following ? BARE_LETTER_CELL.exec(following) : null;
  return after && after[1]!.charCodeAt(0) - 65 === expected + 1 ? read : null;
}
