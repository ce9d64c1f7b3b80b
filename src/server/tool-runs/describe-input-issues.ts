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
      const message = issue.code === 'unrecognized_keys' ? describeUnknownFields(issue.keys) : issue.message.replace(/\.$/u, '');
      return issue.path.length ? `${issue.path.map(String).join('.')}: ${message}` : message;
    });
  const more = issues.length > SHOWN_ISSUES ? ` (and ${issues.length - SHOWN_ISSUES} more)` : '';
  return `The input is not valid. ${described.join('; ')}${more}.`;
}

/** Tool inputs refuse fields they do not read (docs/decisions/0044): name them, since a typo is the usual cause. */
function describeUnknownFields(keys: readonly string[]): string {
  const names = keys.map((key) => JSON.stringify(key)).join(', ');
  return `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'} ${names}: this tool does not read ${keys.length === 1 ? 'it' : 'them'} (check the spelling)`;
}
