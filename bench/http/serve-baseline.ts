import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { openBenchSql } from './open-bench-sql';

/** The baseline: bare Hono on the same database engine, one UPDATE … RETURNING and one INSERT per run. */
const query = await openBenchSql(process.env.BENCH_DATA_DIR, process.env.DATABASE_URL);
await query('CREATE TABLE IF NOT EXISTS bench_counter (id int PRIMARY KEY, remaining bigint NOT NULL)');
await query('CREATE TABLE IF NOT EXISTS bench_log (id bigserial PRIMARY KEY, user_id int NOT NULL, body text NOT NULL)');
await query('INSERT INTO bench_counter VALUES (1, 1000000000) ON CONFLICT (id) DO NOTHING');

const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok' }));
app.post('/run', async (c) => {
  const body = await c.req.text();
  const [row] = await query('UPDATE bench_counter SET remaining = remaining - 1 WHERE id = 1 RETURNING remaining');
  await query('INSERT INTO bench_log (user_id, body) VALUES (1, $1)', [body]);
  return c.json({ remaining: row?.remaining });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0) }, (info) => console.log(JSON.stringify({ port: info.port })));
