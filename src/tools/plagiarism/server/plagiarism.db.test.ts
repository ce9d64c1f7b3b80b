import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlagiarismResult } from '../contract';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../../server/testing/create-test-server';
import type { TestClient } from '../../../server/testing/test-client';
import { inArray } from 'drizzle-orm';
import { plagiarismDocuments } from '../../../db/schema/index';
import { fingerprintHashes } from '../index';
import { hashContent } from './content-hash';
import { findCandidates } from './document-store';
import { importCorpus } from './import-corpus';

interface CheckBody {
  result: PlagiarismResult;
  remaining: number;
}
interface ErrorJson {
  error: { code: string; message: string };
}

const ARTICLE =
  'Winnowing selects the minimum hash in every window of consecutive k-gram hashes, so that two documents sharing a long enough passage ' +
  'are guaranteed to share at least one selected fingerprint. The selected fingerprints are stored in an index keyed by hash value, ' +
  'and a new document is checked by looking up each of its fingerprints instead of comparing it with every stored document.';
const SAVED =
  'My first-year essay argued that public libraries remain essential civic infrastructure because they offer free internet access, ' +
  'quiet study space and trained staff who help residents find reliable information about health, work and government services.';

const TIED =
  'Four corpus documents open with this same paragraph about tide pools, where anemones, limpets and small crabs wait for the sea ' +
  'to return twice a day, so each of them shares exactly the same fingerprints with a text that copies only this paragraph.';

describe('plagiarism check through the API', () => {
  let server: TestServer;
  let corpusDir: string;

  beforeAll(async () => {
    server = await createTestServer();
    corpusDir = mkdtempSync(join(tmpdir(), 'scribewell-corpus-'));
    writeFileSync(join(corpusDir, 'winnowing-explained.txt'), ARTICLE);
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signedIn(): Promise<TestClient> {
    const client = server.client();
    await client.signUp(uniqueEmail('plagiarism'), STRONG_PASSWORD);
    return client;
  }

  it('finds a passage copied from a source given in the request, with similarity and an APA citation', async () => {
    const client = server.client();
    const text = `Some introduction of mine. ${ARTICLE.slice(0, 140)}`;
    const response = await client.post('/api/tools/plagiarism', {
      text,
      sources: [{ title: 'Winnowing notes', url: 'https://example.org/winnowing', text: ARTICLE }],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CheckBody;
    expect(body.result.similarity).toBeGreaterThan(70);
    expect(body.result.matches[0]).toMatchObject({ kind: 'exact', source: { title: 'Winnowing notes', origin: 'request' } });
    expect(body.result.citations[0]!.apa).toBe('Winnowing notes. (n.d.). example.org. https://example.org/winnowing');
    expect(body.result.comparedWith).toEqual({ sources: 1, documents: 0, corpus: 0, web: false, webFailed: false, candidates: 0 });
    expect(body.remaining).toBe(9);
  });

  it('says that nothing was compared, instead of 0%, on a fresh install with no source, corpus or web search', async () => {
    const response = await server.client().post('/api/tools/plagiarism', { text: ARTICLE });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as CheckBody;
    expect(result.similarity).toBeNull();
    expect(result.message).toBe('0 sources: paste a source, save documents, import a corpus, or enable web search');
    expect(result.comparedWith).toMatchObject({ sources: 0, documents: 0, corpus: 0, web: false });
  });

  it('counts sources toward the word limit, refusing 400 words plus a long source before any work', async () => {
    const client = server.client();
    const response = await client.post('/api/tools/plagiarism', {
      text: 'word '.repeat(400),
      sources: [{ title: 'Long source', text: 'other '.repeat(200) }],
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe('word_limit_exceeded');
    expect(body.error.message).toMatch(/600 words/);
    // Refused before the allowance was touched: the next check still has all ten requests but one.
    const next = (await (await client.post('/api/tools/plagiarism', { text: 'word '.repeat(10), sources: [{ title: 'S', text: 'word' }] })).json()) as CheckBody;
    expect(next.remaining).toBe(9);
  });

  it('imports a corpus idempotently and matches it for everyone', async () => {
    const first = await importCorpus(server.db, corpusDir);
    expect(first).toMatchObject({ read: 1, added: 1, unchanged: 0 });
    const again = await importCorpus(server.db, corpusDir);
    expect(again).toMatchObject({ read: 1, added: 0, unchanged: 1 });

    const client = server.client();
    const response = await client.post('/api/tools/plagiarism', { text: ARTICLE.slice(150) });
    const body = (await response.json()) as CheckBody;
    expect(body.result.similarity).toBe(100);
    expect(body.result.matches[0]!.source).toEqual({ title: 'winnowing explained', origin: 'corpus' });
    expect(body.result.comparedWith).toMatchObject({ sources: 0, corpus: 1, candidates: 1 });
  });

  it('orders candidates that share as many fingerprints by their text, not by random ids, so the cap is stable', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scribewell-ties-'));
    const tails = ['alpha river stones', 'bravo mountain paths', 'charlie desert winds', 'delta forest trails'];
    tails.forEach((tail, index) => writeFileSync(join(folder, `tie-${index}.txt`), `${TIED} Tie ${index}: ${tail}.`));
    await importCorpus(server.db, folder);
    const hashes = fingerprintHashes(TIED);
    const found = await findCandidates(server.db, hashes, undefined, 3);
    const rows = await server.db
      .select({ id: plagiarismDocuments.id, contentHash: plagiarismDocuments.contentHash })
      .from(plagiarismDocuments)
      .where(inArray(plagiarismDocuments.id, found.map((candidate) => candidate.documentId)));
    const shared = found[0]!.shared;
    expect(found.every((candidate) => candidate.shared === shared)).toBe(true);
    const hashOf = new Map(rows.map((row) => [row.id, row.contentHash]));
    const order = found.map((candidate) => hashOf.get(candidate.documentId)!);
    expect(order).toEqual([...order].sort());
    const expected = tails.map((tail, index) => hashContent(`${TIED} Tie ${index}: ${tail}.`)).sort().slice(0, 3);
    expect(order).toEqual(expected);
  });

  it("compares with the user's own saved documents, never with another user's, and forgets deleted ones", async () => {
    const owner = await signedIn();
    const saved = await owner.post('/api/documents', { title: 'Libraries essay (2023)', text: SAVED });
    expect(saved.status).toBe(201);
    const { document } = (await saved.json()) as { document: { id: string; words: number } };
    expect(document.words).toBeGreaterThan(30);
    expect((await owner.post('/api/documents', { title: 'Same text again', text: `${SAVED}  ` })).status).toBe(200);
    const list = (await (await owner.get('/api/documents')).json()) as { items: Array<{ id: string }> };
    expect(list.items.map((item) => item.id)).toEqual([document.id]);

    const check = (client: TestClient) => client.post('/api/tools/plagiarism', { text: SAVED }).then((r) => r.json() as Promise<CheckBody>);
    const mine = await check(owner);
    expect(mine.result.similarity).toBe(100);
    expect(mine.result.matches[0]!.source).toEqual({ title: 'Libraries essay (2023)', origin: 'saved' });

    const stranger = await signedIn();
    expect((await check(stranger)).result.matches).toEqual([]);
    expect((await stranger.request('DELETE', `/api/documents/${document.id}`)).status).toBe(404);

    expect((await owner.request('DELETE', `/api/documents/${document.id}`)).status).toBe(200);
    expect((await check(owner)).result.matches).toEqual([]);
    expect(await findCandidates(server.db, [1, 2, 3], undefined, 10)).toEqual([]);
  });

  it.each([
    ['an empty text', { text: '' }, 400, /text: The text is empty/],
    ['a text without words', { text: ' ... !!! ' }, 400, /no words/],
    ['binary data', { text: '\u0000\u0001\u0002\u0003PK'.repeat(100) }, 400, /binary/],
    ['a source without text', { text: 'hello there', sources: [{ title: 'x', text: '' }] }, 400, /sources\.0\.text/],
    ['a text over the plan limit', { text: 'word '.repeat(501) }, 413, /500/],
  ])('answers %s with a clear error', async (_name, input, status, message) => {
    const client = server.client();
    const response = await client.post('/api/tools/plagiarism', input);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(message);
  });

  it('refuses documents that are missing, binary or too large, and callers without a session', async () => {
    const client = await signedIn();
    expect((await server.client().get('/api/documents')).status).toBe(401);
    expect((await client.post('/api/documents', { title: 'No text', text: '   ' })).status).toBe(400);
    expect((await client.post('/api/documents', { title: 'Bin', text: '\u0000\u0001\u0002'.repeat(100) })).status).toBe(400);
    const huge = await client.post('/api/documents', { title: 'Huge', text: 'a '.repeat(600_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorJson).error.code).toBe('payload_too_large');
  });
});
