/** A sentence of the text by UTF-16 offsets, without the blanks around it (those stay as written). */
export interface SentenceSpan {
  start: number;
  end: number;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

// A break after these is not a sentence end ("Mr. Smith", "e.g. this"); ICU's suppressions are not in Node's data.
const ABBREVIATION = /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|sr|sra|jr|st|mt|vs|etc|e\.g|i\.e|cf|no|nr|vol|fig|approx|dept|inc|ltd|co|p|pp|art|ch|sec|[A-Z])\.$/i;

/**
 * Sentences of a text in order, with offsets, so a long text goes to the engine in chunks and the page
 * can pair each source sentence with its translation. Line breaks always end a sentence.
 */
export function segmentSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const lead = segment.length - segment.trimStart().length;
    const core = segment.trim();
    if (core.length === 0) continue;
    const span = { start: index + lead, end: index + lead + core.length };
    const previous = spans.at(-1);
    if (previous && shouldJoin(text.slice(previous.start, previous.end), text.slice(previous.end, span.start), core)) {
      previous.end = span.end;
    } else spans.push(span);
  }
  return spans;
}

function shouldJoin(previous: string, gap: string, next: string): boolean {
  if (gap.includes('\n')) return false;
  if (ABBREVIATION.test(previous)) return true;
  // `He said "Hi!" and left.`: a quoted exclamation inside a sentence, which goes on in lower case.
  return /^\p{Ll}/u.test(next);
}
