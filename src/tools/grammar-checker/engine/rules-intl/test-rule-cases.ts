import { describe, expect, it } from 'vitest';
import { type IntlRule, runRules } from './intl-rule';

/** [rule id, text with the error, the text after its fix, a correct sentence the rule must leave alone]. */
export type RuleCase = [string, string, string, string];

/** One test per case, and one that fails when a rule has no case: every rule ships with a test. */
export function testRuleCases(language: string, rules: IntlRule[], cases: RuleCase[]): void {
  describe(`${language} grammar rules`, () => {
    it('has at least 25 rules, each with a case', () => {
      expect(rules.length).toBeGreaterThanOrEqual(25);
      const covered = new Set(cases.map(([id]) => id));
      expect(rules.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
    });

    it.each(cases)('%s: "%s" → "%s", leaves "%s" alone', (id, wrong, fixed, right) => {
      const issues = runRules(rules, wrong).filter((issue) => issue.rule === id);
      expect(issues, `no ${id} issue`).toHaveLength(1);
      const issue = issues[0]!;
      expect(wrong.slice(0, issue.offset) + issue.replacements[0] + wrong.slice(issue.offset + issue.length)).toBe(fixed);
      expect(issue.ruleName).toBeTruthy();
      expect(runRules(rules, right)).toEqual([]);
    });
  });
}

/** The text after every issue's first suggestion of these rules, left to right (as "Accept all" does; test helper). */
export function acceptAllOf(rules: IntlRule[], text: string): string {
  let out = '';
  let cursor = 0;
  for (const issue of [...runRules(rules, text)].sort((a, b) => a.offset - b.offset)) {
    if (issue.offset < cursor || issue.replacements[0] === undefined) continue;
    out += text.slice(cursor, issue.offset) + issue.replacements[0];
    cursor = issue.offset + issue.length;
  }
  return out + text.slice(cursor);
}
