import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadResumeFonts } from './load-resume-fonts';
import { reuseParsedFonts } from './reuse-parsed-fonts';

async function drawAndRead(lines: string[]): Promise<string> {
  const { bold } = await loadResumeFonts();
  const document = await PDFDocument.create();
  document.registerFontkit(reuseParsedFonts);
  const font = await document.embedFont(bold, { subset: true });
  const page = document.addPage();
  lines.forEach((line, index) => page.drawText(line, { font, size: 12, x: 20, y: 700 - 20 * index }));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await document.save())), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

describe('reuseParsedFonts', () => {
  it('parses a font file once', async () => {
    const { regular } = await loadResumeFonts();
    expect(reuseParsedFonts.create(regular)).toBe(reuseParsedFonts.create(regular));
  });

  it('copies the right letters in a resume drawn after one whose letters share glyphs (Cyrillic Р, Latin P)', async () => {
    expect(await drawAndRead(['Zoë Ångström', 'Русский: Ελληνικά:', 'Experience'])).toBe('Zoë Ångström Русский: Ελληνικά: Experience');
    expect(await drawAndRead(['EXPERIENCE', 'PYTHON, SPSS'])).toBe('EXPERIENCE PYTHON, SPSS');
  });
});
