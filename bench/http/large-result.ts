/**
 * `npx tsx bench/http/large-result.ts` — a 10,000-word grammar check through the real app over a
 * socket, as an Ultimate user would send it: the request's wall time, p50 over BENCH_RUNS texts
 * (default 6, new sentences each, alternating a browser's Accept-Encoding with none), the response
 * bytes each way, and what the result costs in history: one INSERT of it into tool_runs, and
 * reading it back from GET /api/history/:id (median of 5 reads each way). Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
 */
import { serve } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/create-database';
import { migrateDatabase } from '../../src/db/migrate-database';
import { toolRuns } from '../../src/db/schema/index';
import { countWords } from '../../src/domain/word-count';
import { createApp } from '../../src/server/app';
import { grantPlan } from '../../src/server/billing/grant-plan';
import { loadConfig } from '../../src/server/config/load-config';
import { createEnginePorts } from '../../src/server/engines/create-engine-ports';
import { loadEnginesInWorkers } from '../../src/server/engines/run-engines-in-workers';
import { TestClient } from '../../src/server/testing/test-client';
import { makeSampleText } from '../../src/tools/grammar-checker/engine/text/make-sample-text';

const RUNS = Math.max(2, Number(process.env.BENCH_RUNS ?? 6) || 6);

const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-large-')), PORT: '0' });
config.authSecret = 'bench-secret-that-is-long-enough-for-better-auth';
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const engines = await loadEnginesInWorkers(createEnginePorts({ config, db: database.db }));
const { app } = createApp({ database, config, engines: engines.findEngine, toolSetup: engines.setup });

const client = new TestClient(app, config.baseUrl);
const email = `bench.large.${Date.now().toString(36)}@example.com`;
const { user } = await client.signUp(email, 'violet-Harbour-42-quietly');
await grantPlan(database.db, email, 'Ultimate');
const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as { port: number }).port;

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body: Buffer;
  encoding: string | undefined;
}

/** One request over a real socket; the body is counted as it travels (compressed or not). */
function send(method: string, path: string, body: string | undefined, acceptEncoding: string | undefined): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, origin: config.baseUrl };
    if (body) headers['content-type'] = 'application/json';
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: all.length, ms: performance.now() - started, body: all, encoding: res.headers['content-encoding'] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const BROWSER = 'gzip, deflate, br, zstd';

// The first check loads harper and starts its second worker: not part of the figures.
await send('POST', '/api/tools/grammar-checker', JSON.stringify({ text: makeSampleText(10_000, 900) }), BROWSER);

const compressed: Answer[] = [];
const plain: Answer[] = [];
for (let run = 0; run < RUNS; run++) {
  const text = makeSampleText(10_000, 910 + run);
  const answer = await send('POST', '/api/tools/grammar-checker', JSON.stringify({ text }), run % 2 === 0 ? BROWSER : undefined);
  if (answer.status !== 200) throw new Error(`grammar check answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  (answer.encoding ? compressed : plain).push(answer);
}
const words = countWords(makeSampleText(10_000, 910));

// History: the stored row is the result as the API returns it. Time one more INSERT of the same
// result, and reading the newest run back through the API.
const history = await send('GET', '/api/history?limit=1', undefined, undefined);
const newest = (JSON.parse(history.body.toString()) as { items: { id: string }[] }).items[0]!;
const details: Answer[] = [];
const detailsPlain: Answer[] = [];
for (let read = 0; read < 5; read++) {
  details.push(await send('GET', `/api/history/${newest.id}`, undefined, BROWSER));
  detailsPlain.push(await send('GET', `/api/history/${newest.id}`, undefined, undefined));
}
const detail = details[0]!;
const detailPlain = detailsPlain[0]!;
const stored = JSON.parse(detailPlain.body.toString()) as { input: unknown; result: unknown };
const inserts: number[] = [];
for (let copy = 0; copy < 5; copy++) {
  const started = performance.now();
  await database.db.insert(toolRuns).values({ userId: user.id, toolId: 'grammar-checker', input: stored.input, result: stored.result, wordCount: words, durationMs: 0 });
  inserts.push(performance.now() - started);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}; 10,000-word grammar checks (${words} words), ${RUNS} texts, engines in their worker lanes`);
console.log(`request wall, p50: ${median([...compressed, ...plain].map((a) => a.ms)).toFixed(0)} ms (each: ${[...compressed, ...plain].map((a) => a.ms.toFixed(0)).join(', ')})`);
console.log(`  with Accept-Encoding (${compressed[0]?.encoding}): p50 ${median(compressed.map((a) => a.ms)).toFixed(0)} ms, body ${kb(median(compressed.map((a) => a.bytes)))}`);
console.log(`  without:                 p50 ${median(plain.map((a) => a.ms)).toFixed(0)} ms, body ${kb(median(plain.map((a) => a.bytes)))}`);
console.log(`history: one INSERT of that result (input ${kb(JSON.stringify(stored.input).length)} + result ${kb(JSON.stringify(stored.result).length)} as JSON): median ${median(inserts).toFixed(1)} ms of 5`);
console.log(
  `history: GET /api/history/:id, median of 5: ${median(details.map((a) => a.ms)).toFixed(0)} ms (${kb(detail.bytes)} ${detail.encoding ?? 'plain'}), ` +
    `${median(detailsPlain.map((a) => a.ms)).toFixed(0)} ms plain (${kb(detailPlain.bytes)})`,
);

server.close();
await engines.stop();
await database.close();
process.exit(0);
