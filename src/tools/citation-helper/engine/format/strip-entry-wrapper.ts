const ENTRY_WRAPPER = /^\s*<div class="csl-entry"[^>]*>([\s\S]*)<\/div>\s*$/;

/**
 * citeproc's html entry without its `<div class="csl-entry">` wrapper, the inside kept byte for byte
 * (a style's own leading or trailing space is part of its output; numbered styles keep their margin divs).
 */
export function stripEntryWrapper(html: string): string {
  return ENTRY_WRAPPER.exec(html)?.[1] ?? html;
}

/** The plain-text entry without citeproc's trailing newline. */
export function trimTextEntry(text: string): string {
  return text.replace(/\n+$/, '');
}
