import type { ToolId } from '../../src/domain/tools';
import { loadEngines } from '../../src/server/engines/compose-engines';
import { loadToolExamples } from '../../test/fuzz/tool-examples';

/**
 * The child of bench/long-runs/run.ts: `run-cases.ts <tool> <chars> <skip>` runs every case of one
 * tool from number `skip` on, printing a JSON line before each case ({start, label}) and after it
 * ({label, ms, outcome}), so the parent can tell which case a hang is in.
 */
const [tool, chars, skip] = process.argv.slice(2) as [ToolId, string, string];
const RUN_UNITS = [' ', '\n', '\t', '.', ',', '/', '-', '(', '*', '"', "'", 'a', '1', '\u00A0', '. ', 'a ', '\n\n', '- '];

const engines = await loadEngines({});
const engine = engines.findEngine(tool);
if (!engine) process.exit(0);
const examples = (await loadToolExamples())[tool] ?? [];

type Path = (string | number)[];
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}
function withValue(value: unknown, path: Path, replace: (text: string) => string): unknown {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withValue(item, rest, replace) : item));
  return { ...(value as Record<string, unknown>), [head!]: withValue((value as Record<string, unknown>)[head!], rest, replace) };
}

// The engines' first run loads their models: not the input's cost.
for (const example of examples) await engine.run(engine.inputSchema.parse(example), { responses: 'advanced' }).catch(() => {});

let index = 0;
const length = Number(chars);
for (const [exampleIndex, example] of examples.entries()) {
  for (const path of stringPaths(example)) {
    for (const unit of RUN_UNITS) {
      const run = unit.repeat(Math.ceil(length / unit.length));
      for (const [where, place] of [['inside', (text: string) => `${text.slice(0, text.length >> 1)}${run}${text.slice(text.length >> 1)}`], ['after', (text: string) => `${text}${run}x`]] as const) {
        const label = `example ${exampleIndex} ${path.join('.')} ${where}: ${JSON.stringify(unit)}×${run.length / unit.length}`;
        if (index++ < Number(skip)) continue;
        console.log(JSON.stringify({ start: index - 1, label }));
        const parsed = engine.inputSchema.safeParse(withValue(example, path, place));
        let outcome = 'refused by the schema';
        const started = performance.now();
        if (parsed.success) {
          try {
            await engine.run(parsed.data, { responses: 'advanced' });
            outcome = 'answered';
          } catch (error) {
            outcome = `refused: ${(error instanceof Error ? error.message : String(error)).slice(0, 80)}`;
          }
        }
        console.log(JSON.stringify({ label, ms: performance.now() - started, outcome }));
      }
    }
  }
}
process.exit(0);
