/**
 * How much JavaScript a first visit downloads, per route, compressed as the server sends it.
 * Builds nothing: run `npx vite build` first. Starts the app on a spare port with a throwaway
 * database, opens each route in Chromium with an empty cache, and sums the gzip and brotli sizes of
 * every script the page fetched (taken from the built files, so the figure does not depend on
 * whether the server compresses). Goal (issue 16, item 12): `/` under 150 KB compressed.
 *
 *   npx tsx bench/web/bundle-size.ts [--routes /,/text-compare]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TOOL_IDS } from '../../src/domain/tools';
import { startApp } from './start-app';

const routeArg = process.argv.indexOf('--routes');
const routes = routeArg > 0 ? process.argv[routeArg + 1]!.split(',') : ['/', '/pricing', '/login', ...TOOL_IDS.map((id) => `/${id}`)];

function compressedSizes(path: string): { raw: number; gzip: number; brotli: number } {
  const bytes = readFileSync(join(webDir, path));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const { base, webDir, stop } = await startApp();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('route                          scripts      raw KB    gzip KB  brotli KB');
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const script of scripts) {
      const sizes = compressedSizes(script);
      raw += sizes.raw;
      gzip += sizes.gzip;
      brotli += sizes.brotli;
    }
    const flag = route === '/' && brotli > 150 * 1024 ? '  over the 150 KB goal' : '';
    console.log(`${route.padEnd(30)} ${String(scripts.size).padStart(7)} ${kb(raw)}    ${kb(gzip)}    ${kb(brotli)}${flag}`);
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
