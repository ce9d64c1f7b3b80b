import { BULLET_ICON_NAMES } from './icon-names';

/** One line of an imported resume, as read from a PDF page or a Word document. */
export type ResumeLine = {
  text: string;
  /** The file marks it as a heading (a Word heading style); PDF lines are recognised by their words. */
  heading?: boolean;
  /** 1 for Heading 1 and so on: section headings outrank the item titles some files also style as headings. */
  headingLevel?: number;
  /** A list item (a Word list, or a line starting with a bullet glyph). */
  bullet?: boolean;
  /** Font size in points when known (PDF): the largest text at the top is the name. */
  size?: number;
  /** Left edge in points when known (PDF): a wrapped bullet's next line starts right of the bullet. */
  x?: number;
  /** Reaches the right margin (PDF): a wrapped paragraph line, not a title, unless it holds dates. */
  fullWidth?: boolean;
  /** Left edge of each tab-parted cell after the first (PDF): where a title stands behind a margin date. */
  cellX?: number[];
  /** Repeated in every page's margin and holding contacts (a footer of contacts): read with the header, not the page's section. */
  runningContact?: boolean;
  /** A role set under its organisation's line, which gave its name and was taken out (nest-grouped-roles.ts). */
  employer?: string;
};

// Hollow and pointing shapes too (moderncv's "○", "►", "➤"): none starts a title's text.
const BULLET_GLYPH = /^\s*[•●▪■◦‣∙·*–\-○◆◇►▸▹➤➢❖]\s+/u;
/** An icon font's bullet whose name the text layer keeps, set apart by a wide gap: "Angle-Right⇥Built the …". */
const BULLET_ICON = /^([A-Za-z]+(?:-[A-Za-z]+)*)\t+/;

/** Marks lines that start with a bullet glyph as list items, without the glyph. */
export function markBullet(line: ResumeLine): ResumeLine {
  // Tabs stay: they mark a wide gap on a PDF line (a right-aligned date, a second column).
  const text = line.text.replace(/[^\S\t]+/g, ' ').replace(/ *\t[\s]*/g, '\t').trim();
  if (BULLET_GLYPH.test(text)) {
    // A glyph set apart by a wide gap hangs in the margin: the item's text starts at the next cell, where its wrapped lines do.
    const hanging = /^\s*\S\t/u.test(text) && line.cellX?.length ? { x: line.cellX[0], cellX: line.cellX.slice(1) } : {};
    return { ...line, text: text.replace(BULLET_GLYPH, ''), bullet: true, ...hanging };
  }
  const icon = BULLET_ICON.exec(text);
  if (icon && BULLET_ICON_NAMES.has(icon[1]!.toLowerCase())) return { ...line, text: text.slice(icon[0].length), bullet: true, ...(line.cellX?.length ? { x: line.cellX[0], cellX: line.cellX.slice(1) } : {}) };
  return { ...line, text };
}
