import type { ToolId } from '../../src/domain/tools';
import { loadEngines } from '../../src/server/engines/compose-engines';
/**
 * `npx tsx bench/long-runs/scale-one.ts <tool> '<input JSON>' <field> <unit> <size>…`: one case of
 * bench/long-runs at several sizes, to tell a quadratic path (time ×4 when the run doubles) from a
 * linear one, e.g. `translate '{"text":"Hi?","source":"en","target":"es"}' text 1 10000 20000 40000`.
 */
const [tool, json, field, unit, ...sizes] = process.argv.slice(2) as [ToolId, string, string, string, ...string[]];
const engines = await loadEngines({});
const engine = engines.findEngine(tool)!;
const base = JSON.parse(json);
await engine.run(engine.inputSchema.parse(base), { responses: 'advanced' }).catch(() => {});
for (const size of sizes) {
  const input = { ...base, [field]: `${base[field]}${unit.repeat(Number(size))}x` };
  const t = performance.now();
  let outcome = 'ok';
  await engine.run(engine.inputSchema.parse(input), { responses: 'advanced' }).catch((e) => (outcome = String(e.message).slice(0, 60)));
  console.log(tool, JSON.stringify(unit), size, Math.round(performance.now() - t), 'ms', outcome);
}
process.exit(0);
