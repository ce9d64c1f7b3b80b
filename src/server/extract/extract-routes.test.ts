import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import type { Auth, AuthSession } from '../auth/create-auth';
import { handleError } from '../http/handle-errors';
import { createRateLimiter } from '../http/rate-limiter';
import type { ExtractBudget } from './extract-in-worker';
import { createExtractRoutes } from './extract-routes';
import { MAX_UPLOAD_BYTES } from './extract-text';
import { buildDocx, buildPdf } from './fixtures/build-documents';
import { buildDocxBomb, buildLyingDocxBomb, buildManyPagePdf } from './fixtures/build-hostile-documents';

/** Guests started by the fake auth below, so a test can see that an upload made one. */
const guestsStarted: string[] = [];
const fakeAuth = {
  api: {
    signInAnonymous: async () => {
      const id = `guest-${guestsStarted.length + 1}`;
      guestsStarted.push(id);
      return { headers: new Headers({ 'set-cookie': `session=${id}; Path=/` }), response: { user: { id } } };
    },
  },
} as unknown as Auth;

function createExtractApp({ userMax = 1_000, ipMax = 1_000, budget }: { userMax?: number; ipMax?: number; budget?: ExtractBudget } = {}) {
  return new Hono<AppEnv>()
    .onError(handleError)
    .use(async (c, next) => {
      const userId = c.req.header('x-test-user');
      c.set('session', userId ? ({ user: { id: userId } } as AuthSession) : null);
      await next();
    })
    .route(
      '/api/extract',
      createExtractRoutes({
        auth: fakeAuth,
        guestLimiter: createRateLimiter({ max: 1_000, windowSeconds: 60 }),
        trustProxy: false,
        userLimiter: createRateLimiter({ max: userMax, windowSeconds: 60 }),
        ipLimiter: createRateLimiter({ max: ipMax, windowSeconds: 60 }),
        budget,
      }),
    );
}

const app = createExtractApp();

interface ExtractJson {
  text?: string;
  fileName?: string;
  words?: number;
  error?: { code: string; message: string };
}

async function upload(fileName: string, content: BlobPart, type = 'application/octet-stream', { on = app, user = 'user-1' } = {}) {
  const form = new FormData();
  form.append('file', new File([content], fileName, { type }));
  const headers: Record<string, string> = user ? { 'x-test-user': user } : {};
  const response = await on.request('/api/extract', { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as ExtractJson, response };
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
    const response = await app.request('/api/extract', { method: 'POST', body: form, headers: { 'x-test-user': 'user-1' } });
    expect(response.status).toBe(400);
    const json = (await app.request('/api/extract', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(json.status).toBe(400);
  });
});

describe('POST /api/extract: who may upload, and how often', () => {
  it('makes a signed-out visitor a guest, as a tool run does, so tool pages keep their upload button', async () => {
    const before = guestsStarted.length;
    const { status, response } = await upload('notes.txt', 'A guest upload.', 'text/plain', { user: '' });
    expect(status).toBe(200);
    expect(guestsStarted.length).toBe(before + 1);
    expect(response.headers.get('set-cookie')).toContain('session=guest-');
  });

  it('starts no guest for a malformed upload', async () => {
    const before = guestsStarted.length;
    const response = await app.request('/api/extract', { method: 'POST', body: new FormData() });
    expect(response.status).toBe(400);
    expect(guestsStarted.length).toBe(before);
  });

  it('answers 429 with Retry-After once an account has uploaded its share for the minute', async () => {
    const limited = createExtractApp({ userMax: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await upload('a.txt', 'Some text.', 'text/plain', { on: limited, user: 'busy' })).status).toBe(200);
    }
    const { status, body, response } = await upload('a.txt', 'Some text.', 'text/plain', { on: limited, user: 'busy' });
    expect(status).toBe(429);
    expect(body.error?.code).toBe('rate_limited');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back by the first.
    expect((await upload('a.txt', 'Some text.', 'text/plain', { on: limited, user: 'calm' })).status).toBe(200);
  });

  it('limits one network address across accounts', async () => {
    const limited = createExtractApp({ ipMax: 3 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await upload('a.txt', 'Some text.', 'text/plain', { on: limited, user: `user-${attempt}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

/**
 * The two zip bombs deflate ~158 MB of XML to build themselves, and the lying one may run its thread
 * up to its 20 s limit: on a busy 2-core CI machine (three test files at a time) both passed 30 s.
 */
const BOMB_TEST_TIMEOUT_MS = 90_000;

describe('POST /api/extract: hostile files', () => {
  it('refuses a 460 KB .docx that unpacks to 158 MB of XML with 413, before unpacking it', async () => {
    const bomb = buildDocxBomb(158);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const { status, body } = await upload('bomb.docx', bomb);
    expect(status).toBe(413);
    expect(body.error?.code).toBe('document_too_large');
    expect(body.error?.message).toMatch(/unpacks to about 15\d MB/);
    // The server is still there for the next person.
    expect((await upload('essay.docx', new Uint8Array(buildDocx(['Still working.'])))).body.text).toBe('Still working.');
  }, BOMB_TEST_TIMEOUT_MS);

  it('stops a .docx that lies about its unpacked size at the thread memory limit, not the server', async () => {
    const { status, body } = await upload('liar.docx', buildLyingDocxBomb(158), undefined, {
      on: createExtractApp({ budget: { memoryMb: 64, timeLimitMs: 20_000 } }),
    });
    expect([413, 422]).toContain(status);
    expect(body.error?.message).toBeTruthy();
    expect((await upload('notes.txt', 'Still here.', 'text/plain')).status).toBe(200);
  }, BOMB_TEST_TIMEOUT_MS);

  it('refuses a PDF with 50,000 pages with 413, naming the page cap', async () => {
    const { status, body } = await upload('long.pdf', buildManyPagePdf(50_000));
    expect(status).toBe(413);
    expect(body.error?.code).toBe('document_too_large');
    expect(body.error?.message).toBe('This PDF has 50,000 pages; at most 300 are read. Upload the part you need or paste the text.');
  });

  it('reads a PDF within the page cap', async () => {
    const { status, body } = await upload('blank.pdf', buildManyPagePdf(300));
    // Empty pages: read in full, and found to hold no text.
    expect(status).toBe(422);
    expect(body.error?.code).toBe('no_text_found');
  });

  it('stops a document that takes longer than the time limit with 422', async () => {
    const { status, body } = await upload('paper.pdf', new Uint8Array(buildPdf(['Slow to read.'])), undefined, {
      on: createExtractApp({ budget: { memoryMb: 256, timeLimitMs: 1 } }),
    });
    expect(status).toBe(422);
    expect(body.error?.code).toBe('document_too_complex');
  });

  it('refuses a text file over the character cap with 413', async () => {
    const { status, body } = await upload('long.txt', 'word '.repeat(420_000), 'text/plain');
    expect(status).toBe(413);
    expect(body.error?.code).toBe('document_too_large');
  });
});
