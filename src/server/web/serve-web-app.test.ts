import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiNotFound } from '../http/handle-errors';
import { serveWebApp } from './serve-web-app';

describe('serveWebApp', () => {
  let webDir: string;
  let app: Hono;
  beforeAll(() => {
    webDir = mkdtempSync(join(tmpdir(), 'scribewell-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Scribewell</title><div id="root"><h1>Home page</h1></div>');
    writeFileSync(join(webDir, 'app-shell.html'), '<!doctype html><title>Scribewell</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(webDir, 'favicon.svg'), '<svg/>');
    app = new Hono();
    app.all('/api/*', handleApiNotFound);
    serveWebApp(app, webDir);
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('serves hashed assets with a long cache', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli file the build wrote beside an asset to browsers that accept it', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('console.log("app")');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await app.request('/assets/gone-999.js')).status).toBe(404);
  });

  it('serves other files from the build, revalidated', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the home page its prerendered HTML', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Home page</h1>');
  });

  it.each(['/dashboard', '/login', '/text-compare', '/some/unknown/page'])('falls back to the empty app shell for %s, never the home page', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Home page');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
