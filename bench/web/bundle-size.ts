/**
 * How much JavaScript a first visit downloads, per route, compressed as the server sends it.
 * Builds nothing: run `npx vite build` first. Starts the app on a spare port with a throwaway
 * database, opens each route in Chromium with an empty cache, and sums the gzip and brotli sizes of
 * every script the page fetched (taken from the built files, so the figure does not depend on
 * whether the server compresses). Goals: `/` under 150 KB brotli (issue 16, item 12); every route's
 * first load at most 200 KB compressed, gzip as well as brotli (issue 37, item 7).
 *
 *   WEB_DIR=dist/web [BENCH_PORT=3961] npx tsx bench/web/bundle-size.ts [--routes /,/text-compare] [--detail]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TOOL_IDS } from '../../src/domain/tools';
import { startApp } from './start-app';

const routeArg = process.argv.indexOf('--routes');
/** `--detail` lists each script under its route. */
const detail = process.argv.includes('--detail');
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
    // A prerendered page starts its chunks after the first paint, one task at a time, and the math
    // editor loads once the page has mounted: on a busy machine 'networkidle' can come in between.
    // Wait for the app's entry script, then until three seconds pass without a new script.
    const isEntry = (path: string) => /\/assets\/index-[^/]+\.js$/.test(path);
    if (![...scripts].some(isEntry)) await page.waitForResponse((response) => isEntry(response.url()), { timeout: 60_000 }).catch(() => undefined);
    for (let seen = -1; seen !== scripts.size; ) {
      seen = scripts.size;
      await page.waitForTimeout(3_000);
      await page.waitForLoadState('networkidle');
    }
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const script of scripts) {
      const sizes = compressedSizes(script);
      raw += sizes.raw;
      gzip += sizes.gzip;
      brotli += sizes.brotli;
    }
    const flag =
      route === '/' && brotli > 150 * 1024
        ? '  over the 150 KB brotli goal'
        : Math.max(gzip, brotli) > 200 * 1024
          ? '  over the 200 KB goal'
          : '';
    console.log(`${route.padEnd(30)} ${String(scripts.size).padStart(7)} ${kb(raw)}    ${kb(gzip)}    ${kb(brotli)}${flag}`);
    if (detail) {
      for (const script of scripts) {
        const sizes = compressedSizes(script);
        console.log(`  ${script.padEnd(45)} ${kb(sizes.raw)}    ${kb(sizes.gzip)}    ${kb(sizes.brotli)}`);
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
