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
