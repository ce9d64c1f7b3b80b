import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';

/**
 * How many SQL statements a tool run costs. A count, not a timing: it does not depend on the machine.
 * `SHOW_STATEMENTS=1 npx vitest run src/server/tool-runs/tool-run-statements.db.test.ts` prints them.
 */
describe('statements per request', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A long session cache: on a busy machine the default 2 s could lapse between the warm-up and the counted run.
    server = await createTestServer({ engines: createTestEngines(), sessionCacheTtlMs: 60_000 });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  function show(label: string, statements: string[]) {
    if (!process.env.SHOW_STATEMENTS) return;
    console.info(`${label}: ${statements.length} statements\n${statements.map((statement, index) => `  ${index + 1}. ${statement.slice(0, 160)}`).join('\n')}`);
  }

  it("a signed-in user's successful run sends one statement (PGlite) or two (PostgreSQL)", async () => {
    const client = server.client();
    await client.signUp(uniqueEmail('statements'), STRONG_PASSWORD);
    // The first run of a session may also touch the session row; measure a run in steady state.
    expect((await client.post('/api/tools/ai-detector', { text: 'warm up' })).status).toBe(200);

    const expected = server.database.kind === 'postgres' ? 2 : 1;
    const { result: response, statements } = await server.statements.record(async (sent) => {
      const response = await client.post('/api/tools/ai-detector', { text: 'Count the statements of this run.' });
      // The usage event is published without awaiting it: wait for its NOTIFY (a fixed pause could end
      // first on a slow machine), then a moment more, so that a statement too many is still counted.
      await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(expected), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return response;
    });
    show('tool run', statements);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { remaining: number }).remaining).toBe(8);
    // Take the request and insert the history row (one prepared statement); on PostgreSQL, NOTIFY the
    // user's open tabs on other instances (on PGlite every tab is in this process: no SQL). The session
    // and the usage come from the caches after the warm-up run.
    expect(statements).toHaveLength(expected);
    expect(statements[0]).toMatch(/^WITH taken AS/);
  });

  it('/api/me and a history page load the plan and counters in one statement', async () => {
    const client = server.client();
    await client.signUp(uniqueEmail('statements'), STRONG_PASSWORD);
    expect((await client.get('/api/me')).status).toBe(200);

    const me = await server.statements.record(() => client.get('/api/me'));
    show('/api/me', me.statements);
    expect(me.result.status).toBe(200);
    // The profile, then plan + subscription + counters + settings.
    expect(me.statements.length).toBeLessThanOrEqual(2);

    const history = await server.statements.record(() => client.get('/api/history'));
    show('/api/history', history.statements);
    expect(history.result.status).toBe(200);
    // The plan (for the history depth), then the page of runs.
    expect(history.statements.length).toBeLessThanOrEqual(2);
  });
});
