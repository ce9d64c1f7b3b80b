// What a Kahoot! creator view copies around each question (s32), read before the quiz is split. No imports: the page
// bundles this with split-quiz.ts.

/** "1 - Quiz", "2 – True or false", "3 - Type answer": the question's number and its kind, the question on the next line. */
const TYPE_HEADING = /^\s*(\d{1,3})\s*[-–—]\s*(?:quiz|true\s+or\s+false|type\s+answer|poll|puzzle|slider|open[-\s]ended|word\s+cloud|brainstorm)\s*$/i;
/** "Kahoot! · Walls and Rivers" and "5 questions": the kahoot's title and size above the first question. */
const KAHOOT_TITLE = /^\s*kahoot!?(?:\s*[·•|:\-–—].*)?$/i;
const QUESTION_COUNT = /^\s*\d{1,3}\s+questions?\s*$/i;
/** "20 sec", "1 min": the time limit under each question. */
const TIME_LIMIT = /^\s*\d{1,3}\s*(?:s|secs?|seconds?|mins?|minutes?)\s*$/i;
/** The answer shapes (triangle, diamond, circle, square, as filled or outlined glyphs) before each option. */
const SHAPE_MARK = /^\s*[▲△◆◇♦●○⬤■□◼◻⬛]\s*(\S.*)$/u;

/**
 * Lines as the splitter should read them, when the copy has at least one "N - Quiz" heading: the heading joined to the
 * question under it as "N. …" (with a blank before), the title, question count and time limits dropped, and each
 * shape-marked option written as a bullet.
 */
export function readKahootCopy(lines: string[]): string[] {
  if (!lines.some((line) => TYPE_HEADING.test(line))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (KAHOOT_TITLE.test(line) || QUESTION_COUNT.test(line) || TIME_LIMIT.test(line)) continue;
    const heading = TYPE_HEADING.exec(line);
    const next = lines.findIndex((entry, k) => k > i && entry.trim() !== '');
    if (heading && next > i && !TYPE_HEADING.test(lines[next]!)) {
      if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
      out.push(`${heading[1]}. ${lines[next]!.trim()}`);
      i = next;
      continue;
    }
    const shape = SHAPE_MARK.exec(line);
    out.push(shape ? `- ${shape[1]}` : line);
  }
  return out;
}
