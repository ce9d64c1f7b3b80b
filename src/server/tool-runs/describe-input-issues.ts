import type { z } from 'zod';

const SHOWN_ISSUES = 5;

/**
 * One readable sentence for a failed validation: "The input is not valid. text: Give a text to check."
 * Schema messages are full sentences, so their own final stop is not doubled.
 */
export function describeInputIssues(issues: readonly z.core.$ZodIssue[]): string {
  const described = issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => {
      const message = issue.message.replace(/\.$/u, '');
      return issue.path.length ? `${issue.path.map(String).join('.')}: ${message}` : message;
    });
  const more = issues.length > SHOWN_ISSUES ? ` (and ${issues.length - SHOWN_ISSUES} more)` : '';
  return `The input is not valid. ${described.join('; ')}${more}.`;
}
