import { type ParsedGrammarInput } from '../../contract';
import { type Issue } from '../types';
import { matchCase } from '../rules/make-issue';
import { buildLoosePattern, buildTermPattern, isCloseVariant } from './find-term';

export interface UserTermResult {
  issues: Issue[];
  /** Where the writer's preferred terms occur: no other rule may flag inside them (e.g. spelling). */
  protectedRanges: { start: number; end: number }[];
}

/**
 * The writer's own list. "avoid" terms are flagged (fixed when a replacement is given); "prefer"
 * terms are protected from other rules and their variant spellings are corrected to them.
 */
export function checkUserTerms(text: string, terms: ParsedGrammarInput['terms']): UserTermResult {
  const issues: Issue[] = [];
  const protectedRanges: UserTermResult['protectedRanges'] = [];
  for (const preferred of terms?.prefer ?? []) {
    const pattern = buildLoosePattern(preferred);
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) {
      if (!isCloseVariant(match[0], preferred)) continue;
      protectedRanges.push({ start: match.index, end: match.index + match[0].length });
      if (match[0] === preferred) continue;
      issues.push({
        offset: match.index,
        length: match[0].length,
        message: `Your term list spells this '${preferred}'.`,
        category: 'terminology',
        rule: 'terminology/user-prefer',
        replacements: [preferred],
        confidence: 0.9,
        source: 'user-terms',
      });
    }
  }
  for (const { term, replacement } of terms?.avoid ?? []) {
    for (const match of text.matchAll(buildTermPattern(term))) {
      issues.push({
        offset: match.index,
        length: match[0].length,
        message: replacement ? `Your term list says to use '${replacement}' instead of '${term}'.` : `Your term list says to avoid '${term}'.`,
        category: 'terminology',
        rule: 'terminology/user-avoid',
        replacements: replacement ? [matchCase(match[0], replacement)] : [],
        confidence: replacement ? 0.9 : 0.5,
        source: 'user-terms',
      });
    }
  }
  return { issues, protectedRanges };
}
