import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { TOOL_IDS, type ToolId } from '../../src/domain/tools';

/**
 * `npx tsx bench/long-runs/run.ts [--chars 20000] [--limit-ms 1000] [tool ids…]`
 *
 * Issue 31: a small request must not hold an engine thread. A regular expression that backtracks
 * over a long run of one character (spaces, line breaks, full stops, slashes…) turns a light input
 * into seconds or minutes of work: a résumé with 400,000 line breaks in one field held the language
 * lane 37 s. This takes every valid example of each tool (test/fuzz/tool-examples.ts), puts a run of
 * `--chars` copies of one character into each text field in turn (before, inside and after the
 * original text), runs the engine directly and prints every case slower than `--limit-ms`. Linear
 * code handles 20,000 characters in milliseconds; a quadratic pattern takes seconds.
 * Each tool runs in a child process; a case silent for 60 s is reported as a hang and skipped.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { chars: { type: 'string', default: '20000' }, 'limit-ms': { type: 'string', default: '1000' } },
});
const tools = (positionals.length > 0 ? positionals : TOOL_IDS) as ToolId[];
const HANG_MS = 60_000;

interface CaseResult {
  tool: string;
  label: string;
  ms: number;
  outcome: string;
}

async function runTool(tool: ToolId, skip: number): Promise<{ results: CaseResult[]; hungAt?: number; hungLabel?: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./run-cases.ts', import.meta.url).pathname, tool, args.chars!, String(skip)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const results: CaseResult[] = [];
  let current: { index: number; label: string } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let hung = false;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HANG_MS);
  };
  arm();
  for await (const line of createInterface({ input: child.stdout! })) {
    const message = JSON.parse(line) as { start?: number; label: string; ms?: number; outcome?: string };
    if (message.start !== undefined) current = { index: message.start, label: message.label };
    else results.push({ tool, label: message.label, ms: message.ms!, outcome: message.outcome! });
    arm();
  }
  clearTimeout(timer);
  return hung && current ? { results, hungAt: current.index, hungLabel: current.label } : { results };
}

const slow: CaseResult[] = [];
for (const tool of tools) {
  let skip = 0;
  let count = 0;
  let worst: CaseResult | undefined;
  for (;;) {
    const { results, hungAt, hungLabel } = await runTool(tool, skip);
    count += results.length;
    for (const result of results) {
      if (!worst || result.ms > worst.ms) worst = result;
      if (result.ms > Number(args['limit-ms'])) slow.push(result);
    }
    if (hungAt === undefined) break;
    slow.push({ tool, label: hungLabel!, ms: HANG_MS, outcome: 'no answer within 60 s (killed)' });
    count += 1;
    skip = hungAt + 1;
  }
  console.log(`[long-runs] ${tool}: ${count} cases, slowest ${worst ? `${Math.round(worst.ms)} ms (${worst.label}, ${worst.outcome})` : '-'}`);
}
console.log(`\n[long-runs] ${slow.length} cases over ${args['limit-ms']} ms with runs of ${args.chars} characters:`);
for (const result of slow.sort((a, b) => b.ms - a.ms)) console.log(`  ${Math.round(result.ms)} ms  ${result.tool}  ${result.label}  → ${result.outcome}`);
