// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAfterRun, scheduleKeepFocus } from './keep-focus-after-run';

describe('keepFocusAfterRun', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("moves focus from <body> to the result's heading", () => {
    document.body.innerHTML = '<button>Compare</button><section aria-label="Comparison results"><h2>Results</h2></section>';
    keepFocusAfterRun(null);
    const heading = document.querySelector('h2')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus from the run button that is still focused to the result (math, quiz, translate kept it there)', () => {
    document.body.innerHTML = '<form data-tool-form><button type="submit">Solve</button></form><div data-tool-result><p>x = 2</p></div>';
    const button = document.querySelector('button')!;
    button.focus();
    keepFocusAfterRun(button);
    expect(document.activeElement).toBe(document.querySelector('[data-tool-result]'));
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

  it('prefers the result around the button that ran (a page with several tools)', () => {
    document.body.innerHTML =
      '<section data-tool-result id="ats"><h3>ATS check</h3><button>Run the ATS check</button></section><section data-tool-result id="match"><h3>Job match</h3></section>';
    const button = document.querySelector('button')!;
    button.focus();
    keepFocusAfterRun(button);
    expect(document.activeElement).toBe(document.querySelector('#ats h3'));
  });

  it('leaves focus on a button that does not run the tool (Export PDF)', () => {
    document.body.innerHTML = '<button>Export PDF</button><section data-tool-result><h3>ATS check</h3></section>';
    const button = document.querySelector('button')!;
    button.focus();
    keepFocusAfterRun(button);
    expect(document.activeElement).toBe(button);
  });

  it('waits for a result view that paints a few frames after the answer (loaded with the run)', async () => {
    document.body.innerHTML = '<button>Compare</button>';
    scheduleKeepFocus(null);
    await new Promise((resolve) => setTimeout(resolve, 120));
    document.body.insertAdjacentHTML('beforeend', '<section aria-label="Comparison results"><h2>Results</h2></section>');
    await expect.poll(() => document.activeElement?.textContent).toBe('Results');
  });
});
