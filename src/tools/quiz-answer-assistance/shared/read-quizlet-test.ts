// What a Quizlet-style practice test copies around each question (s38), read before the quiz is split. No imports: the page
// bundles this with split-quiz.ts.

/** "1 of 5": the question's place in the test, alone on its line above the question. */
const COUNTER = /^\s*(\d{1,3})\s+of\s+(\d{1,3})\s*$/i;
/** The "Don't know?" link under each question's options. */
const DONT_KNOW = /^\s*don['’]?t\s+know\s*\??\s*$/i;
/** A section line ("Multiple choice", "True/False", "Written") right above a counter. */
const SECTION = /^\s*(?:multiple\s+choice|true\s*\/\s*false|true\s+or\s+false|written|matching|short\s+answer)\s*$/i;

/**
 * Lines as the splitter should read them, when the copy numbers its questions with "k of n" counters (two or more, from 1,
 * with one total): each counter joined to the question under it as "k. …" (with a blank line before), the lines above the
 * first counter (the test's title, "5 questions", the first section) dropped, and the "Don't know?" links and the section
 * lines above a counter dropped. The options stay one per line under the question, as the splitter reads them.
 */
export function readQuizletTest(lines: string[]): string[] {
  const counters = lines.map((line) => COUNTER.exec(line)).filter((match): match is RegExpExecArray => match !== null);
  if (counters.length < 2 || counters[0]![1] !== '1' || counters.some((match, i) => Number(match[1]) !== i + 1 || match[2] !== counters[0]![2])) return lines;
  const first = lines.findIndex((line) => COUNTER.test(line));
  const out: string[] = [];
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    if (DONT_KNOW.test(line)) continue;
    const next = lines.findIndex((entry, k) => k > i && entry.trim() !== '');
    if (SECTION.test(line) && next > i && COUNTER.test(lines[next]!)) continue;
    const counter = COUNTER.exec(line);
    if (counter && next > i && !COUNTER.test(lines[next]!)) {
      if (out.length > 0 && out[out.length - 1]!.trim() !== '') out.push('');
      out.push(`${counter[1]}. ${lines[next]!.trim()}`);
      i = next;
      continue;
    }
    out.push(line);
  }
  return out;
}
