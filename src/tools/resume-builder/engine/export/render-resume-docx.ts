import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import type { Resume } from '../../contract';
import type { ResumeBlock } from './layout-resume';
import type { ResumeTemplate, Rgb } from './resume-templates';

/** Word's page sizes in twentieths of a point. */
const PAPER_TWIPS = { a4: { width: 11906, height: 16838 }, letter: { width: 12240, height: 15840 } } as const;

function toHex(color: Rgb): string {
  return color.map((channel) => Math.round(channel * 255).toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** Half-points, Word's unit for type size. */
function halfPoints(points: number): number {
  return Math.round(points * 2);
}

function renderBlock(block: ResumeBlock, template: ResumeTemplate, textWidth: number): Paragraph {
  const align = template.headerAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  switch (block.kind) {
    case 'name':
      return new Paragraph({ heading: HeadingLevel.TITLE, alignment: align, children: [new TextRun(block.text)] });
    case 'label':
      return new Paragraph({ alignment: align, children: [new TextRun({ text: block.text, size: halfPoints(template.labelSize), color: toHex(template.muted) })] });
    case 'contact':
      return new Paragraph({ alignment: align, children: [new TextRun({ text: block.text, size: halfPoints(template.contactSize), color: toHex(template.muted) })] });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: [new TextRun(block.text)] });
    case 'entry-title':
      if (!block.aside) return new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: [new TextRun(block.text)] });
      // The dates at a right tab stop on the text's right edge: one line, the title read first.
      return new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
        children: [new TextRun(block.text), new TextRun({ text: `\t${block.aside}`, bold: false, size: halfPoints(template.bodySize), color: toHex(template.muted) })],
      });
    case 'entry-meta':
      return new Paragraph({ keepNext: true, children: [new TextRun({ text: block.text, italics: true, color: toHex(template.muted) })] });
    case 'paragraph':
      return new Paragraph({ children: [...(block.lead ? [new TextRun({ text: block.lead, bold: true })] : []), new TextRun(block.text)] });
    case 'bullet':
      return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(block.text)] });
  }
}

/** The resume as Word: Title, Heading 1 per section, Heading 2 per entry and real bullet lists, so Word's navigation and parsers see the structure. */
export async function renderResumeDocx(resume: Resume, blocks: ResumeBlock[], template: ResumeTemplate, paperSize: keyof typeof PAPER_TWIPS): Promise<Uint8Array> {
  const font = template.docxFont;
  const spacingAfter = Math.round(template.entryGap * 10);
  const name = resume.basics?.name?.trim();
  const document = new Document({
    creator: 'Scribewell',
    title: name ? `${name} – Resume` : 'Resume',
    subject: 'Resume',
    styles: {
      default: {
        document: { run: { font, size: halfPoints(template.bodySize), color: toHex(template.text) }, paragraph: { spacing: { after: 40 } } },
        title: { run: { font, size: halfPoints(template.nameSize), bold: true, color: toHex(template.accent) }, paragraph: { spacing: { after: 60 } } },
        heading1: {
          run: { font, size: halfPoints(template.headingSize), bold: true, allCaps: template.headingUppercase, color: toHex(template.accent) },
          paragraph: {
            spacing: { before: template.sectionGap * 20, after: 80 },
            ...(template.headingRule ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, space: 1, color: toHex(template.accent) } } } : {}),
          },
        },
        heading2: { run: { font, size: halfPoints(template.titleSize), bold: true, color: toHex(template.text) }, paragraph: { spacing: { before: spacingAfter, after: 20 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAPER_TWIPS[paperSize],
            margin: { top: template.margin * 20, bottom: template.margin * 20, left: template.margin * 20, right: template.margin * 20 },
          },
        },
        children: blocks.map((block) => renderBlock(block, template, PAPER_TWIPS[paperSize].width - 2 * template.margin * 20)),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
