// What quiz platforms copy along with each question, read before the quiz is split (s30). No imports: the page
// bundles this with split-quiz.ts.

/** Google Forms' note above the first question; the form's title and description stand above it. */
const REQUIRED_NOTE = /^\s*\*\s*(?:indicates\s+)?required(?:\s+(?:question|field)s?)?\s*$/i;
/**
 * "1 point", "2 points", "1 pts", "0.5 pts": the marks a question is worth, on their own line; Blackboard puts its
 * "Save Answer" button on that line ("1 points   Save Answer").
 */
const POINTS_LINE = /^\s*\d+(?:[.,]\d+)?\s*(?:points?|pts?)\.?(?:\s+save\s+answer)?\s*$/i;
/** Google Forms' required mark after the question ("Which physician…? *"). */
const REQUIRED_MARK = /\s+\*\s*$/;

/** Google Forms' write-in choice under a question's options: a box to type into, not an option. */
const OTHER_WRITE_IN = /^\s*other\s*:\s*$/i;
/** Google Forms' footer under the last question: its links and notices, never part of the question above. */
const FORMS_FOOTER =
  /^\s*(?:clear\s+form|never\s+submit\s+passwords\s+through\s+google\s+forms\.?|this\s+(?:form|content)\s+(?:was\s+created\s+(?:inside\s+of|by)|is\s+neither\s+created\s+nor\s+endorsed\s+by)\b.*|report\s+abuse|google\s+forms|terms\s+of\s+service(?:\s*[-–—·]\s*privacy\s+policy)?|privacy\s+policy)\s*$/i;
/** The box under a form's question, copied as its placeholder (split-quiz.ts drops it too, as platform chrome). */
/** A bracketed marks note at the end of a line: "(1 mark)", "(2 marks)", "[3 pts]", "(2 points)". */
const MARKS_TRAILER = /\s*[([]\s*\d+(?:[.,]\d+)?\s*(?:marks?|points?|pts?)\s*[)\]]\s*$/i;
const YOUR_ANSWER = /^\s*your\s+answer\s*$/i;
/** "Name *", "Email address *", "Class *": a short label without a question, marked required, over a "Your answer" box. */
const FORM_FIELD = /^\s*(?:\p{L}+\s+){0,2}\p{L}+\s+\*\s*$/u;

/**
 * Lines as the splitter should read them: the form's header (everything above "* Indicates required question")
 * dropped, a "1 point" / "1 pts" line dropped with a blank put before the question it belongs to (the line above it,
 * or above a "Question N" heading), and the required mark "*" taken off a question with a blank before it, so the
 * question opens its own block even when the previous question's options came one per line without blanks.
 */
export function readPlatformMarks(lines: string[]): string[] {
  const note = lines.findIndex((line) => REQUIRED_NOTE.test(line));
  const kept = note >= 0 ? lines.slice(note + 1) : lines.slice(formHeaderEnd(lines));
  const out: string[] = [];
  const form = note >= 0 || lines.filter((line) => POINTS_LINE.test(line)).length >= 2;
  for (let i = 0; i < kept.length; i++) {
    // "1. In what year…? (1 mark)", "2. Name … (2 marks)", "POMPEII — SHORT TEST (6 marks)" (s40): the marks, not the question's words.
    const line = kept[i]!.replace(MARKS_TRAILER, '');
    // A form's own field ("Name *" over "Your answer"), its write-in "Other:" choice and its footer are not the quiz's.
    if (form && (OTHER_WRITE_IN.test(line) || FORMS_FOOTER.test(line))) continue;
    if (form && FORM_FIELD.test(line) && YOUR_ANSWER.test(kept[i + 1] ?? '')) {
      i += 1;
      continue;
    }
    if (POINTS_LINE.test(line)) {
      // The question is the last line written: "Which…? *" then "1 point" (Google Forms), or "Question 1" then "1 pts" (Canvas).
      const at = lastTextLine(out);
      if (at > 0 && out[at - 1]!.trim() !== '') out.splice(at, 0, '');
      continue;
    }
    if (REQUIRED_MARK.test(line) && /\S\s+\*\s*$/.test(line)) {
      if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
      out.push(line.replace(REQUIRED_MARK, ''));
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * Where a whole form's questions start when it has no "* Indicates required question" note: a form whose questions each
 * carry a "1 point" line (two or more) has its title and description above the first question, the line right above the
 * first points line. 0 when the paste is not such a form.
 */
function formHeaderEnd(lines: string[]): number {
  if (lines.filter((line) => POINTS_LINE.test(line)).length < 2) return 0;
  const first = lines.findIndex((line) => POINTS_LINE.test(line));
  return Math.max(0, lastTextLine(lines.slice(0, first)));
}

function lastTextLine(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim() !== '') return i;
  return -1;
}

/** Whether the quiz heads its questions with "Question N" lines (Canvas, Moodle): then blank lines between options do not end a question. */
export function headsQuestionsWithLabels(lines: string[]): boolean {
  return lines.filter((line) => /^\s*question\s+\d{1,3}(?:\s+of\s+\d{1,3})?\s*[.):\-–—]?\s*$/i.test(line)).length >= 2;
}
