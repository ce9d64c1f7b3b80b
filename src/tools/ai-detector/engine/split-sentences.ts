/** A sentence as a span of the submitted text (UTF-16 offsets, like every offset this API returns). */
export interface SentenceSpan {
  offset: number;
  length: number;
  text: string;
}

/**
 * Sentence ends: Latin and CJK terminators, with closing quotes or brackets after them. Line breaks
 * are deliberately not boundaries: in the training data they mark one class more than the other
 * (a formatting artefact), so features must not depend on them. Abbreviations like "e.g." split a
 * sentence in two; that only blurs the highlighting a little, so no abbreviation list is kept.
 */
const SENTENCE_END = /[.!?。！？…]+["'”’」』)）\]]*(?=\s|$)|[。！？；]+["'”’」』)）\]]*/gu;

/**
 * Splits text into sentences whose spans, taken together with the whitespace between them, cover the
 * whole text: every non-space character belongs to exactly one sentence. `extraEnds` are offsets where a
 * sentence also ends (mask-markup.ts: the ends of headings and list items).
 */
export function splitSentences(text: string, extraEnds: readonly number[] = []): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  const pushSpan = (end: number): void => {
    let from = start;
    let to = end;
    while (from < to && /\s/u.test(text[from] ?? '')) from++;
    while (to > from && /\s/u.test(text[to - 1] ?? '')) to--;
    if (to > from) spans.push({ offset: from, length: to - from, text: text.slice(from, to) });
    start = end;
  };
  const ends = [...[...text.matchAll(SENTENCE_END)].map((match) => match.index + match[0].length), ...extraEnds].sort((a, b) => a - b);
  for (const end of ends) if (end > start) pushSpan(end);
  pushSpan(text.length);
  return spans;
}
