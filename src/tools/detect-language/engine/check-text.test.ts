import { describe, expect, it } from 'vitest';
import { findTextProblem } from './check-text';

describe('findTextProblem', () => {
  it('refuses empty and blank text', () => {
    expect(findTextProblem('')).toMatch(/empty/);
    expect(findTextProblem(' \n\t ')).toMatch(/empty/);
  });

  it('refuses binary garbage', () => {
    const garbage = String.fromCharCode(...Array.from({ length: 200 }, (_, i) => (i * 37) % 32)) + 'abc\uFFFD\uFFFD';
    expect(findTextProblem(garbage)).toMatch(/binary/);
  });

  it('refuses text without letters', () => {
    expect(findTextProblem('12 345 !!! 😀')).toMatch(/no letters/);
  });

  it('refuses one letter repeated, in any case and even a megabyte of it', () => {
    expect(findTextProblem('a'.repeat(1024 * 1024))).toMatch(/one letter repeated/);
    expect(findTextProblem('Aaaa aaaa AAAA!')).toMatch(/one letter repeated/);
    expect(findTextProblem('жжжж')).toMatch(/one letter repeated/);
  });

  it('accepts real text, however short', () => {
    expect(findTextProblem('ab')).toBeUndefined();
    expect(findTextProblem('Hello, world.\n')).toBeUndefined();
    expect(findTextProblem('中文')).toBeUndefined();
  });
});
