import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { COMMON_WORDS } from '../combine/common-words';
import { makeStyleIssue } from './write-good-checks';

// Doubled words that are grammatical ("I had had enough", "that that is").
const LEGITIMATE_DOUBLES = new Set(['had', 'that', 'is', 'do', 'bye', 'very', 'no', 'ha', 'yeah', 'so', 'really', 'many', 'far']);
const FUNCTION_WORDS = new Set(
  `the a an and or but of to in on at for with by from as is are was were be been it this that these those
  he she they we you i his her their our your its not no can will would should could may might must have has
  had do does did so if then than there here which who what when where how all any some more most also very`.split(/\s+/),
);
const WINDOW = 30;

/** 'the the' → 'the': a typing slip, safe to fix. Harper reports the same; the merge keeps one. */
function findDoubledWords(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const previous = tokens[i - 1];
    const current = tokens[i];
    if (!previous || !current || previous.lower !== current.lower || !isPlainGap(text, previous, current)) continue;
    if (LEGITIMATE_DOUBLES.has(current.lower) || /^\d/.test(current.lower)) continue;
    issues.push({
      offset: previous.start,
      length: current.end - previous.start,
      message: `'${current.text}' is repeated.`,
      category: 'grammar',
      rule: 'repeated-word',
      replacements: [previous.text],
      // "biang biang noodles", "mahi mahi": a doubled word English hardly uses is a name or a borrowing; shown, not applied.
      confidence: FUNCTION_WORDS.has(current.lower) || COMMON_WORDS.has(current.lower) ? 0.9 : 0.5,
      source: 'style',
    });
  }
  return issues;
}

/** The same content word three times within a short stretch reads as monotonous. */
function findOverusedWords(tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  const lastFlagged = new Map<string, number>();
  const positions = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    if (token.lower.length < 4 || FUNCTION_WORDS.has(token.lower) || /^\d/.test(token.lower)) return;
    const seen = (positions.get(token.lower) ?? []).filter((p) => index - p <= WINDOW);
    seen.push(index);
    positions.set(token.lower, seen);
    if (seen.length < 3 || index - (lastFlagged.get(token.lower) ?? -Infinity) <= WINDOW) return;
    lastFlagged.set(token.lower, index);
    issues.push(
      makeStyleIssue(token.start, token.end - token.start, 'repeated-word-nearby', `'${token.text}' is used ${seen.length} times within ${WINDOW} words: vary the wording.`, [], 0.2),
    );
  });
  return issues;
}

export function checkRepeatedWords(text: string, tokens: Token[]): Issue[] {
  return [...findDoubledWords(text, tokens), ...findOverusedWords(tokens)];
}
