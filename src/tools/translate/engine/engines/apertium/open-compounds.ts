/**
 * Apertium's English analyser splits a hyphenated compound it has no entry for into its parts and the
 * hyphens, with no blank between them ("10-year-old" → 10 · - · year · - · old). The transfer rules know
 * such patterns and reorder them well, but each output word takes the blank of a source position, and
 * there are none: "a 10-year-old ban" → "una prohibiciónde10años", "a well-known man" → "un
 * hombrebiensabido". Written with spaces around the hyphens ("10 - year - old") the same rules fire and
 * every word gets its blank ("una prohibición de 10 años"); a hyphen that comes through untranslated is
 * closed again afterwards.
 *
 * Only English sources: French and Catalan write clitics with hyphens ("dit-il", "donne-moi") that their
 * analysers read across the hyphen, and those must stay as written. Compounds the dictionary has whole
 * ("full-time", "up-to-date", "follow-up") translate best as they are, and stay; so do names, whose later
 * parts are capitalised ("Schering-Plough"), and number ranges ("2003-2004").
 */
const COMPOUND = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{Ll}\p{N}][\p{L}\p{N}]*)+(?![\p{L}\p{N}]|-[\p{L}\p{N}])/gu;
/** A spaced hyphen of the source itself: its segment is left alone, since it could not be told from ours afterwards. */
const SPACED_HYPHEN = /[\p{L}\p{N}] - [\p{L}\p{N}]/u;

export interface OpenedSegment {
  text: string;
  /** Whether any compound was opened: then " - " between words is closed again after translation. */
  opened: boolean;
}

/** The hyphenated compounds of an English segment to ask the analyser about (none if it has a spaced hyphen). */
export function listCompounds(segment: string): string[] {
  if (SPACED_HYPHEN.test(segment)) return [];
  return (segment.match(COMPOUND) ?? []).filter((compound) => /\p{L}/u.test(compound));
}

/** Each English segment with the hyphens of the compounds the analyser does not know (`unknown`) spaced out. */
export function openCompounds(segments: readonly string[], unknown: ReadonlySet<string>): OpenedSegment[] {
  return segments.map((segment) => {
    if (!listCompounds(segment).some((compound) => unknown.has(compound))) return { text: segment, opened: false };
    const text = segment.replace(COMPOUND, (compound: string) => (unknown.has(compound) ? compound.replace(/-/g, ' - ') : compound));
    return { text, opened: true };
  });
}

/** A hyphen the transfer left in place comes back as written: "mid - 1990s" → "mid-1990s". */
export function closeCompounds(output: string): string {
  return output.replace(/([\p{L}\p{N}]) - (?=[\p{L}\p{N}])/gu, '$1-');
}
