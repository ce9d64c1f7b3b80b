import { applyConfidentFixes } from '../combine/apply-fixes';
import { type Issue } from '../types';
import { type Token, tokenizeWords } from '../text/tokenize';

/** What "Accept all" would make of the text with one rule's issues (test helper). */
export function acceptAll(check: (text: string, tokens: Token[]) => Issue[], text: string): string {
  return applyConfidentFixes(text, check(text, tokenizeWords(text)));
}
