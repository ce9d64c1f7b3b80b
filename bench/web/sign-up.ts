/**
 * Sign-up to a ready dashboard, in Chromium, as a newcomer does it (issue 37, item 1: goal under 1 s on
 * an idle machine). Times from the click on "Create account" to the dashboard showing the plan (the
 * page's own data loaded), and lists the requests in between. Build first (`npx vite build`), then:
 *
 *   npx tsx bench/web/sign-up.ts [--runs 5] [--url http://localhost:3000]
 *
 * Without --url it starts the built app (WEB_DIR, default dist/web) on a spare port with a throwaway
 * database. The first run is a warm-up (the first page load compiles, the first hash allocates) and is
 * printed but left out of the median. Not part of npm test.
 *
 * 2026-11-29, idle 2-core machine (load 1–4): median of 6 1,482 ms (min 1,207 ms) at 22da89b; 1,026 ms
 * (min 882 ms) at 67d71c5, where the sign-up and sign-in pages download the dashboard's code when idle.
 * Both were measured while the server's engines still loaded their models (start-app.ts now waits for
 * "[engines] ready"): after the warm-up, 17:27 UTC the same day (load average 5–6, falling), median of
 * 6 578 ms (min 503, max 717) at 73cac4a.
 *
 * Earlier, 2-core machine at load average 15 (five other agents' builds and tests, so NOT the idle
 * figure the goal is about): median of 5 runs 2.1 s and 3.1 s in two runs (min 1.5 s; the sign-up
 * request alone 0.7–2 s, its one password hash), against 4.4 s (min 2.5 s) for the previous page,
 * which signed in after signing up (two hashes), on the same server and load.
 */
import { chromium, type Page } from '@playwright/test';
import { startApp } from './start-app';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Math.max(1, Number(option('--runs') ?? 5));
const url = option('--url');
const PASSWORD = 'Quiet-Harbour-Lantern-2048';

interface Timing {
  totalMs: number;
  signUpRequestMs: number;
  requests: string[];
}

async function signUpOnce(page: Page, base: string, index: number): Promise<Timing> {
  await page.goto(`${base}/register`);
  await page.getByLabel(/^e-?mail/i).fill(`bench.${Date.now().toString(36)}${index}@example.com`);
  await page.getByLabel(/^password/i).first().fill(PASSWORD);
  await page.getByLabel(/confirm password/i).fill(PASSWORD);
  const requests: string[] = [];
  const onRequest = (request: { method: () => string; url: () => string }) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) requests.push(`${request.method()} ${path}`);
  };
  page.on('request', onRequest);
  const signUpAnswer = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-up/email'));
  const started = performance.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await signUpAnswer;
  const signUpRequestMs = performance.now() - started;
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.getByTestId('plan-name').waitFor({ timeout: 60_000 });
  const totalMs = performance.now() - started;
  page.off('request', onRequest);
  return { totalMs, signUpRequestMs, requests };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const app = url ? { base: url.replace(/\/+$/, ''), stop: () => {} } : await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const totals: number[] = [];
  for (let index = 0; index <= runs; index += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const timing = await signUpOnce(page, app.base, index);
    await context.close();
    const label = index === 0 ? 'warm-up' : `run ${index}`;
    console.log(
      `${label.padEnd(8)} sign-up → dashboard ready ${Math.round(timing.totalMs)} ms (sign-up answered after ${Math.round(timing.signUpRequestMs)} ms); requests: ${timing.requests.join(', ')}`,
    );
    if (index > 0) totals.push(timing.totalMs);
  }
  console.log(`median of ${totals.length}: ${Math.round(median(totals))} ms, min ${Math.round(Math.min(...totals))} ms, max ${Math.round(Math.max(...totals))} ms`);
} finally {
  await browser.close();
  app.stop();
}
