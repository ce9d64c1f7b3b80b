import { matchCase } from '../rules/make-issue';
import { type Domain } from '../../contract';
import { type Issue } from '../types';
import { buildTermPattern } from './find-term';
import { ACADEMIC_TERMS } from './term-lists/academic';
import { LEGAL_TERMS } from './term-lists/legal';
import { MEDICAL_TERMS } from './term-lists/medical';
import { TECHNICAL_TERMS } from './term-lists/technical';
import { VARIANT_GROUPS } from './term-lists/variant-groups';
import { type TermRule } from './term-rule';

const LISTS: Record<Domain, TermRule[]> = {
  academic: ACADEMIC_TERMS,
  legal: LEGAL_TERMS,
  medical: MEDICAL_TERMS,
  technical: TECHNICAL_TERMS,
};

const patternCache = new Map<string, RegExp>();
function findPattern(term: string, caseSensitive = false): RegExp {
  const key = `${caseSensitive ? 1 : 0}:${term}`;
  let pattern = patternCache.get(key);
  if (!pattern) {
    pattern = buildTermPattern(term, caseSensitive);
    patternCache.set(key, pattern);
  }
  return pattern;
}

/** The built-in list for a field of writing: discouraged term → preferred term. */
export function checkDomainTerms(text: string, domain: Domain): Issue[] {
  const issues: Issue[] = [];
  for (const rule of LISTS[domain]) {
    for (const match of text.matchAll(findPattern(rule.term, rule.caseSensitive))) {
      const replacements = rule.prefer.map((p) => (rule.caseSensitive ? p : matchCase(match[0], p)));
      if (replacements.includes(match[0])) continue;
      issues.push({
        offset: match.index,
        length: match[0].length,
        message: `'${match[0]}' in ${domain} writing: ${rule.reason}${rule.prefer.length ? ` Prefer '${rule.prefer.join("' or '")}'.` : ''}`,
        category: 'terminology',
        rule: `terminology/${domain}`,
        replacements,
        confidence: rule.confident ? 0.85 : 0.5,
        source: 'terminology',
      });
    }
  }
  return issues.sort((a, b) => a.offset - b.offset);
}

/** Two spellings of one term in the same text: the writer's own majority is the fix. */
export function checkTermConsistency(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const group of VARIANT_GROUPS) {
    const found = group.map((variant) => [...text.matchAll(findPattern(variant))]);
    const used = found.filter((matches) => matches.length > 0).length;
    if (used < 2) continue;
    const winner = found.reduce((best, matches, i) => (matches.length > (found[best]?.length ?? 0) ? i : best), 0);
    const preferred = group[winner] ?? '';
    found.forEach((matches, i) => {
      if (i === winner) return;
      for (const match of matches) {
        issues.push({
          offset: match.index,
          length: match[0].length,
          message: `Inconsistent spelling: the text mostly uses '${preferred}'.`,
          category: 'terminology',
          rule: 'terminology/consistency',
          replacements: [matchCase(match[0], preferred)],
          confidence: 0.8,
          source: 'terminology',
        });
      }
    });
  }
  return issues;
}
