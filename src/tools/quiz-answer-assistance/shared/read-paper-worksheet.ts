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
  for (const [i, line] of lines.entries()) {
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
