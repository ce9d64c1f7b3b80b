import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../../server/http/handle-errors';
import { createCitationStyleRoutes } from './citation-style-routes';

function cslFile(title: string, parent?: string) {
  const link = parent ? `<link href="http://www.zotero.org/styles/${parent}" rel="independent-parent"/>` : '';
  return `<?xml version="1.0" encoding="utf-8"?>\n<style xmlns="http://purl.org/net/xbiblio/csl" version="1.0">\n  <info>\n    <title>${title}</title>\n    ${link}\n  </info>\n</style>\n`;
}

/** A small stand-in for Debian's collection: independent styles, and journals' aliases under dependent/. */
function makeCollection() {
  const root = mkdtempSync(join(tmpdir(), 'csl-styles-'));
  const installed = join(root, 'installed');
  mkdirSync(join(installed, 'dependent'), { recursive: true });
  writeFileSync(join(installed, 'apa.csl'), cslFile('American Psychological Association 7th edition'));
  writeFileSync(join(installed, 'elsevier-harvard.csl'), cslFile('Elsevier - Harvard (with titles)'));
  writeFileSync(join(installed, 'harvard-anglia-ruskin-university.csl'), cslFile('Anglia Ruskin University - Harvard'));
  writeFileSync(join(installed, 'societe-de-chimie.csl'), cslFile('Soci&#233;t&#233; de Chimie &amp; Physique'));
  writeFileSync(join(installed, 'dependent', 'nature-neuroscience.csl'), cslFile('Nature Neuroscience', 'nature'));
  writeFileSync(join(installed, 'broken.txt'), 'not a style');
  return { bundledDir: join(root, 'no-bundled-folder-yet'), installedDir: installed };
}

async function search(routes: Hono, query: string) {
  const response = await routes.request(`/${query}`);
  return { status: response.status, body: (await response.json()) as { styles: { id: string; title: string; bundled: boolean; parent?: string }[]; total: number; installed: number } };
}

describe('GET /api/citation-styles', () => {
  // Mounted like the app mounts it, so errors take the API's JSON shape.
  const routes = new Hono().onError(handleError).route('/', createCitationStyleRoutes(makeCollection()));

  it('offers the bundled styles first when nothing is typed, titled from the collection when it has them', async () => {
    const { body } = await search(routes, '');
    expect(body.styles[0]).toEqual({ id: 'apa', title: 'American Psychological Association 7th edition', bundled: true });
    expect(body.styles.every((style) => style.bundled)).toBe(true);
    expect(body.styles.map((style) => style.id)).toContain('modern-language-association');
    expect(body.installed).toBe(4);
  });

  it('finds installed styles by every word of the query, ignoring case and accents, best match first', async () => {
    const harvard = await search(routes, '?q=Harvard');
    expect(harvard.body.styles.map((style) => style.id)).toEqual(['harvard-cite-them-right', 'harvard-anglia-ruskin-university', 'elsevier-harvard']);
    const chimie = await search(routes, '?q=societe%20physique');
    expect(chimie.body.styles).toEqual([{ id: 'societe-de-chimie', title: 'Société de Chimie & Physique', bundled: false }]);
    const journal = await search(routes, '?q=nature%20neuro');
    expect(journal.body.styles).toEqual([{ id: 'nature-neuroscience', title: 'Nature Neuroscience', bundled: false, parent: 'nature' }]);
    expect((await search(routes, '?q=zzzz')).body).toMatchObject({ styles: [], total: 0 });
  });

  it('refuses an over-long query or a bad limit with a 400', async () => {
    expect((await routes.request(`/?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await routes.request('/?limit=0')).status).toBe(400);
  });
});

describe('GET /api/citation-styles under load and with parameters it does not take', () => {
  it('answers a cursor (the search has no pages) with a 400 naming it', async () => {
    const routes = new Hono().onError(handleError).route('/', createCitationStyleRoutes(makeCollection()));
    const response = await routes.request('/?cursor=AAAAAAAAAAAA');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('"cursor"'),
    });
  });

  it("builds the catalogue of thousands of styles while libuv's thread pool is taken (sign-ups hashing passwords)", async () => {
    const { installedDir, bundledDir } = makeCollection();
    for (let index = 0; index < 3_000; index += 1) writeFileSync(join(installedDir, 'dependent', `journal-${index}.csl`), cslFile(`Journal ${index}`, 'apa'));
    const routes = new Hono().onError(handleError).route('/', createCitationStyleRoutes({ installedDir, bundledDir }));
    // Every thread of libuv's pool held by a read of a pipe nobody writes to yet, as password hashing
    // holds them on a busy server. Reading each style as pool work queued 9,000 operations behind
    // them: the first search waited for the pool (past 10 s in the fuzz run, minutes under hashing).
    const pipes = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE ?? 4) }, (_, index) => join(installedDir, `pipe-${index}`));
    for (const pipe of pipes) execFileSync('mkfifo', [pipe]);
    const held = pipes.map((pipe) => readFile(pipe));
    try {
      const { status, body } = await search(routes, '?q=journal%202999');
      expect(status).toBe(200);
      expect(body.styles[0]).toMatchObject({ id: 'journal-2999', parent: 'apa' });
      expect(body.installed).toBe(3_004);
    } finally {
      for (const pipe of pipes) closeSync(openSync(pipe, 'w'));
      await Promise.all(held);
    }
  });
});
