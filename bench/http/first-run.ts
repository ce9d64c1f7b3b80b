import { TOOL_IDS, type ToolId } from '../../src/domain/tools';
import { loadToolExamples } from '../../test/fuzz/tool-examples';
import { ServerUnderTest } from './server-under-test';

/**
 * `npx tsx bench/http/first-run.ts [later runs, default 5] [fresh starts, default 3]`
 *
 * Issue 37's first-run figure: the real server as `npm start` runs it, started fresh; once it says its
 * engines are ready, each tool gets its example request (test/fuzz/tool-examples.ts) once — the first
 * run a new user after a restart pays for — and then N more times. Prints, per tool, the first run's
 * time against the median of the later ones (goal: first ≤ 2× later), each later run a new text (makeNewText). One request at a time, as one
 * signed-out visitor (a guest, whose session is made first and timed apart), over HTTP with the server's
 * own checks. The whole thing is repeated on several fresh starts and the medians printed: single runs
 * of 5–50 ms swing by 2× with whatever else the machine is doing.
 */
const LATER = Number(process.argv[2] ?? 5);
const STARTS = Number(process.argv[3] ?? 3);
// FIRST_RUN_REVERSE=1: the tools in reverse order, to tell a cost of the server's first tool request from a tool's own.
// FIRST_RUN_TOOLS=a,b: only those tools. FIRST_RUN_PAUSE_MS=N: an idle pause before every
// request, first and later alike, to tell a cost of the first run from one of a lane waking after idle.
const ORDER: readonly ToolId[] = process.env.FIRST_RUN_TOOLS ? TOOL_IDS.filter((id) => process.env.FIRST_RUN_TOOLS!.split(',').includes(id)) : process.env.FIRST_RUN_REVERSE ? [...TOOL_IDS].reverse() : TOOL_IDS;
const PAUSE_MS = Number(process.env.FIRST_RUN_PAUSE_MS ?? 0);

interface StartTimes {
  guestMs: number;
  tools: Map<string, { first: number; later: number; status: number; newVisitor: number }>;
}

const examples = await loadToolExamples();

async function measureOneStart(): Promise<StartTimes> {
  const server = await ServerUnderTest.start();
  let cookie = '';
  const timeRun = async (toolId: string, input: unknown): Promise<{ ms: number; status: number }> => {
    if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
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
  };
  try {
    // The guest session first, timed on its own: every new visitor pays for it once, whatever tool they
    // open first, and folded into the first tool's run it read as that engine's warm-up.
    const guestStarted = performance.now();
    const guest = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: '{}' });
    await guest.arrayBuffer();
    const guestMs = performance.now() - guestStarted;
    cookie = guest.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    // What the page asks before a visitor can press Run (src/web: the signed-in state): without it, the
    // first tool request also paid for the session's first authenticated read (AI detector, asked first,
    // 25 against 12 ms; in reverse order the résumé paid it instead and the AI detector was 10 against 10).
    await (await fetch(`${server.baseUrl}/api/me`, { headers: { origin: server.baseUrl, cookie } })).arrayBuffer();
    const tools = new Map<string, { first: number; later: number; status: number; newVisitor: number }>();
    for (const toolId of ORDER) {
      const input = examples[toolId]?.[0];
      if (input === undefined) continue;
      const first = await timeRun(toolId, input);
      const later: number[] = [];
      for (let round = 0; round < LATER; round += 1) later.push((await timeRun(toolId, makeNewText(input, round + 2))).ms);
      tools.set(toolId, { first: first.ms, later: median(later), status: first.status, newVisitor: Number.NaN });
    }
    // Then a second visitor's first run of each tool on the now-warm server: what any new user pays
    // (their usage row, their first counter), so the part of "first" that start-up warming cannot remove.
    const second = await fetch(`${server.baseUrl}/api/auth/sign-in/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: '{}' });
    await second.arrayBuffer();
    cookie = second.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    for (const toolId of ORDER) {
      const input = examples[toolId]?.[0];
      const times = tools.get(toolId);
      if (input === undefined || !times) continue;
      times.newVisitor = (await timeRun(toolId, makeNewText(input, 99))).ms;
    }
    if (process.env.SHOW_SERVER_LOG) console.log(server.log.join('\n'));
    return { guestMs, tools };
  } finally {
    server.stop();
  }
}

/**
 * The example with every sentence of its text fields numbered for the round ("2) Their going…
 * 2) How are you?"): a later run is a new text, as a user's second check is. Repeating a text, or
 * keeping some of its sentences, let the grammar checker and translation answer from their
 * per-sentence caches, so "later" measured cache hits rather than a warm engine. A number, not a
 * word, so language detection reads the same language.
 */
function makeNewText(input: unknown, round: number): unknown {
  if (typeof input === 'string') return input.trim().split(/\s+/).length >= 2 ? input.replace(/(^|(?<=[.!?。])\s+)(?=\S)/g, (gap) => `${gap}${round}) `) : input;
  if (Array.isArray(input)) return input.map((item) => makeNewText(item, round));
  if (input === null || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, makeNewText(value, round)]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const starts: StartTimes[] = [];
for (let start = 0; start < STARTS; start += 1) starts.push(await measureOneStart());

console.log(`Guest session (the server's first request after the start), median of ${STARTS} starts: ${median(starts.map((s) => s.guestMs)).toFixed(0)} ms\n`);
console.log(`First run after a fresh start against the median of ${LATER} later runs, each a new text (ms), one request at a time; medians over ${STARTS} fresh starts.\n`);
console.log('| tool | first | later | first ÷ later | a new visitor\'s first, warm server | every start (first/later) | status |');
console.log('|---|---|---|---|---|---|---|');
for (const toolId of TOOL_IDS) {
  const runs = starts.map((s) => s.tools.get(toolId)).filter((run) => run !== undefined);
  if (runs.length === 0) continue;
  const first = median(runs.map((run) => run.first));
  const later = median(runs.map((run) => run.later));
  const each = runs.map((run) => `${run.first.toFixed(0)}/${run.later.toFixed(0)}`).join(', ');
  const statuses = [...new Set(runs.map((run) => run.status))].join(', ');
  const newVisitor = median(runs.map((run) => run.newVisitor));
  console.log(`| ${toolId} | ${first.toFixed(0)} | ${later.toFixed(0)} | ${(first / later).toFixed(1)}× | ${newVisitor.toFixed(0)} | ${each} | ${statuses} |`);
}
