/**
 * Lighthouse performance (mobile preset: simulated slow 4G and a 4x slower CPU) for `/` and every
 * tool route, on the built app served by our own server, in /usr/bin/chromium. Not part of npm test.
 * Goal (issue 16, item 12): ≥ 90 everywhere. Build first (`npx vite build`), then:
 *
 *   npx tsx bench/web/lighthouse.ts [--routes /,/text-compare] [--desktop]
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { TOOL_IDS } from '../../src/domain/tools';
import { startApp } from './start-app';

const run = promisify(execFile);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const routeArg = process.argv.indexOf('--routes');
const routes = routeArg > 0 ? process.argv[routeArg + 1]!.split(',') : ['/', ...TOOL_IDS.map((id) => `/${id}`)];
const desktop = process.argv.includes('--desktop');

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

async function measure(url: string): Promise<LighthouseReport> {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(desktop ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await run('node_modules/.bin/lighthouse', args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LighthouseReport;
}

/** Visits each route once, so the server has compressed its hashed assets (as a running server has) before measuring. */
async function warmUp(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  for (const route of routes) await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await browser.close();
}

const { base, stop } = await startApp();
try {
  await warmUp(base);
  const seconds = (report: LighthouseReport, audit: string) => ((report.audits[audit]?.numericValue ?? NaN) / 1000).toFixed(1).padStart(5);
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} performance`);
  console.log('route                          score    FCP s    LCP s    TBT ms');
  for (const route of routes) {
    const report = await measure(`${base}${route}`);
    const score = Math.round((report.categories.performance.score ?? 0) * 100);
    const tbt = Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN);
    const flag = score < 90 ? '  under the 90 goal' : '';
    console.log(`${route.padEnd(30)} ${String(score).padStart(5)}    ${seconds(report, 'first-contentful-paint')}    ${seconds(report, 'largest-contentful-paint')}    ${String(tbt).padStart(6)}${flag}`);
  }
} finally {
  stop();
}
