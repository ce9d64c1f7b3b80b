import { Document, Packer, Paragraph, TextRun } from 'docx';
import { readEntryHtml } from './read-entry-html';

/** Word's twips: a 0.5-inch hanging indent, as APA, MLA, Chicago and Harvard lay out a reference list. */
const HANGING_INDENT = 720;

/** The bibliography as a .docx (base64), each entry a paragraph with its italics, bold and small caps kept. */
export async function exportDocx(entries: { html: string }[], options: { heading: string; hangingIndent: boolean }): Promise<string> {
  const paragraphs = entries.map(
    (entry) =>
      new Paragraph({
        children: readEntryHtml(entry.html).map(
          ({ underline, ...run }) => new TextRun({ ...run, ...(underline ? { underline: {} } : {}) }),
        ),
        spacing: { after: 120 },
        ...(options.hangingIndent ? { indent: { left: HANGING_INDENT, hanging: HANGING_INDENT } } : {}),
      }),
  );
  const document = new Document({
    creator: 'Scribewell',
    title: options.heading,
    sections: [{ children: [new Paragraph({ children: [new TextRun({ text: options.heading, bold: true })], spacing: { after: 240 } }), ...paragraphs] }],
  });
  return Packer.toBase64String(document);
}
