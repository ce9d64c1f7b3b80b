import { convertLatex } from '../read/latex-to-ascii';

/** A competition problem as English with its math pulled out: "if M0 and M1, what is M2". */
export interface SplitText {
  /** Lower-case English, each piece of math replaced by `M<index>`, spaces collapsed, no final punctuation. */
  skeleton: string;
  /** The pieces of math in the ASCII the math reader takes, in order. */
  math: string[];
}

// Defined operators (a ⋆ b = …, x& = …) and pictures mean something the reader cannot see in the math.
const FOREIGN_LATEX = /\\(?:&|star|clubsuit|diamond|diamondsuit|heartsuit|spadesuit|nabla|odot|oplus|otimes|circ|bigtriangleup|triangle|#|Delta|dots|ldots|cdots|lfloor|lceil|overline|angle|pmod|binom|choose)|\[asy\]|\\\$/u;

const DELIMITED = /\$\$([\s\S]+?)\$\$|\$([^$]+)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/gu;

/**
 * Splits a problem written as competitions write it (math between dollar signs, English around it).
 * Returns null when there is no delimited math or when the LaTeX uses notation the readers do not take.
 */
export function splitMathSegments(source: string, options: { plainText?: boolean; dots?: boolean } = {}): SplitText | null {
  // Dots (1 + 2 + ⋯ + 49) are read only by the series reader, which asks for them.
  if (FOREIGN_LATEX.test(options.dots ? source.replace(/\\(?:c|l)?dots\b/gu, '') : source)) return null;
  const math: string[] = [];
  const withMarks = source.replace(DELIMITED, (_all, a?: string, b?: string, c?: string, d?: string) => {
    // A sentence's full stop or comma often sits inside the math ($x = 2.$).
    math.push(convertLatex(a ?? b ?? c ?? d ?? '').replace(/[\s.,;?!]+$/u, '').trim());
    return ` M${math.length - 1} `;
  });
  // Some readers (sequences: "the first term is 7, and the 7th term is 5103") also take text with no math.
  if (math.length === 0 && !options.plainText) return null;
  const skeleton = withMarks
    .replace(/[\u2019\u2018]/gu, "'")
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:?!])/gu, '$1')
    .trim()
    .replace(/[\s.?!]+$/u, '')
    .toLowerCase()
    .replace(/\bm(\d+)\b/gu, 'M$1');
  return { skeleton: dropFormatSentences(skeleton), math };
}

/** "Express your answer as a common fraction." says how to write the answer, not what to find. */
function dropFormatSentences(skeleton: string): string {
  return skeleton
    .replace(/,?\s+(?:expressed |written )?(?:as a common fraction|in simplest (?:radical )?form|as a decimal)$/u, '')
    .replace(/(?:^|[.?!]\s+)(?:express|give|write|enter|leave|simplify)\s+(?:your|the)\s+answer\b[^.?!]*$/u, '')
    // "…$$\frac{r+3}{r-2} = \frac{r-1}{r+1}.$$Express your answer as a fraction.": the full stop sat inside the math.
    .replace(/(?<=M\d+)\s+(?:express|give|write|enter|leave)\s+(?:your|the)\s+answer\b[^.?!]*$/u, '')
    .replace(/[\s.?!]+$/u, '')
    .trim();
}
