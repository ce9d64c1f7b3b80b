import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManyParagraphDocx, buildMediaBomb, buildXmlBomb } from '../../platform/document-kit/fixtures/build-zip-bombs';
import { createToolEngine } from '../../platform/engine';
import { resumeBuilderEngine } from '../../tools/resume-builder/engine/engine';
import { translateContract } from '../../tools/translate/contract';
import { grantPlan } from '../billing/grant-plan';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import type { TestClient } from '../testing/test-client';
import { createTestEngines } from '../testing/test-engines';
import { EXTRACT_MEMORY_MB } from './extract-limits';
import { buildManyPagePdf } from './fixtures/build-hostile-documents';

/**
 * Issue 31: every hostile document an attacker sent, to every route that reads documents (extract,
 * translate, resume import), answers 4xx without the server's memory climbing. Bombs are built here,
 * in milliseconds, never committed. Times are not asserted (no timing in tests): bench/documents/hostile.ts
 * prints them.
 */

const MB = 1024 * 1024;
/** Peak resident memory a refused document may add over the process's memory just before it. */
const PEAK_MEMORY_ALLOWANCE = 100 * MB;
/**
 * A PDF is read by pdf.js in an extraction thread of its own (extract-in-worker.ts): starting that
 * thread (its own V8 heap, tsx and the parsers) costs ~150–190 MB however small the file, within the
 * thread's 256 MB heap cap. That is the cost of any PDF upload, not of this one: bounded by the cap.
 */
const PDF_THREAD_ALLOWANCE = EXTRACT_MEMORY_MB * MB;

const HOSTILE: Array<[name: string, fileName: string, build: () => Uint8Array]> = [
  ['a 1.5 MB .docx of 420 MB of XML', 'bomb-420.docx', () => buildXmlBomb(420)],
  ['a 560 KB .docx of 150 MB of XML', 'bomb-150.docx', () => buildXmlBomb(150)],
  ['a ~100 KB .docx of 28 MB of XML', 'bomb-28.docx', () => buildXmlBomb(28)],
  ['a 1 GB .docx zip bomb', 'bomb-1g.docx', () => buildXmlBomb(1024)],
  ['a .docx with a 2 GB zeroed picture', 'media-2g.docx', () => buildMediaBomb(2048)],
  ['a 1 GB .docx bomb that lies about its sizes', 'liar-1g.docx', () => buildXmlBomb(1024, { lie: true })],
  ['a 2 GB zeroed picture that lies about its size', 'liar-media.docx', () => buildMediaBomb(2048, { lie: true })],
  ['a .docx of 120,000 paragraphs', 'paragraphs.docx', () => buildManyParagraphDocx(120_000)],
  ['a 100-page PDF', 'long.pdf', () => buildManyPagePdf(100)],
];

/** Translates word by word without a model: the route's reading is what is under test. */
const echoTranslate = createToolEngine(translateContract, async (input) => ({
  translation: input.text,
  source: { code: 'en', detected: false },
  target: input.target,
  engine: 'apertium' as const,
  segments: [{ source: input.text, target: input.text }],
  glossaryApplied: [],
  notes: [],
}));

/**
 * Peak resident memory while `run` runs, above the memory just before it. Linux lets a process reset
 * its high-water mark (VmHWM) by writing 5 to /proc/self/clear_refs, so the peak is exact even when the
 * main thread is too busy for a sampler; elsewhere a 5 ms sampler stands in.
 */
async function measurePeak<T>(run: () => Promise<T>): Promise<{ result: T; peakAboveIdle: number }> {
  globalThis.gc?.();
  const idle = process.memoryUsage.rss();
  let resetWorked = false;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    resetWorked = true;
  } catch {
    // Not Linux, or not allowed: sample instead.
  }
  let sampled = idle;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss())), 5);
  try {
    const result = await run();
    const peak = resetWorked ? readHighWaterMark() : Math.max(sampled, process.memoryUsage.rss());
    return { result, peakAboveIdle: peak - idle };
  } finally {
    clearInterval(sampler);
  }
}

function readHighWaterMark(): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Number(kb) * 1024;
}

describe('hostile documents, on every route that reads documents', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines({ translate: echoTranslate, 'resume-builder': resumeBuilderEngine }) });
    client = server.client();
    const email = uniqueEmail('hostile');
    await client.signUp(email, STRONG_PASSWORD);
    // Ultimate's 16 MB tool body, so the resume import bombs reach the reader rather than the body limit.
    await grantPlan(server.database.db, email, 'Ultimate');
  }, 120_000);
  afterAll(async () => {
    await server?.destroy();
  });

  const routes: Record<string, (fileName: string, bytes: Uint8Array) => Promise<Response>> = {
    extract: (fileName, bytes) => client.request('POST', '/api/extract', { body: multipart(fileName, bytes) }),
    'translate document': (fileName, bytes) => client.request('POST', '/api/translate/document', { body: multipart(fileName, bytes, { target: 'es' }) }),
    'resume import': (fileName, bytes) =>
      client.post('/api/tools/resume-builder', { import: { name: fileName, base64: Buffer.from(bytes).toString('base64') } }),
  };

  const cases = HOSTILE.flatMap(([name, fileName, build]) => Object.keys(routes).map((route) => [route, name, fileName, build] as const));

  it.each(cases)('%s: %s answers 4xx, with at most 100 MB of memory over idle', async (route, _name, fileName, build) => {
    const allowance = fileName.endsWith('.pdf') && route !== 'resume import' ? PDF_THREAD_ALLOWANCE : PEAK_MEMORY_ALLOWANCE;
    const bytes = build();
    const { result: response, peakAboveIdle } = await measurePeak(() => routes[route]!(fileName, bytes));
    const body = (await response.json()) as { error?: { code: string; message: string } };
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    expect(body.error?.message).toBeTruthy();
    expect(peakAboveIdle).toBeLessThanOrEqual(allowance);
  }, 60_000);

  it.each([
    ['translate document', 'paragraphs.docx', () => buildManyParagraphDocx(120_000), /120,000 paragraphs; at most 50,000/],
    ['resume import', 'long.pdf', () => buildManyPagePdf(100), /100 pages; a resume is imported from at most 10/],
    ['translate document', 'bomb-1g.docx', () => buildXmlBomb(1024), /unpacks to about 1,02\d MB.*40 MB in one part/],
    ['resume import', 'media-2g.docx', () => buildMediaBomb(2048), /unpacks to about 2,04\d MB/],
    ['extract', 'liar-media.docx', () => buildMediaBomb(2048, { lie: true }), /\(word\/media\/image1\.png\) unpacks to more than the 1,024 bytes/],
    ['resume import', 'liar-1g.docx', () => buildXmlBomb(1024, { lie: true }), /\(word\/document\.xml\) unpacks to more than the 1,024 bytes/],
  ])('%s refuses %s with 413 document_too_large naming the cap', async (route, fileName, build, message) => {
    const response = await routes[route]!(fileName, build());
    const body = (await response.json()) as { error?: { code: string; message: string } };
    expect(response.status).toBe(413);
    expect(body.error?.code).toBe('document_too_large');
    expect(body.error?.message).toMatch(message);
  }, 60_000);

  it('still translates an ordinary .docx, pictures stored as they were', async () => {
    const response = await routes['translate document']!('ok.docx', buildManyParagraphDocx(3));
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 60_000);
});

function multipart(fileName: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
