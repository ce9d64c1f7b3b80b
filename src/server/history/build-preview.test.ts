import { describe, expect, it } from 'vitest';
import { buildPreview } from './build-preview';

describe('buildPreview', () => {
  it('takes the first text in the input and collapses whitespace', () => {
    expect(buildPreview({ original: '  Hello\n\n world ', revised: 'x' })).toBe('Hello world');
    expect(buildPreview({ options: { level: 2 }, items: ['', 'nested text'] })).toBe('nested text');
  });

  it('prefers a phrase to a code, so a résumé reads as its owner rather than its paper size', () => {
    expect(buildPreview({ paper: 'a4', template: 'classic', resume: { basics: { name: 'Ada Lovelace' } } })).toBe('Ada Lovelace');
    expect(buildPreview({ problem: 'x^2-5x+6=0', task: 'auto' })).toBe('x^2-5x+6=0');
  });

  it('shortens long text with an ellipsis', () => {
    const preview = buildPreview({ text: 'word '.repeat(100) });
    expect(preview.length).toBeLessThanOrEqual(140);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('is empty when there is no text', () => {
    expect(buildPreview({ count: 3 })).toBe('');
    expect(buildPreview(null)).toBe('');
  });
});
