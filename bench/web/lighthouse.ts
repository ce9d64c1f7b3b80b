/**
 * Lighthouse performance (mobile preset: simulated slow 4G and a 4x slower CPU) for `/` and every
 * tool route, on the built app served by our own server, in /usr/bin/chromium. Not part of npm test.
 * Goal (issue 16, item 12): ≥ 90 everywhere. Build first (`npx vite build`), then:
 *
 *   npx tsx bench/web/lighthouse.ts [--routes /,/text-compare] [--desktop] [--runs 3] [--save-dir /tmp/lh]
 *
 * The simulated CPU slowdown multiplies whatever else the machine is doing, so a single run on a busy
 * machine can be 10–20 points off: `--runs` measures each route that many times and prints the median
 * (the middle run by score). `--save-dir` keeps each full report to read the audits behind a score.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { TOOL_IDS } from '../../src/domain/tools';
import { startApp } from './start-app';

const run = promisify(execFile);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const routes = option('--routes')?.split(',') ?? ['/', ...TOOL_IDS.map((id) => `/${id}`)];
const desktop = process.argv.includes('--desktop');
const runs = Math.max(1, Number(option('--runs') ?? 1));
const saveDir = option('--save-dir');

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

async function measure(url: string): Promise<{ report: LighthouseReport; json: string }> {
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
  return { report: JSON.parse(stdout) as LighthouseReport, json: stdout };
}

/** A loaded machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, not fatal. */
async function measureWithRetry(url: string): Promise<{ report: LighthouseReport; json: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`${url}: Lighthouse failed (${String(error).split('\n')[0]?.slice(0, 120)}), measuring again`);
    }
  }
}

/** Visits each route once, so the server has compressed its hashed assets (as a running server has) before measuring. */
async function warmUp(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  for (const route of routes) await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await browser.close();
}

const scoreOf = (report: LighthouseReport) => Math.round((report.categories.performance.score ?? 0) * 100);

const { base, stop } = await startApp();
try {
  await warmUp(base);
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const seconds = (report: LighthouseReport, audit: string) => ((report.audits[audit]?.numericValue ?? NaN) / 1000).toFixed(1).padStart(5);
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} performance${runs > 1 ? `, median of ${runs} runs` : ''}`);
  console.log('route                          score    FCP s    LCP s    TBT ms    CLS     runs');
  for (const route of routes) {
    const reports: LighthouseReport[] = [];
    for (let attempt = 1; attempt <= runs; attempt += 1) {
      const { report, json } = await measureWithRetry(`${base}${route}`);
      reports.push(report);
      if (saveDir) writeFileSync(join(saveDir, `${route.replace(/\W+/g, '_') || 'home'}-${desktop ? 'desktop' : 'mobile'}-${attempt}.json`), json);
    }
    const sorted = [...reports].sort((a, b) => scoreOf(a) - scoreOf(b));
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const score = scoreOf(median);
    const tbt = Math.round(median.audits['total-blocking-time']?.numericValue ?? NaN);
    const cls = (median.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3);
    const flag = score < 90 ? '  under the 90 goal' : '';
    const all = reports.map(scoreOf).join('/');
    console.log(
      `${route.padEnd(30)} ${String(score).padStart(5)}    ${seconds(median, 'first-contentful-paint')}    ${seconds(median, 'largest-contentful-paint')}    ${String(tbt).padStart(6)}    ${cls}   ${all}${flag}`,
    );
  }
} finally {
  stop();
}
