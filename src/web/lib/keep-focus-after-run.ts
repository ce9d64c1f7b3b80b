/** The region a tool page shows its result in: marked `data-tool-result`, or labelled as a result. */
const RESULT_SELECTOR = '[data-tool-result], [role="region"][aria-label*="result" i], section[aria-label*="result" i]';

/**
 * After a run, a keyboard or screen-reader user should land on what came back, not start over from the
 * top (a disabled run button drops focus to <body>) nor stay on the button with the answer somewhere
 * below. So focus moves to the result's first heading (or the result region) when focus was lost or is
 * still on the button that started the run; never when the user went back to typing in a field (Ctrl+Enter
 * from a text box keeps them there).
 */
export function keepFocusAfterRun(before: Element | null, doc: Document = document): void {
  const active = doc.activeElement;
  const lost = !active || active === doc.body;
  const stillOnRunButton = active !== null && active === before && isRunButton(active);
  if (!lost && !stillOnRunButton) return;
  // A page with several runs (the résumé's ATS check and job match) keeps each result around its own button.
  const own = before instanceof HTMLElement && before.isConnected ? before.closest<HTMLElement>(RESULT_SELECTOR) : null;
  const results = doc.querySelectorAll<HTMLElement>(RESULT_SELECTOR);
  const result = own ?? results[results.length - 1];
  if (result) {
    const target = result.querySelector<HTMLElement>('h1, h2, h3, h4') ?? result;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    return;
  }
  if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
}

/** The button that runs the tool (its form's, a marked one, or one inside a result card), not an Export or Download button. */
function isRunButton(element: Element): boolean {
  const button = element.tagName === 'BUTTON' || (element.tagName === 'INPUT' && ['submit', 'button'].includes((element as HTMLInputElement).type));
  return button && (element.closest('form[data-tool-form]') !== null || element.hasAttribute('data-tool-run') || element.closest(RESULT_SELECTOR) !== null);
}

/**
 * How long to wait for a result view that loads with the run (a lazy chunk) before giving up on it. One
 * second was too short on a slow phone or a busy machine (the chunk still downloading and compiling),
 * and focus then stayed on the button; waiting longer is safe, since focus only moves if the user left it
 * where the run started.
 */
const MAX_WAIT_MS = 8_000;

/**
 * Runs keepFocusAfterRun after React has painted the result (two frames: commit, then layout). A
 * result view that downloads with the first run (issue 37's page weight) may paint a few frames
 * later, so while the page shows no result region yet it waits for one, frame by frame, up to MAX_WAIT_MS.
 */
export function scheduleKeepFocus(before: Element | null, doc: Document = document): void {
  if (typeof window === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
  const giveUpAt = Date.now() + MAX_WAIT_MS;
  const attempt = () => {
    if (doc.querySelector(RESULT_SELECTOR) !== null || Date.now() >= giveUpAt) {
      keepFocusAfterRun(before, doc);
      return;
    }
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(() => requestAnimationFrame(attempt));
}
