import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { createTestDatabase } from '../../src/db/testing/create-test-database';
import { loadConfig } from '../../src/server/config/load-config';
import { createTestEngines } from '../../src/server/testing/test-engines';
import { TestClient } from '../../src/server/testing/test-client';
import { setAllowance } from '../../src/server/usage/set-allowance';

/**
 * `node --cpu-prof --import tsx bench/http/profile-tool-run.ts [runs]`: signed-in tiny text-compare
 * runs in-process (no sockets), so the profile shows only the request path. Prints statements per run.
 */
const runs = Number(process.argv[2] ?? 2000);
// On disk like the server (PGlite in memory spends its time growing in-memory files instead).
const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-profile-'));
const testDb = await createTestDatabase({ dataDir });
const config = { ...loadConfig({}), authSecret: 'bench-secret-that-is-long-enough-for-better-auth' };
const { app } = createApp({ database: testDb.database, config, engines: createTestEngines() });
const client = new TestClient(app, config.baseUrl);
const { user } = await client.signUp(`profile.${Date.now().toString(36)}@example.com`, 'violet-Harbour-42-quietly');
await setAllowance(testDb.database.db, user.id, { text_compare: 1_000_000_000 });
const body = { original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' };
await client.post('/api/tools/text-compare', body);
const { statements } = await testDb.statements.record(() => client.post('/api/tools/text-compare', body));
console.log(`statements per run: ${statements.length}\n  ${statements.map((s) => s.slice(0, 120)).join('\n  ')}`);
const startedAt = performance.now();
const cpuBefore = process.cpuUsage();
for (let index = 0; index < runs; index += 1) {
  const response = await client.post('/api/tools/text-compare', body);
  if (response.status !== 200) throw new Error(`run ${index}: ${response.status} ${await response.text()}`);
}
const seconds = (performance.now() - startedAt) / 1000;
const cpu = process.cpuUsage(cpuBefore);
// CPU time per run barely depends on what else the machine runs; runs/s does.
console.log(`${runs} sequential runs in ${seconds.toFixed(1)} s: ${(runs / seconds).toFixed(0)} runs/s, ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} ms CPU per run`);
await testDb.destroy();
rmSync(dataDir, { recursive: true, force: true });
