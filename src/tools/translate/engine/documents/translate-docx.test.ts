import { Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { translateDocx } from './translate-docx';

const WORDS: Record<string, string> = {
  'The ': 'El ',
  'red': 'rojo',
  ' car is fast.': ' coche es rápido.',
  'A cell': 'Una celda',
  'Page header': 'Encabezado',
  'Plain paragraph & more.': 'Párrafo simple y más.',
};

/** A fake engine that translates inside the piece tags, as a real one does with protected markup. */
async function dictionary(texts: string[]): Promise<string[]> {
  return texts.map((text) => text.replace(/(<g\d+>)?([^<]+)(<\/g\d+>)?/g, (_, open = '', words: string, close = '') => open + (WORDS[words] ?? words) + close));
}

async function buildSample(): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Page header')] }) },
        children: [
          new Paragraph({ children: [new TextRun('The '), new TextRun({ text: 'red', bold: true }), new TextRun(' car is fast.')] }),
          new Paragraph('Plain paragraph & more.'),
          new Table({ rows: [new TableRow({ children: [new TableCell({ children: [new Paragraph('A cell')] })] })] }),
          new Paragraph({ children: [new TextRun('2024')] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('translateDocx', () => {
  it('translates paragraphs, table cells and headers, keeping bold on the translated word', async () => {
    const { bytes, simplified } = await translateDocx(await buildSample(), dictionary);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(html).toContain('<p>El <strong>rojo</strong> coche es rápido.</p>');
    expect(html).toContain('<p>Párrafo simple y más.</p>');
    expect(html).toMatch(/<table>.*Una celda.*<\/table>/);
    expect(html).toContain('<p>2024</p>');
    expect(simplified).toBe(0);
    const files = unzipSync(bytes);
    expect(Object.values(files).map((data) => strFromU8(data)).join('')).toContain('Encabezado');
  });

  it('sends each paragraph once, with its formatting boundaries as tags', async () => {
    const sent: string[] = [];
    await translateDocx(await buildSample(), async (texts) => {
      sent.push(...texts);
      return texts;
    });
    expect(sent).toContain('<g1>The </g1><g2>red</g2><g3> car is fast.</g3>');
    expect(sent).toContain('Plain paragraph & more.');
    expect(sent).not.toContain('2024');
  });

  it('keeps every word when the engine drops the tags, and says the formatting was simplified', async () => {
    const { bytes, simplified } = await translateDocx(await buildSample(), async (texts) => texts.map((text) => text.replace(/<\/?g\d+>/g, '')));
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).toContain('The red car is fast.');
    expect(simplified).toBe(1);
  });

  it('makes the runs and properties declared in the source language the target, names it in the defaults, and copies other parts as they were', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'The ', language: { value: 'en-GB' } }), new TextRun({ text: 'déjà vu', language: { value: 'fr-FR' } })] }),
          ],
        },
      ],
    });
    const source = unzipSync(new Uint8Array(await Packer.toBuffer(document)));
    source['word/settings.xml'] = strToU8(strFromU8(source['word/settings.xml']!).replace('</w:settings>', '<w:themeFontLang w:val="en-US"/></w:settings>'));
    const { bytes } = await translateDocx(zipSync(source), dictionary, { source: 'en', target: 'es' });
    const files = unzipSync(bytes);
    const body = strFromU8(files['word/document.xml']!);
    expect(body).toContain('<w:lang w:val="es-ES"/>');
    expect(body).toContain('<w:lang w:val="fr-FR"/>');
    expect(body).not.toContain('en-GB');
    expect(strFromU8(files['word/settings.xml']!)).toContain('<w:themeFontLang w:val="es-ES"/>');
    // This file's defaults named no language: they name the target now, so unmarked runs are checked in Spanish.
    expect(strFromU8(files['word/styles.xml']!)).toContain('<w:rPrDefault><w:rPr><w:lang w:val="es-ES"/></w:rPr></w:rPrDefault>');
    expect(files['word/fontTable.xml']).toEqual(source['word/fontTable.xml']);
    expect((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value).toContain('El déjà vu');
  });

  it('refuses a file that is not a Word document with a clear message', async () => {
    await expect(translateDocx(new TextEncoder().encode('not a zip'), dictionary)).rejects.toThrow(/damaged or is not a Word document/);
  });
});
