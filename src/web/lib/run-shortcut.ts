/** The form a tool page runs from: ToolFormCard and every tool's own form carry this attribute. */
export const TOOL_FORM_ATTRIBUTE = 'data-tool-form';
/** A page that runs from a button rather than a form (the grammar checker's editor) marks that button. */
export const TOOL_RUN_ATTRIBUTE = 'data-tool-run';

/**
 * Ctrl+Enter (⌘+Enter on a Mac) runs the tool from anywhere on its page, as it does in Grammarly or
 * DeepL: the form around the focused element, else the page's tool form, submitted through its own
 * enabled submit button (so a run that is pending or has nothing to check is not started). A handler
 * that already took the keys (text compare's text boxes) wins.
 */
export function handleRunShortcut(event: KeyboardEvent, doc: Document = document): void {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented || event.isComposing) return;
  const focused = event.target instanceof Element ? event.target : null;
  const form = focused?.closest('form') ?? doc.querySelector<HTMLFormElement>(`form[${TOOL_FORM_ATTRIBUTE}]`);
  if (!form) {
    const run = doc.querySelector<HTMLButtonElement>(`button[${TOOL_RUN_ATTRIBUTE}]:not(:disabled)`);
    if (!run) return;
    event.preventDefault();
    run.click();
    return;
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)');
  if (!submit) return;
  event.preventDefault();
  form.requestSubmit(submit);
}

/** Installs the shortcut for the whole app; returns the clean-up. */
export function installRunShortcut(doc: Document = document): () => void {
  const listener = (event: KeyboardEvent) => handleRunShortcut(event, doc);
  doc.addEventListener('keydown', listener);
  return () => doc.removeEventListener('keydown', listener);
}
