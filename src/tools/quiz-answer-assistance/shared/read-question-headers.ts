// "Question N (k points)" headings and the question-type line under them, as quiz platforms copy them (s31), read
// before the quiz is split. No imports: the page bundles this with split-quiz.ts.

/** "Question 3 (2 points)", "Question 3 - 1 pt", "Question 3 | 2 marks": a heading with the marks it is worth. */
const HEADING_WITH_POINTS = /^\s*(question\s+\d{1,3})\s*(?:\(\s*\d+(?:[.,]\d+)?\s*(?:points?|pts?|marks?)\s*\)|[-–—:|]\s*\d+(?:[.,]\d+)?\s*(?:points?|pts?|marks?)\.?)\s*$/i;
const HEADING = /^\s*question\s+\d{1,3}\s*[.):\-–—]?\s*$/i;
/** The kind of question a platform prints under its heading. */
const TYPE_LINE =
  /^\s*(?:multiple\s+choice|multiple\s+answers?|multiple\s+select|single\s+choice|checkboxes|true\s*\/\s*false|true\s+or\s+false|short\s+answer|long\s+answer|essay|fill\s+in\s+the\s+blanks?|matching|numerical(?:\s+answer)?)\s*$/i;

/** The heading kept as "Question N" (split-quiz.ts joins it to the question) and the type line under it dropped. */
export function readQuestionHeaders(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const heading = HEADING_WITH_POINTS.exec(line);
    if (heading) {
      out.push(heading[1]!);
      continue;
    }
    const previous = [...out].reverse().find((entry) => entry.trim() !== '');
    if (TYPE_LINE.test(line) && previous !== undefined && HEADING.test(previous)) continue;
    out.push(line);
  }
  return out;
}
