import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TOOL_IDS } from '../../src/domain/tools';

/**
 * `npx tsx bench/memory/run.ts [scenario…]` — resident memory of the server's engines: the bare
 * process, the engines composed but idle, each engine warmed alone on the main thread, then all ten
 * warm on the main thread (the old way) and in their worker lanes (the server's way). Each row is a
 * fresh process; `rss` includes worker threads, `heap` is the main thread's JavaScript heap only.
 */
interface Row {
  scenario: string;
  rssMb: number;
  heapMb: number;
}

const SCENARIOS = process.argv.length > 2 ? process.argv.slice(2) : ['bare', 'composed', ...TOOL_IDS, 'all', 'all-workers', 'all-one-lane'];

function measure(scenario: string): Row | { scenario: string; error: string } {
  try {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'measure-one.ts'), scenario], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as Row;
  } catch (error) {
    return { scenario, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

const rows = SCENARIOS.map((scenario) => {
  const row = measure(scenario);
  console.error(JSON.stringify(row));
  return row;
});
const bare = rows.find((row): row is Row => row.scenario === 'composed' && 'rssMb' in row);
console.log('\n| scenario | RSS MB | main heap MB | RSS over composed |');
console.log('|---|---:|---:|---:|');
for (const row of rows) {
  if ('error' in row) console.log(`| ${row.scenario} | error: ${row.error} | | |`);
  else console.log(`| ${row.scenario} | ${row.rssMb} | ${row.heapMb} | ${bare ? row.rssMb - bare.rssMb : ''} |`);
}
