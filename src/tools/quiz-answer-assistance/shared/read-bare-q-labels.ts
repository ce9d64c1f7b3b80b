// A phone note's bare "Q:" labels (s39), read before the quiz is split. No imports: the page bundles this with split-quiz.ts.

/** "Q: what is…", "Q - who…", "Q. which…": a question label with no number. */
const BARE_Q = /^(\s*)q\s*[:.\-–—]\s+(?=\S)/i;

/**
 * Lines as the splitter should read them, when two or more lines open on a bare "Q:" label: each label numbered in turn
 * ("Q1:", "Q2:" …), as the splitter reads numbered labels. Without it "Q:" stayed in the question, and a "Q:" line under
 * the options of the question before was read as one more option.
 */
export function readBareQLabels(lines: string[]): string[] {
  if (lines.filter((line) => BARE_Q.test(line)).length < 2) return lines;
  let count = 0;
  return lines.map((line) => (BARE_Q.test(line) ? line.replace(BARE_Q, (_, indent: string) => `${indent}Q${++count}: `) : line));
}
