import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { guardText } from './input-guard';

describe('input guard', () => {
  it('rejects empty and blank text', () => {
    expect(() => guardText('')).toThrow(ToolInputError);
    expect(() => guardText('  \n\t ')).toThrow(/empty/);
  });

  it('blanks stray control characters with spaces (binary data is refused by the input schema)', () => {
    const text = 'Hello\u0000 world\uFFFD.';
    expect(guardText(text)).toBe('Hello  world .');
  });

  it('rejects a megabyte of one repeated character', () => {
    expect(() => guardText('a'.repeat(1_000_000))).toThrow(/no words of normal length/);
  });

  it('rejects long text made of the same few words', () => {
    expect(() => guardText('a '.repeat(50_000))).toThrow(/same few words/);
    expect(() => guardText('Ab. '.repeat(100_000))).toThrow(/same few words/);
  });

  it('accepts ordinary repetitive prose', () => {
    const prose = Array.from({ length: 3000 }, (_, i) => `word${i % 200}`).join(' ');
    expect(guardText(prose)).toBe(prose);
  });

  it('blanks over-long runs with spaces so offsets do not move', () => {
    const text = `Hello ${'x'.repeat(60)} world.`;
    const masked = guardText(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.indexOf('world')).toBe(text.indexOf('world'));
    expect(masked).not.toContain('xxx');
  });

  it('keeps long URLs', () => {
    const url = `https://example.com/${'a'.repeat(60)}`;
    expect(guardText(`See ${url} now.`)).toContain(url);
  });
});
