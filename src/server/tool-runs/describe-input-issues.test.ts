import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeInputIssues } from './describe-input-issues';

const schema = z.object({ text: z.string().min(1, 'Give a text to check.'), mode: z.enum(['a', 'b']) });

describe('describeInputIssues', () => {
  it('names each field once and ends with a single full stop', () => {
    const result = schema.safeParse({ text: '', mode: 'c' });
    expect(result.success).toBe(false);
    const message = describeInputIssues(result.error?.issues ?? []);
    expect(message).toMatch(/^The input is not valid\. text: Give a text to check; mode: .+\.$/u);
    expect(message).not.toMatch(/\.\./u);
  });

  it('says how many more issues there are beyond the first five', () => {
    const wide = z.object(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`f${i}`, z.string()])));
    const result = wide.safeParse({});
    expect(describeInputIssues(result.error?.issues ?? [])).toMatch(/\(and 2 more\)\.$/u);
  });
});

describe('describeInputIssues for fields a tool does not read', () => {
  it('names the unknown field, so a misspelt option is found at once', () => {
    const result = z.strictObject({ granularity: z.string().optional() }).safeParse({ grnularity: 'char' });
    expect(describeInputIssues(result.error?.issues ?? [])).toBe(
      'The input is not valid. Unknown field "grnularity": this tool does not read it (check the spelling).',
    );
  });
});
