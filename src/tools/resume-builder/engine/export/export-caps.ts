import { ToolInputError } from '../../../../platform/engine';
import type { ResumeBlock } from './layout-resume';

/**
 * The longest resume or CV an export lays out: 20 pages. A resume is one or two pages and a long
 * academic CV rarely passes fifteen; a 96-page export held a slot for nine minutes.
 */
export const MAX_EXPORT_PAGES = 20;

// The densest template (compact, 8.8 pt on US Letter between 36 pt margins) fits about 110 characters
// on a line and 72 lines on a page. With 130 and 75 the estimate is a lower bound for every template
// and paper, so a resume it refuses is longer than the cap however it is laid out.
const MOST_CHARACTERS_PER_LINE = 130;
const MOST_LINES_PER_PAGE = 75;

/** The fewest pages the blocks can take in any template, from their lengths alone (nothing is wrapped or drawn). */
export function estimateFewestPages(blocks: ResumeBlock[]): number {
  let lines = 0;
  for (const block of blocks) {
    const characters = block.text.length + (block.kind === 'paragraph' ? (block.lead?.length ?? 0) : 0);
    lines += Math.max(1, Math.ceil(characters / MOST_CHARACTERS_PER_LINE));
  }
  return Math.ceil(lines / MOST_LINES_PER_PAGE);
}

export function refuseLongExport(pages: number, exact: boolean): ToolInputError {
  return new ToolInputError(
    `This resume would run to ${exact ? 'more than' : 'at least'} ${pages} pages; an export can have at most ${MAX_EXPORT_PAGES}. Shorten it (or split a long CV into parts) and export again. This request was not counted.`,
    { code: 'export_too_long', status: 413 },
  );
}

/** Refuses, before anything is rendered, a resume sure to run past the page cap in every format. */
export function checkExportLength(blocks: ResumeBlock[]): void {
  const pages = estimateFewestPages(blocks);
  if (pages > MAX_EXPORT_PAGES) throw refuseLongExport(pages, false);
}
