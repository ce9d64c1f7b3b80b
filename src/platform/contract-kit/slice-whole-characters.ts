/**
 * Cutting a string by UTF-16 index can split an emoji or another character outside the Basic
 * Multilingual Plane into two halves. A lone half is not Unicode: PostgreSQL refuses it in jsonb
 * (22P02), so a result quoting it could not be stored, and a reader would see a broken glyph. Engines
 * that cut text a person typed (a quote, an excerpt, a length cap) cut through these helpers instead.
 */

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** True when `index` falls between the two halves of one surrogate pair. */
function splitsCharacter(text: string, index: number): boolean {
  return index > 0 && index < text.length && isHighSurrogate(text.charCodeAt(index - 1)) && isLowSurrogate(text.charCodeAt(index));
}

/** An index as String.prototype.slice reads it: negative counts from the end, clamped to the text. */
function resolveIndex(text: string, index: number): number {
  const whole = Math.trunc(index) || 0;
  return whole < 0 ? Math.max(0, text.length + whole) : Math.min(whole, text.length);
}

/**
 * `text.slice(start, end)`, with an end that falls inside a character moved inward, so the piece is
 * never longer than asked: the cut for a length cap ("the first 77 characters…").
 */
export function sliceWholeCharacters(text: string, start = 0, end = text.length): string {
  let from = resolveIndex(text, start);
  let to = resolveIndex(text, end);
  if (splitsCharacter(text, from)) from += 1;
  if (splitsCharacter(text, to)) to -= 1;
  return from < to ? text.slice(from, to) : '';
}

/**
 * `text.slice(start, end)`, with an end that falls inside a character moved outward, so the piece
 * holds every character it touches: the cut that points at a place ("I could not read … at “𝂮”").
 */
export function sliceCoveringCharacters(text: string, start = 0, end = text.length): string {
  let from = resolveIndex(text, start);
  let to = resolveIndex(text, end);
  if (splitsCharacter(text, from)) from -= 1;
  if (splitsCharacter(text, to)) to += 1;
  return from < to ? text.slice(from, to) : '';
}
