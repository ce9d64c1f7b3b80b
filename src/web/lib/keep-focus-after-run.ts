/** The region a tool page shows its result in: marked `data-tool-result`, or labelled as a result. */
const RESULT_SELECTOR = '[data-tool-result], [role="region"][aria-label*="result" i], section[aria-label*="result" i]';

/**
 * A tool run started with Enter disables its button while it waits, so the browser drops focus to
 * <body> and a keyboard or screen-reader user starts over from the top. Once the result has rendered,
 * move focus to it (or back to where it was), but only when focus was lost: never steal it from a
 * field the user went back to typing in.
 */
export function keepFocusAfterRun(before: Element | null, doc: Document = document): void {
  const active = doc.activeElement;
  if (active && active !== doc.body) return;
  const results = doc.querySelectorAll<HTMLElement>(RESULT_SELECTOR);
  const result = results[results.length - 1];
  if (result) {
    if (!result.hasAttribute('tabindex')) result.setAttribute('tabindex', '-1');
    result.focus();
    return;
  }
  if (before instanceof HTMLElement && before.isConnected) before.focus();
}

/** Runs keepFocusAfterRun after React has painted the result (two frames: commit, then layout). */
export function scheduleKeepFocus(before: Element | null): void {
  if (typeof window === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
  requestAnimationFrame(() => requestAnimationFrame(() => keepFocusAfterRun(before)));
}
