import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "“Title.” Queen's University, Dept of Economics, Working
 * Papers.", "“Title.” Forecasting Research Technical Report No. 433." — the body that issues a report, and the report's kind
 * after it, cut at the wrong word: the kind's first word read as the publisher's last, or the body read as a journal.
 * A report's kind ("Working Paper", "Technical Report", "Discussion Paper") is its genre, whole; the name right before it,
 * with no volume or pages of a journal, is its publisher.
 */
const KIND = /^(?:working|technical|discussion|research|occasional|policy|internal)\s+(?:papers?|reports?|notes?|memos?|memoranda)[.,;:]?$/i;

/** Two words from `k`, as a report's kind? */
const isKind = (tokens: Token[], k: number) => KIND.test(`${tokens[k]?.text ?? ''} ${tokens[k + 1]?.text ?? ''}`);

export function reportKindAfterIssuer(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (!isKind(tokens, k) || labels[k + 1] !== 'genre') continue;
    // "…, Dept of Economics, Working | Papers.": the kind's first word, after the publisher's comma, is the kind's.
    if (labels[k] === 'publisher' && /,$/.test(tokens[k - 1]?.text ?? '') && labels[k - 1] === 'publisher') {
      labels[k] = 'genre';
      continue;
    }
    // "Forecasting Research | Technical Report No. 433": a journal named right before a report's kind, with no volume or pages
    // of its own, is the body that issued it.
    if (labels[k] === 'genre' && labels[k - 1] === 'journal' && !labels.some((label) => label === 'pages' || label === 'issue')) {
      let j = k - 1;
      while (j >= 0 && labels[j] === 'journal') j--;
      if (labels.slice(0, j + 1).includes('journal')) continue;
      for (let m = j + 1; m < k; m++) labels[m] = 'publisher';
    }
  }
}
