import type { Token } from './tokenize-text';

// Opening mark → closing marks that end it. Straight double quotes open and close themselves.
// Single quotes are left out on purpose: ’ is also the apostrophe in "don’t".
const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  '“': '”',
  '„': '“”',
  '«': '»',
  '»': '«',
  '「': '」',
  '『': '』',
};
// A quotation left open this long is a stray mark, not a quote.
const MAX_QUOTE_LENGTH = 4000;

/** Character ranges [start, end) inside quotation marks, marks included. */
export function findQuotedRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let index = 0;
  while (index < text.length) {
    const closers = QUOTE_PAIRS[text[index]!];
    if (!closers) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < text.length && end - index <= MAX_QUOTE_LENGTH && !closers.includes(text[end]!)) end += 1;
    if (end < text.length && closers.includes(text[end]!)) {
      ranges.push([index, end + 1]);
      index = end + 1;
    } else {
      index += 1;
    }
  }
  return ranges;
}

/** For each token, whether it sits inside a quotation. */
export function markQuotedWords(text: string, tokens: readonly Token[]): boolean[] {
  const ranges = findQuotedRanges(text);
  let range = 0;
  return tokens.map((token) => {
    while (range < ranges.length && ranges[range]![1] <= token.start) range += 1;
    const current = ranges[range];
    return current !== undefined && current[0] <= token.start && token.end <= current[1];
  });
}
