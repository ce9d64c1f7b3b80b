import { getDocumentProxy } from 'unpdf';
import { MAX_RESUME_PDF_PAGES } from '../../../../platform/document-kit/document-caps';
import { documentTooLarge } from '../../../../platform/document-kit/document-errors';
import { markBullet, type ResumeLine } from './resume-line';

// pdf.js gives positioned text runs; a resume needs lines. Runs on the same baseline are joined, a wide
// gap becomes a tab (a right-aligned date, or a second column), and each line keeps its left edge,
// font size and whether it reaches the right margin, which tell titles from wrapped text.

/** A resume is a few pages; a longer PDF is refused (document-caps.ts says why ten). */
export const MAX_PDF_PAGES = MAX_RESUME_PDF_PAGES;

type Run = { text: string; x: number; y: number; width: number; size: number };

export async function readPdfLines(bytes: Uint8Array): Promise<{ lines: ResumeLine[]; pages: number }> {
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  // Counted from the page tree before any page is read: a 100-page file took 80 s to import.
  if (document.numPages > MAX_PDF_PAGES) {
    const pages = document.numPages;
    await document.destroy();
    throw documentTooLarge(`This PDF has ${pages.toLocaleString('en-US')} pages; a resume is imported from at most ${MAX_PDF_PAGES}. Save the resume pages on their own and import that.`);
  }
  const lines: ResumeLine[] = [];
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const runs: Run[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , d, x, y] = item.transform as number[];
      runs.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.abs(d!) || item.height });
    }
    lines.push(...joinRuns(runs));
  }
  const pages = document.numPages;
  await document.destroy();
  return { lines, pages };
}

function joinRuns(runs: Run[]): ResumeLine[] {
  const rows: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(2, run.size * 0.4)) row.push(run);
    else rows.push([run]);
  }
  const rightEdge = Math.max(0, ...runs.map((run) => run.x + run.width));
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end = row[0]!.x;
    for (const run of row) {
      const gap = run.x - end;
      if (text && gap > run.size * 2) text += '\t';
      else if (text && gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
      text += run.text;
      end = run.x + run.width;
    }
    const size = Math.max(...row.map((run) => run.size));
    return markBullet({ text, size, x: row[0]!.x, fullWidth: end >= rightEdge - size * 4 });
  });
}
