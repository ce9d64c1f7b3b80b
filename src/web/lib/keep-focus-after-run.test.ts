// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAfterRun } from './keep-focus-after-run';

describe('keepFocusAfterRun', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves focus from <body> to the result region', () => {
    document.body.innerHTML = '<button>Compare</button><section aria-label="Comparison results"><h2>Results</h2></section>';
    keepFocusAfterRun(null);
    const region = document.querySelector('section')!;
    expect(document.activeElement).toBe(region);
    expect(region.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when the user is already somewhere else', () => {
    document.body.innerHTML = '<textarea></textarea><section aria-label="Comparison results"></section>';
    const field = document.querySelector('textarea')!;
    field.focus();
    keepFocusAfterRun(null);
    expect(document.activeElement).toBe(field);
  });

  it('goes back to where it was when the page has no result region', () => {
    document.body.innerHTML = '<button>Run</button>';
    const button = document.querySelector('button')!;
    keepFocusAfterRun(button);
    expect(document.activeElement).toBe(button);
  });
});
