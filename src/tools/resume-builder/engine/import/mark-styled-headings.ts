import { findSectionKey, STYLED_ONLY_HEADINGS } from './find-sections';
import type { ResumeLine } from './resume-line';

/** An icon font's glyph (a private-use character) and the spaces around it. */
const ICON_PREFIX = /^[\s\p{Co}]+/u;

/** The distinctive style of a page's known section headings, or undefined when they share none. */
type HeadingStyle = { size: number; x?: number; capitals: boolean; icon: boolean; titleCase?: boolean };

const isCapitals = (text: string) => /\p{Lu}/u.test(text) && text === text.toUpperCase();

function findHeadingStyle(lines: ResumeLine[]): HeadingStyle | undefined {
  let known = lines.filter((line) => !line.bullet && !line.heading && line.size !== undefined && findSectionKey(line) !== undefined);
  if (known.length < 2) return undefined;
  let sizes = known.map((line) => line.size!);
  if (Math.max(...sizes) - Math.min(...sizes) > 0.3) {
    // A two-column page may set each column's headings in its own size (a sidebar's "CONTACT DETAILS" smaller than the
    // main column's "RESEARCH EXPERIENCE"): the largest, when two or more share it and one left edge, are the style.
    const largest = Math.max(...sizes);
    const top = known.filter((line) => line.size! >= largest - 0.3);
    const xs = top.map((line) => line.x ?? NaN);
    // Only in capitals: title-case headings of two sizes may be a heading and its subheadings ("Technical Skills" over "Programming Languages").
    if (top.length < 2 || !xs.every((x) => Math.abs(x - xs[0]!) <= 2) || !top.every((line) => isCapitals(line.text.replace(ICON_PREFIX, '')))) return undefined;
    known = top;
    sizes = known.map((line) => line.size!);
  }
  const texts = known.map((line) => line.text.replace(ICON_PREFIX, ''));
  const capitals = texts.every(isCapitals);
  const icon = known.every((line) => /^\s*\p{Co}/u.test(line.text));
  // Larger than the page's text: a heading style, not a run-in label.
  const bodySizes = lines.filter((line) => line.size !== undefined).map((line) => line.size!).sort((a, b) => a - b);
  const median = bodySizes[Math.floor(bodySizes.length / 2)]!;
  if (sizes[0]! < median + 1) return undefined;
  // Title-case headings look like an item's title: only capitals or an icon set them apart, or (year-column
  // academic CVs: "Open Research Software" among "Education", "Community Service") three known headings or more
  // set far larger than the text, which no item title is.
  if (!capitals && !icon && !(known.length >= 3 && sizes[0]! >= median * 1.3)) return undefined;
  const xs = known.map((line) => line.x ?? NaN);
  const sharedX = xs.every((x) => Math.abs(x - xs[0]!) <= 2) ? xs[0] : undefined;
  return { size: sizes[0]!, ...(sharedX !== undefined && !Number.isNaN(sharedX) ? { x: sharedX } : {}), capitals, icon, ...(!capitals && !icon ? { titleCase: true } : {}) };
}

/**
 * A PDF marks no heading as one: a line is a section heading when it names a known section. A heading
 * the list does not know ("GOVERNANCE", "SAMPLES", "WRITING" in HackMyResume) then reads as the previous
 * section's next item, and its items with it. Where a page's known headings share a distinctive style
 * (one size above the text's, in capitals or after an icon glyph, at one left edge), a short line set
 * exactly so is a heading too: it is marked, so it opens a section of its own (splitSections).
 */
export function markStyledHeadings(lines: ResumeLine[]): ResumeLine[] {
  const style = findHeadingStyle(lines);
  if (!style) return markStyledOnlyHeadings(lines);
  return lines.map((line) => {
    if (line.heading || line.bullet || line.size === undefined || findSectionKey(line) !== undefined) return line;
    const text = line.text.replace(ICON_PREFIX, '');
    const looksAlike =
      Math.abs(line.size - style.size) <= 0.3 &&
      (style.x === undefined || (line.x !== undefined && Math.abs(line.x - style.x) <= 2)) &&
      text.length > 1 &&
      text.length <= 40 &&
      !/[\d@\t]/.test(text) &&
      (!style.capitals || isCapitals(text)) &&
      (!style.icon || /^\s*\p{Co}/u.test(line.text)) &&
      // Set in title case, a line that joins a known heading to other words ("Projects & Associations") is left as it was read.
      !(style.titleCase && text.split(/\s*(?:&|\+|\band\b|,)\s*/i).some((part) => findSectionKey({ text: part }) !== undefined));
    return looksAlike ? { ...line, heading: true } : line;
  });
}

/**
 * "Formation" in the size and at the edge of the page's known headings ("Expérience", "Langues"), however they are
 * written (on a two-column page, at the edge of one of them): a French heading that is also an English word is read only when set as the others are.
 */
function markStyledOnlyHeadings(lines: ResumeLine[]): ResumeLine[] {
  const known = lines.filter((line) => !line.bullet && !line.heading && line.size !== undefined && findSectionKey(line) !== undefined);
  if (known.length < 2) return lines;
  const bodySizes = lines.filter((line) => line.size !== undefined).map((line) => line.size!).sort((a, b) => a - b);
  const median = bodySizes[Math.floor(bodySizes.length / 2)]!;
  return lines.map((line) => {
    if (line.heading || line.bullet || line.size === undefined || !STYLED_ONLY_HEADINGS.has(line.text.trim().replace(/:$/, '').toLowerCase())) return line;
    // On a two-column page the other column's headings stand at its own edge: the size is shared by all, the edge by one.
    const sameSize = known.filter((other) => Math.abs(other.size! - line.size!) <= 0.3);
    const sameEdge = sameSize.filter((other) => other.x !== undefined && line.x !== undefined && Math.abs(other.x - line.x) <= 2);
    return sameSize.length >= 2 && sameEdge.length >= 1 && line.size >= median + 1 ? { ...line, heading: true } : line;
  });
}
