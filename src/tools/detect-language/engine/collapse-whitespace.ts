/** Whitespace that collapsing would change: a run, or anything but a plain space. */
const UNCOLLAPSED_SPACE = /[^\S ]| {2}/;

/**
 * Every run of whitespace as one space. Most texts hold single spaces only, and replacing each with
 * itself would still copy the text: those are returned as they are.
 */
export function collapseWhitespace(text: string): string {
  return UNCOLLAPSED_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
}
