import { type IssueCategory } from '../../contract';
import { type Issue } from '../types';
import { type Token } from '../text/tokenize';

/** Keeps the writer's capitalisation: 'Has' → 'Have', 'HAS' → 'HAVE'. */
export function matchCase(original: string, replacement: string): string {
  // A replacement with its own capitals ("JavaScript", "mL") is spelled exactly as given.
  if (replacement !== replacement.toLowerCase()) return replacement;
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] && original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

export function makeTokenIssue(
  token: Token,
  replacement: string,
  fields: { rule: string; message: string; confidence: number; category?: IssueCategory },
): Issue {
  return {
    offset: token.start,
    length: token.end - token.start,
    message: fields.message,
    category: fields.category ?? 'grammar',
    rule: fields.rule,
    replacements: [matchCase(token.text, replacement)],
    confidence: fields.confidence,
    source: 'rule',
  };
}
