import { describe, expect, it } from 'vitest';
import { normalizeText } from './read-text';

describe('normalizeText (session 44)', () => {
  it('moves a stop typed before its space ("$57 .what") to after it, and leaves a decimal alone', () => {
    expect(normalizeText('went up from $48 to $57 .what percent increase is that')).toBe('went up from $48 to $57. what percent increase is that');
    expect(normalizeText('a tip of .5 dollars and 0 .5 more')).toBe('a tip of .5 dollars and 0 .5 more');
  });
});
