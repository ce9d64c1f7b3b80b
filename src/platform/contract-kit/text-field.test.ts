import { describe, expect, it } from 'vitest';
import { looksBinary, MAX_TEXT_CHARS, textField } from './text-field';

describe('textField', () => {
  it('accepts ordinary writing, including a few stray control characters from a PDF', () => {
    expect(textField().safeParse('A sentence.\u0002 Another one, long enough to dilute the stray character.').success).toBe(true);
  });

  it('refuses a blank text unless the field is optional', () => {
    const result = textField().safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The text is empty: give a text to check.');
    expect(textField({ required: false }).safeParse('').success).toBe(true);
  });

  it('refuses binary data with one message that names the field', () => {
    const binary = '\u0000\u0001\u0002PK\u0003\u0004'.repeat(50);
    expect(looksBinary(binary)).toBe(true);
    const result = textField({ label: 'The original text' }).safeParse(binary);
    expect(result.error?.issues[0]?.message).toMatch(/^The original text looks like binary data/);
  });

  it('refuses a text over the maximum, saying the maximum', () => {
    const result = textField({ maxChars: 10 }).safeParse('eleven char');
    expect(result.error?.issues[0]?.message).toBe('The text may have at most 10 characters.');
    expect(MAX_TEXT_CHARS).toBe(2_000_000);
  });
});
