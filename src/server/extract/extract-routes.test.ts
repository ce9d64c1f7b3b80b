import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../http/handle-errors';
import { createExtractRoutes } from './extract-routes';
import { MAX_UPLOAD_BYTES } from './extract-text';
import { buildDocx, buildPdf } from './fixtures/build-documents';

const app = new Hono().onError(handleError).route('/api/extract', createExtractRoutes());

interface ExtractJson {
  text?: string;
  fileName?: string;
  words?: number;
  error?: { code: string; message: string };
}

async function upload(fileName: string, content: BlobPart, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([content], fileName, { type }));
  const response = await app.request('/api/extract', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as ExtractJson };
}

describe('POST /api/extract', () => {
  it('reads a .txt file', async () => {
    const { status, body } = await upload('notes.txt', '\uFEFFPlain text,\r\nover two lines.', 'text/plain');
    expect(status).toBe(200);
    expect(body).toEqual({ text: 'Plain text,\nover two lines.', fileName: 'notes.txt', words: 5 });
  });

  it('reads a .md file as text', async () => {
    const { status, body } = await upload('README.md', '# Title\n\nSome *markdown* here.');
    expect(status).toBe(200);
    expect(body.text).toBe('# Title\n\nSome *markdown* here.');
  });

  it('reads the paragraphs of a .docx file', async () => {
    const { status, body } = await upload('essay.docx', new Uint8Array(buildDocx(['First paragraph of the essay.', 'Second one.'])));
    expect(status).toBe(200);
    expect(body.text).toContain('First paragraph of the essay.');
    expect(body.text).toContain('Second one.');
    expect(body.words).toBe(7);
  });

  it('reads the text of a .pdf file', async () => {
    const { status, body } = await upload('paper.pdf', new Uint8Array(buildPdf(['Results of the study.', 'Conclusion follows.'])));
    expect(status).toBe(200);
    expect(body.text).toContain('Results of the study.');
    expect(body.text).toContain('Conclusion follows.');
  });

  it('answers 415 with the accepted types for an unsupported file', async () => {
    const { status, body } = await upload('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
    expect(status).toBe(415);
    expect(body.error?.code).toBe('unsupported_file_type');
    expect(body.error?.message).toMatch(/\.txt, \.md, \.docx or \.pdf/);
  });

  it.each([
    ['a damaged .docx', 'broken.docx', new Uint8Array(Buffer.from('PK\u0003\u0004 not really a zip'))],
    ['a .docx that is not a zip', 'fake.docx', new Uint8Array(Buffer.from('hello'))],
    ['a damaged .pdf', 'broken.pdf', new Uint8Array(Buffer.from('%PDF-1.4\nnonsense'))],
    ['a .txt that is not UTF-8', 'latin.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0xff])],
  ])('answers 422 for %s', async (_name, fileName, content) => {
    const { status, body } = await upload(fileName, content);
    expect(status).toBe(422);
    expect(body.error?.code).toBe('unreadable_file');
  });

  it('answers 422 for a file without any text', async () => {
    const { status, body } = await upload('empty.txt', '   \n ');
    expect(status).toBe(422);
    expect(body.error?.code).toBe('no_text_found');
  });

  it('answers 413 for a file over 10 MB', async () => {
    const { status, body } = await upload('huge.txt', new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97));
    expect(status).toBe(413);
    expect(body.error?.code).toBe('file_too_large');
  });

  it('answers 400 when no file is sent', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const response = await app.request('/api/extract', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    const json = (await app.request('/api/extract', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(json.status).toBe(400);
  });
});
