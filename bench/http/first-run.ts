import { TOOL_IDS } from '../../src/domain/tools';
import { loadToolExamples } from '../../test/fuzz/tool-examples';
import { ServerUnderTest } from './server-under-test';

/**
 * `npx tsx bench/http/first-run.ts [later runs, default 5]`
 *
 * Issue 37's first-run figure: the real server as `npm start` runs it, started fresh; once it says its
 * engines are ready, each tool gets its example request (test/fuzz/tool-examples.ts) once — the first
 * run a new user after a restart pays for — and then N more times. Prints, per tool, the first run's
 * time against the median of the later ones (goal: first ≤ 2× later). One request at a time, as one
 * signed-out visitor (a guest, whose session is made first and timed apart), over HTTP with the server's
 * own checks.
 */
const LATER = Number(process.argv[2] ?? 5);

const server = await ServerUnderTest.start();
const examples = await loadToolExamples();
let cookie = '';

async function timeRun(toolId: string, input: unknown): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/tools/${toolId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  });
  await response.arrayBuffer();
  const setCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (setCookie) cookie = setCookie;
  return { ms: performance.now() - started, status: response.status };
}

// The guest session first, timed on its own: every new visitor pays for it once, whatever tool they open
// first, and folded into the first tool's run it read as that engine's warm-up (the AI detector, first in
// the list, showed 89 against 16 ms).
const guestStarted = performance.now();
const guest = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: '{}' });
await guest.arrayBuffer();
cookie = guest.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
console.log(`Guest session (the server's first request after the start): ${(performance.now() - guestStarted).toFixed(0)} ms, status ${guest.status}\n`);
console.log(`First run after a fresh start against the median of ${LATER} later runs (ms), one request at a time.\n`);
console.log('| tool | first | later (median) | first ÷ later | status |');
console.log('|---|---|---|---|---|');
try {
  for (const toolId of TOOL_IDS) {
    const input = examples[toolId]?.[0];
    if (input === undefined) continue;
    const first = await timeRun(toolId, input);
    const later: number[] = [];
    for (let round = 0; round < LATER; round += 1) later.push((await timeRun(toolId, input)).ms);
    later.sort((a, b) => a - b);
    const median = later[Math.floor(later.length / 2)] ?? Number.NaN;
    console.log(`| ${toolId} | ${first.ms.toFixed(0)} | ${median.toFixed(0)} | ${(first.ms / median).toFixed(1)}× | ${first.status} |`);
  }
} finally {
  server.stop();
}
