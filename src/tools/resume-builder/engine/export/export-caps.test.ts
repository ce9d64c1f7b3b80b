import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Resume } from '../../contract';
import { EXPORT_FORMATS } from '../../contract';
import { estimateFewestPages, MAX_EXPORT_PAGES } from './export-caps';
import { exportResume } from './export-resume';
import { layoutResume } from './layout-resume';

const base: Resume = { basics: { name: 'Ada Lovelace', email: 'ada@example.com' } };

/** About 96 pages in the classic template: 300 jobs of five long bullets each. */
const longResume: Resume = {
  ...base,
  work: Array.from({ length: 300 }, (_, index) => ({
    name: `Employer ${index + 1}`,
    position: 'Engineer',
    startDate: '2001-01',
    highlights: Array.from({ length: 5 }, () => 'Shipped a feature that customers asked for in every survey, then measured and iterated on it for a whole year with the team'),
  })),
};

describe('resume export caps', () => {
  it(`refuses a resume longer than ${MAX_EXPORT_PAGES} pages in every format, before rendering, with a 413 that names the cap`, async () => {
    expect(estimateFewestPages(layoutResume(longResume))).toBeGreaterThan(MAX_EXPORT_PAGES);
    for (const format of EXPORT_FORMATS) {
      await expect(exportResume(longResume, { template: 'classic', paper: 'a4', format }), format).rejects.toMatchObject({
        name: 'ToolInputError',
        status: 413,
        code: 'export_too_long',
        message: expect.stringMatching(new RegExp(`at most ${MAX_EXPORT_PAGES}`)),
      });
    }
  });

  it('estimates a lower bound: a two-page resume passes, and the drawn pages are capped too', async () => {
    const work = Array.from({ length: 14 }, (_, index) => ({ name: `Employer ${index + 1}`, position: 'Engineer', startDate: '2001-01', highlights: ['Shipped a feature'] }));
    expect(estimateFewestPages(layoutResume({ ...base, work }))).toBeLessThanOrEqual(2);
    const file = await exportResume({ ...base, work }, { template: 'classic', paper: 'letter', format: 'pdf' });
    expect(file.bytes.length).toBeGreaterThan(0);
    // Short blocks the estimate counts as one line each but the template spaces out: stopped while drawing.
    const manyShort: Resume = { ...base, work: Array.from({ length: 700 }, (_, index) => ({ name: `E${index}`, highlights: ['x'] })) };
    expect(estimateFewestPages(layoutResume(manyShort))).toBeLessThanOrEqual(MAX_EXPORT_PAGES);
    await expect(exportResume(manyShort, { template: 'classic', paper: 'a4', format: 'pdf' })).rejects.toMatchObject({ status: 413, code: 'export_too_long' });
  }, 60_000);

  it('writes a link whose address holds an unbalanced ")" as the literal URI, never as PDF syntax', async () => {
    const url = 'https://evil.example/a)/S/JavaScript/JS(app.alert(1))';
    const file = await exportResume({ basics: { name: 'Mallory', url } }, { template: 'classic', paper: 'a4', format: 'pdf' });
    const document = await PDFDocument.load(file.bytes);
    const annotations = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Link'));
    expect(annotations).toHaveLength(1);
    const action = annotations[0]!.lookup(PDFName.of('A'), PDFDict);
    expect(action.get(PDFName.of('S'))).toBe(PDFName.of('URI'));
    expect(action.get(PDFName.of('JS'))).toBeUndefined();
    const uri = action.get(PDFName.of('URI'));
    expect(uri instanceof PDFHexString || uri instanceof PDFString).toBe(true);
    expect(Buffer.from((uri as PDFHexString).asBytes()).toString('latin1')).toBe(url);
    // No JavaScript action anywhere in the file, and a PDF reader sees the same literal URL.
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      if (object instanceof PDFDict) expect(object.get(PDFName.of('S'))).not.toBe(PDFName.of('JavaScript'));
    }
    const page = await (await getDocumentProxy(new Uint8Array(file.bytes))).getPage(1);
    const urls = ((await page.getAnnotations()) as { url?: string; unsafeUrl?: string }[]).map((annotation) => annotation.unsafeUrl ?? annotation.url);
    expect(urls).toEqual([url]);
  });
});
