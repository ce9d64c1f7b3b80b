/** A text run as pdf.js gives it, and whether a wide blank stands right before it. */
export type BlankAwareRun = { text: string; x: number; y: number; width: number; size: number; afterWideBlank?: boolean };

/**
 * HTML printed to PDF (wkhtmltopdf: HackMyResume's skill chips "JavaScript HTML 5 CSS LAMP") writes the
 * padding between two boxes as one blank run as wide as two spaces or more, and the next box's text
 * starts inside it: the gap the reader sees is one font size, less than a column gap, so the boxes'
 * words would run together. A run that starts inside a blank run of its own baseline at least one
 * font size wide is marked: the line reader parts it from what stands before it, as a wide gap would.
 * Blank runs themselves are dropped.
 */
export function markWideBlanks<T extends BlankAwareRun>(runs: T[]): T[] {
  const blanks = runs.filter((run) => run.text.trim() === '' && run.width >= run.size);
  const inked = runs.filter((run) => run.text.trim() !== '');
  if (blanks.length === 0) return inked;
  return inked.map((run) => {
    const after = blanks.some((blank) => Math.abs(blank.y - run.y) <= 0.5 && run.x > blank.x + 0.5 && run.x <= blank.x + blank.width + 0.5);
    return after ? { ...run, afterWideBlank: true } : run;
  });
}
