import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CAPS } from './document-caps';
import { buildManyPartDocx, buildMediaBomb, buildXmlBomb, paragraphsXml } from './fixtures/build-zip-bombs';
import { repackDocxMarkup } from './repack-docx-markup';
import { unzipWithinCaps } from './unzip-within-caps';

function refusal(read: () => unknown): { code?: string; status?: number; message?: string } {
  try {
    read();
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  throw new Error('expected a refusal');
}

describe('unzipWithinCaps', () => {
  it('reads an ordinary .docx, keeping only the parts asked for', () => {
    const zip = zipSync({ 'word/document.xml': new TextEncoder().encode(paragraphsXml(3)), 'word/media/a.png': new Uint8Array(10) });
    const parts = unzipWithinCaps(zip, { keep: (name) => name.endsWith('.xml') });
    expect(Object.keys(parts)).toEqual(['word/document.xml']);
    expect(strFromU8(parts['word/document.xml']!)).toContain('all work and no play');
  });

  it.each([
    ['a 1 GB XML bomb', () => buildXmlBomb(1024), /unpacks to about 1,02\d MB/],
    ['a 2 GB picture of zeros', () => buildMediaBomb(2048), /unpacks to about 2,04\d MB/],
    ['a 60 MB XML part (honest sizes)', () => buildXmlBomb(60), /40 MB in one part/],
  ])('refuses %s from its declared sizes with 413', (_name, build, message) => {
    const error = refusal(() => unzipWithinCaps(build()));
    expect(error).toMatchObject({ code: 'document_too_large', status: 413 });
    expect(error.message).toMatch(message);
  });

  it.each([
    ['a 1 GB XML bomb', () => buildXmlBomb(1024, { lie: true })],
    ['a 2 GB picture of zeros', () => buildMediaBomb(2048, { lie: true })],
  ])('stops %s that says its parts are 1 KB a byte past the lie, while inflating', (_name, build) => {
    const error = refusal(() => unzipWithinCaps(build()));
    expect(error).toMatchObject({ code: 'document_too_large', status: 413 });
    expect(error.message).toContain('unpacks to more than the 1,024 bytes the file says it holds');
  });

  it('checks the parts it does not keep too (a picture behind the text)', () => {
    const error = refusal(() => unzipWithinCaps(buildMediaBomb(2048, { lie: true }), { keep: (name) => name.endsWith('.xml') }));
    expect(error.message).toContain('(word/media/image1.png)');
  });

  it.each([
    ['a 20 MB XML bomb', () => buildXmlBomb(20, { lie: { claimMb: 39 } }), 'word/document.xml'],
    ['a 30 MB picture of zeros', () => buildMediaBomb(30, { lie: { claimMb: 39 } }), 'word/media/image1.png'],
  ])('stops %s claiming believable sizes at the packing-ratio cap', (_name, build, part) => {
    const error = refusal(() => unzipWithinCaps(build()));
    expect(error).toMatchObject({ code: 'document_too_large', status: 413 });
    expect(error.message).toContain(`(${part}) unpacks to more than ${DOCUMENT_CAPS.maxRatio} times its packed size`);
  });

  it('refuses a zip of more parts than the cap', () => {
    const error = refusal(() => unzipWithinCaps(buildManyPartDocx(DOCUMENT_CAPS.maxEntries + 1)));
    expect(error).toMatchObject({ code: 'document_too_large', status: 413 });
    expect(error.message).toContain('at most 2,000 are read');
  });

  it('answers 422 for a damaged zip', () => {
    expect(refusal(() => unzipWithinCaps(new TextEncoder().encode('PK\u0003\u0004 not a zip')))).toMatchObject({ code: 'unreadable_file', status: 422 });
    const zip = buildXmlBomb(2);
    expect(refusal(() => unzipWithinCaps(zip.subarray(0, zip.length - 200)))).toMatchObject({ status: 422 });
  });
});

describe('repackDocxMarkup', () => {
  it('keeps the XML, drops the pictures and stores the parts uncompressed', () => {
    const picture = crypto.getRandomValues(new Uint8Array(50_000));
    const docx = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': new TextEncoder().encode(paragraphsXml(500)), 'word/media/image1.png': picture });
    const repacked = repackDocxMarkup(docx);
    const parts = unzipSync(repacked);
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(repacked.length).toBeGreaterThan(Object.values(parts).reduce((sum, part) => sum + part.length, 0));
  });
});
