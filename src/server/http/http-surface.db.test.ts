import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

/** What every response carries and how the edges of the API answer: headers, compression, robots.txt, 405. */
describe('HTTP surface', () => {
  let server: TestServer;
  let web: ReturnType<typeof createApp>['app'];
  const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;

  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
    const webDir = mkdtempSync(join(tmpdir(), 'scribewell-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(webDir, 'assets', 'app.js'), script);
    web = createApp({ database: server.database, config: { ...server.config, webDir }, engines: createTestEngines(), serveWeb: true }).app;
  });
  afterAll(async () => {
    await server?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) => web.request(`${server.config.baseUrl}${path}`, { headers });

  it('sends the security headers on API answers, errors and the web page', async () => {
    for (const path of ['/api/health', '/api/me', '/api/nothing-here', '/dashboard']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const page = await get('/dashboard');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Plain http here: HSTS only when BASE_URL is https.
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('tells browsers to stay on https when the site is served over https', async () => {
    const secure = createApp({
      database: server.database,
      config: { ...server.config, baseUrl: 'https://writing.example.org', trustedOrigins: ['https://writing.example.org'] },
      engines: createTestEngines(),
    }).app;
    const response = await secure.request('https://writing.example.org/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('serves a real robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toMatch(/^Disallow: \/api\//m);
  });

  it('answers a wrong method with a JSON 405 naming the allowed ones, and unknown paths with 404', async () => {
    const wrong = await web.request(`${server.config.baseUrl}/api/me`, { method: 'DELETE', headers: { origin: server.config.baseUrl } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect(await wrong.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    const tool = await get('/api/tools/text-compare');
    expect(tool.status).toBe(405);
    expect(tool.headers.get('allow')).toContain('POST');
    expect((await get('/api/no-such-route')).status).toBe(404);
  });

  it('compresses large JSON answers and scripts with brotli or gzip, as the browser asks', async () => {
    const plans = await get('/api/plans', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plans.headers.get('content-encoding')).toBe('br');
    expect(plans.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await plans.arrayBuffer())).toString('utf8')) as unknown[];
    expect(body.length).toBeGreaterThan(0);

    const gzipped = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(script);

    const plain = await get('/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('leaves small answers uncompressed', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
