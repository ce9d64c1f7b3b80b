// What a Microsoft Forms copy holds around each question (s31), read before the quiz is split. No imports: the page
// bundles this with split-quiz.ts.

/** "(1 Point)", "(2 points)", "(0.5 pts)": the marks a question is worth, in brackets on their own line. */
const POINTS_IN_BRACKETS = /^\s*\(\s*(\d+(?:[.,]\d+)?\s*(?:points?|pts?|marks?))\s*\)\s*$/i;
/** The box under a text question, copied as its placeholder. */
const ANSWER_PLACEHOLDER = /^\s*(?:enter\s+your\s+answer|type\s+your\s+answer(?:\s+here)?|enter\s+your\s+response)\s*$/i;
/** The question's number alone on its line ("1.", "12)"), the question on the next. */
const NUMBER_ALONE = /^\s*(\d{1,3})\s*[.)]\s*$/;

/**
 * Lines as the splitter should read them: a number alone on its line joined to the question under it (with a blank
 * before, so the question opens its own block after options one per line), "(1 Point)" written as a points line
 * (read-platform-marks.ts drops it) and the "Enter your answer" placeholder dropped.
 */
export function readFormsCopy(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (ANSWER_PLACEHOLDER.test(line)) continue;
    const points = POINTS_IN_BRACKETS.exec(line);
    if (points) {
      out.push(points[1]!);
      continue;
    }
    const number = NUMBER_ALONE.exec(line);
    const next = lines[i + 1];
    if (number && next !== undefined && next.trim() !== '' && !NUMBER_ALONE.test(next) && !POINTS_IN_BRACKETS.test(next)) {
      if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
      out.push(`${number[1]}. ${next.trim()}`);
      i += 1;
      continue;
    }
    out.push(line);
  }
  return out;
}
