import { reuseParsedFonts } from './reuse-parsed-fonts';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Resume } from '../../contract';
import { addPdfLinks } from './add-pdf-links';
import { MAX_EXPORT_PAGES, refuseLongExport } from './export-caps';
import type { ResumeBlock } from './layout-resume';
import { loadResumeFonts } from './load-resume-fonts';
import { BULLET_INDENT, SEPARATOR_GAP, blockRuns, keepsWithNext, styleBlock, type BlockStyle } from './pdf-block-style';
import { PAPER_POINTS, type ResumeTemplate } from './resume-templates';
import { wrapRuns, type RunStyle, type StyledRun } from './wrap-runs';

/** Characters DejaVu Sans lacks (CJK, emoji) would print as empty boxes and vanish from the text layer. */
function replaceMissingGlyphs(text: string, characters: Set<number>): string {
  let result = '';
  for (const character of text) result += characters.has(character.codePointAt(0) ?? 0) ? character : '?';
  return result;
}

/** A page of the document being drawn: the cursor moves down; a new page starts when the next lines do not fit. */
class PdfCursor {
  page: PDFPage;
  y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly paper: { width: number; height: number },
    private readonly margin: number,
  ) {
    this.page = this.addPage();
    this.y = this.top;
  }

  get top(): number {
    return this.paper.height - this.margin;
  }

  addPage(): PDFPage {
    // The estimate before layout is a lower bound: the pages actually drawn are capped too.
    if (this.document.getPageCount() >= MAX_EXPORT_PAGES) throw refuseLongExport(MAX_EXPORT_PAGES, true);
    this.page = this.document.addPage([this.paper.width, this.paper.height]);
    this.y = this.top;
    return this.page;
  }

  /** Moves to a new page unless `height` points still fit above the bottom margin. */
  ensureRoom(height: number): void {
    if (this.y - height < this.margin && this.y < this.top) this.addPage();
  }
}

interface LinePlacement {
  block: ResumeBlock;
  style: BlockStyle;
  fonts: Record<RunStyle, PDFFont>;
  measure: MeasureRun;
  lineIndex: number;
  /** Top of the line box and its height, in points from the bottom of the page. */
  top: number;
  lineHeight: number;
  left: number;
  width: number;
}

/**
 * Width of a text in a style at a size, each string shaped once per document: pdf-lib's
 * widthOfTextAtSize runs fontkit's whole layout (GSUB/GPOS lookups) on every call, and wrapping and
 * drawing measured the same words and runs three to four times — most of a résumé export's time.
 */
type MeasureRun = (text: string, style: RunStyle, size: number) => number;

function createRunMeasurer(fonts: Record<RunStyle, PDFFont>): MeasureRun {
  const unitWidths = new Map<string, number>();
  return (text, style, size) => {
    const key = `${style}\u0000${text}`;
    let unitWidth = unitWidths.get(key);
    if (unitWidth === undefined) {
      unitWidth = fonts[style].widthOfTextAtSize(text, 1000) / 1000;
      unitWidths.set(key, unitWidth);
    }
    return unitWidth * size;
  };
}

/** Draws one wrapped line run by run, a bullet before a bullet's first line, and links over web and e-mail addresses. */
function drawLine(page: PDFPage, line: StyledRun[], placement: LinePlacement): void {
  const { block, style, fonts, measure, lineHeight } = placement;
  const baseline = placement.top - lineHeight + (lineHeight - style.size) / 2 + style.size * 0.22;
  const lineWidth = line.reduce((sum, run) => sum + measure(run.text, run.style, style.size), 0);
  let x = placement.left + style.indent + (style.align === 'center' ? (placement.width - lineWidth) / 2 : 0);
  if (block.kind === 'bullet' && placement.lineIndex === 0) {
    page.drawText('•', { x: x - BULLET_INDENT + 2, y: baseline, size: style.size, font: fonts.regular, color: rgb(...style.color) });
  }
  for (const run of line) {
    const font = fonts[run.style];
    page.drawText(run.text, { x, y: baseline, size: style.size, font, color: rgb(...style.color) });
    addPdfLinks(page, run.text, block.text, { x, baseline, size: style.size, measure: (text) => measure(text, run.style, style.size) });
    x += measure(run.text, run.style, style.size);
  }
}

/** Space between a title and the dates set right beside it, in points. */
const ASIDE_GAP = 12;

/** An entry's dates, set right on its title line, after the title in the text layer (so the title reads first). */
function drawAside(page: PDFPage, text: string, at: { baseline: number; right: number; font: PDFFont; template: ResumeTemplate }): void {
  const { font, template } = at;
  const size = template.bodySize;
  page.drawText(text, { x: at.right - font.widthOfTextAtSize(text, size), y: at.baseline, size, font, color: rgb(...template.muted) });
}

/** The resume as a PDF: real text in reading order, DejaVu Sans embedded (subset), wrapped and paginated. */
export async function renderResumePdf(resume: Resume, blocks: ResumeBlock[], template: ResumeTemplate, paperSize: keyof typeof PAPER_POINTS): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(reuseParsedFonts);
  const files = await loadResumeFonts();
  const fonts: Record<RunStyle, PDFFont> = {
    regular: await document.embedFont(files.regular, { subset: true }),
    bold: await document.embedFont(files.bold, { subset: true }),
    italic: await document.embedFont(files.italic, { subset: true }),
  };
  const measure = createRunMeasurer(fonts);
  const characters = new Set(fonts.regular.getCharacterSet());
  const name = resume.basics?.name?.trim();
  document.setTitle(name ? `${name} – Resume` : 'Resume', { showInWindowTitleBar: true });
  if (name) document.setAuthor(name);
  document.setSubject('Resume');
  document.setCreator('Scribewell');
  document.setProducer('Scribewell');
  document.setLanguage('en');

  const paper = PAPER_POINTS[paperSize];
  const width = paper.width - 2 * template.margin;
  const cursor = new PdfCursor(document, paper, template.margin);
  const laidOut = blocks.map((block, index) => {
    const style = styleBlock(block, template, blocks[index - 1]);
    const runs = blockRuns(block, style.style, template).map((run) => ({ ...run, text: replaceMissingGlyphs(run.text, characters) }));
    const breakAt = block.kind === 'contact' || block.kind === 'entry-meta' ? SEPARATOR_GAP : undefined;
    const aside = block.kind === 'entry-title' && block.aside ? replaceMissingGlyphs(block.aside, characters) : undefined;
    // The dates set right take their width and a gap from the title's first line (and, simply, from every line of it).
    const asideWidth = aside ? measure(aside, 'regular', template.bodySize) + ASIDE_GAP : 0;
    const lines = wrapRuns(runs, width - style.indent - asideWidth, (text, runStyle) => measure(text, runStyle, style.size), breakAt);
    return { block, style, lines, lineHeight: style.size * template.leading, aside };
  });

  const ruleSpace = template.headingRule ? 4 : 0;
  const blockHeight = (index: number): number => {
    const item = laidOut[index]!;
    return item.style.before + item.lines.length * item.lineHeight + (item.block.kind === 'heading' ? ruleSpace : 0);
  };
  laidOut.forEach(({ block, style, lines, lineHeight, aside }, index) => {
    // The room needed: this block and the blocks it keeps with, up to the first line of the last of them.
    let last = index;
    let needed = 0;
    while (keepsWithNext(laidOut[last]!.block, laidOut[last + 1]?.block)) needed += blockHeight(last++);
    const tail = laidOut[last]!;
    needed += tail.style.before + tail.lineHeight + (tail.block.kind === 'heading' ? ruleSpace : 0);
    cursor.ensureRoom(needed);
    if (cursor.y < cursor.top) cursor.y -= style.before;
    lines.forEach((line, lineIndex) => {
      if (lineIndex > 0) cursor.ensureRoom(lineHeight);
      cursor.y -= lineHeight;
      drawLine(cursor.page, line, { block, style, fonts, measure, lineIndex, top: cursor.y + lineHeight, lineHeight, left: template.margin, width });
      if (aside && lineIndex === 0) drawAside(cursor.page, aside, { baseline: cursor.y + (lineHeight - style.size) / 2 + style.size * 0.22, right: paper.width - template.margin, font: fonts.regular, template });
    });
    if (block.kind === 'heading' && ruleSpace) {
      cursor.y -= 2;
      cursor.page.drawLine({
        start: { x: template.margin, y: cursor.y },
        end: { x: paper.width - template.margin, y: cursor.y },
        thickness: 0.6,
        color: rgb(...template.accent),
      });
      cursor.y -= ruleSpace - 2;
    }
  });
  return document.save();
}
