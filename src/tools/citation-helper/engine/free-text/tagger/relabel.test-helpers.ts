import { expect } from 'vitest';
import { tokenizeReference, type Token } from './tokenize-reference';

/** The labels after `rule`, for a reference tagged with one label a word (shared by the rule tests). */
export function relabel(rule: (tokens: Token[], labels: string[]) => void, text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  rule(tokens, result);
  return result;
}
