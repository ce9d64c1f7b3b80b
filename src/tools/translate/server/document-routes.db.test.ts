import { eq } from 'drizzle-orm';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActions } from '../../../db/schema/index';
import { findTool } from '../../../domain/tools';
import { createToolEngine } from '../../../platform/engine';
import { translateContract } from '../contract';
import { buildPdf } from '../../../server/extract/fixtures/build-documents';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import { createTestEngines } from '../../../server/testing/test-engines';
import { INLINE_DOCUMENT_BYTES } from './translate-upload';
import type { TestClient } from '../../../server/testing/test-client';

const WORDS: Record<string, string> = { hello: 'hola', world: 'mundo', the: 'el', red: 'rojo', car: 'coche' };

/** A stand-in translate engine: word by word, leaving markup alone, failing on demand. */
const fakeTranslate = createToolEngine(translateContract, async (input) => {
  if (input.text.includes('explode')) throw new Error('engine down');
  const translation = input.text.replace(/<[^>]*>|\p{L}+/gu, (word) => WORDS[word.toLowerCase()] ?? word);
  return {
    translation,
    source: { code: input.source === 'auto' ? 'en' : input.source, detected: input.source === 'auto' },
    target: input.target,
    engine: 'apertium' as const,
    segments: [{ source: input.text, target: translation }],
    glossaryApplied: (input.glossary ?? []).map((term) => ({ ...term, count: input.text.split(term.source).length - 1 })),
    notes: ['Translated by the stand-in.'],
  };
});

interface ProgressLine {
  type: 'progress' | 'done' | 'error';
  done?: number;
  total?: number;
  file?: string;
  fileName?: string;
  status?: number;
  error?: { code: string };
  glossaryApplied?: Array<{ source: string; count: number }>;
  notes?: string[];
}

async function readLines(response: Response): Promise<ProgressLine[]> {
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProgressLine);
}

describe('POST /api/translate/document', () => {
  let server: TestServer;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines({ translate: fakeTranslate }) });
    client = server.client();
    ({ user: { id: userId } } = await client.signUp(uniqueEmail('translate-doc'), STRONG_PASSWORD));
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const counter = findTool('translate')!.counter;
  async function readCounter() {
    const [row] = await server.db.select().from(userActions).where(eq(userActions.userId, userId));
    return row?.[counter];
  }

  function upload(fileName: string, content: BlobPart, fields: Record<string, string> = { target: 'es' }, headers?: Record<string, string>) {
    const form = new FormData();
    form.append('file', new File([content], fileName));
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return client.request('POST', '/api/translate/document', { body: form, ...(headers ? { headers } : {}) });
  }

  /** About 10,000 characters in few words (under the Free plan's limit): several engine calls of about 4,000. */
  const longText = (last = 'the red car') => [...Array.from({ length: 25 }, () => `hello ${'x'.repeat(400)}`), last].join('\n\n');
  const asProgress = { Accept: 'application/x-ndjson' };

  it('returns a translated Markdown file as a download and takes one request', async () => {
    const before = await readCounter();
    const response = await upload('notes.md', '# Hello world\n\n- the red car\n');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="notes.es.md"');
    expect(response.headers.get('x-translate-engine')).toBe('apertium');
    expect(await response.text()).toBe('# hola mundo\n\n- el rojo coche\n');
    expect(await readCounter()).toBe((before ?? 0) - 1);
    expect(response.headers.get('x-requests-remaining')).toBe(String((before ?? 0) - 1));
  });

  it('keeps a .docx a Word document with its bold run', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('the '), new TextRun({ text: 'red', bold: true }), new TextRun(' car')] })] }] }),
    );
    const response = await upload('report.docx', new Uint8Array(docx));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('wordprocessingml');
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(await response.arrayBuffer()) });
    expect(value).toBe('<p>el <strong>rojo</strong> coche</p>');
  });

  it('reads and rebuilds a large file in the document thread, with every paragraph and its markup kept', async () => {
    // Over INLINE_DOCUMENT_BYTES by its markup, not its words: 160 paragraphs, 480 words (the Free plan's limit is 500).
    const paragraph = `<p class="${'c'.repeat(420)}">the <b>red</b> car</p>`;
    const html = `<html lang="en"><body lang="en-GB">${paragraph.repeat(160)}</body></html>`;
    expect(html.length).toBeGreaterThan(INLINE_DOCUMENT_BYTES);
    const response = await upload('page.html', html);
    expect(response.status).toBe(200);
    const out = await response.text();
    expect(out.match(/<p class="c+">el <b>rojo<\/b> coche<\/p>/g)).toHaveLength(160);
    // The detected source language reaches the thread: the body's declaration is the target's too.
    expect(out).toMatch(/^<html lang="es"><body lang="es">/);
  });

  it('translates a PDF into a text download', async () => {
    const response = await upload('paper.pdf', new Uint8Array(buildPdf(['hello world'])));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="paper.es.txt"');
    expect(await response.text()).toContain('hola mundo');
  });

  it('gives the request back when the translation fails', async () => {
    const before = await readCounter();
    const response = await upload('notes.txt', 'hello\nexplode now\n');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('tool_failed');
    expect(await readCounter()).toBe(before);
  });

  it('says how often each glossary term was applied, and the notes, beside the download', async () => {
    const response = await upload('notes.txt', 'the car and the car', { target: 'es', glossary: JSON.stringify([{ source: 'car', target: 'auto' }]) });
    expect(response.status).toBe(200);
    const summary = JSON.parse(decodeURIComponent(response.headers.get('x-translate-summary') ?? '')) as { glossaryApplied: unknown; notes: string[] };
    expect(summary.glossaryApplied).toEqual([{ source: 'car', target: 'auto', count: 2 }]);
    expect(summary.notes).toContain('Translated by the stand-in.');
  });

  it('streams progress while a long document translates, then the file with its counts and notes', async () => {
    const before = await readCounter();
    const response = await upload('long.txt', longText(), { target: 'es', glossary: JSON.stringify([{ source: 'car', target: 'auto' }]) }, asProgress);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = await readLines(response);
    const progress = lines.filter((line) => line.type === 'progress');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((line) => line.done)).toEqual([...progress.map((line) => line.done)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(progress.at(-1)?.done).toBe(progress.at(-1)?.total);
    const done = lines.at(-1);
    expect(done?.type).toBe('done');
    expect(done?.fileName).toBe('long.es.txt');
    expect(Buffer.from(done?.file ?? '', 'base64').toString('utf8')).toMatch(/^hola x{400}\n\nhola [\s\S]*el rojo coche$/);
    expect(done?.glossaryApplied).toEqual([{ source: 'car', target: 'auto', count: 1 }]);
    expect(done?.notes).toContain('Translated by the stand-in.');
    expect(await readCounter()).toBe((before ?? 0) - 1);
  });

  it('ends the stream with the error, and gives the request back, when the engine fails midway', async () => {
    const before = await readCounter();
    const response = await upload('long.txt', longText('explode here'), { target: 'es' }, asProgress);
    const lines = await readLines(response);
    expect(lines.some((line) => line.type === 'progress')).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: 'error', status: 500, error: { code: 'tool_failed' } });
    expect(await readCounter()).toBe(before);
  });

  it('refuses unsupported files and missing options without taking a request', async () => {
    const before = await readCounter();
    const image = await upload('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(image.status).toBe(415);
    expect(((await image.json()) as { error: { message: string } }).error.message).toMatch(/\.docx, \.txt, \.md, \.html or \.pdf/);
    const noTarget = await upload('notes.txt', 'hello', {});
    expect(noTarget.status).toBe(400);
    const broken = await upload('broken.docx', 'PK\u0003\u0004 not a zip');
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toMatch(/damaged/);
    expect(await readCounter()).toBe(before);
  });
});
