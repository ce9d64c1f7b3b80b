import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { ResponseLevel } from '../../domain/plans';
import { isToolId, TOOL_IDS } from '../../domain/tools';
import type { ToolEngine } from '../../tools/engine';
import { findEngine } from '../../tools/registry';
import { describeInputIssues } from '../tool-runs/describe-input-issues';

export interface RunCommandIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

const defaultIo: RunCommandIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

/**
 * `run <tool-id> [--basic]`: batch use of one engine, no account, allowance or database. Inputs are
 * processed one at a time so output lines stay in input order; a bad line gets its own error line
 * and the batch goes on.
 */
export async function runCommand(args: string[], io: RunCommandIo = defaultIo): Promise<number> {
  const toolId = args.find((arg) => !arg.startsWith('--'));
  const responses: ResponseLevel = args.includes('--basic') ? 'basic' : 'advanced';
  if (!toolId) {
    io.stderr.write('Usage: npm run --silent cli -- run <tool-id> [--basic] < inputs.jsonl\n');
    return 2;
  }
  if (!isToolId(toolId)) {
    io.stderr.write(`Unknown tool "${toolId}". Tools: ${TOOL_IDS.join(', ')}.\n`);
    return 2;
  }
  const engine = findEngine(toolId);
  if (!engine) {
    io.stderr.write(`The ${toolId} tool has no engine on this installation yet.\n`);
    return 2;
  }
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const output = await runLine(engine, line, responses);
    if (!io.stdout.write(`${JSON.stringify(output)}\n`)) {
      await new Promise((resolve) => io.stdout.once('drain', resolve));
    }
  }
  return 0;
}

async function runLine(engine: ToolEngine<unknown, unknown>, line: string, responses: ResponseLevel): Promise<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return lineError('invalid_json', 'This line is not valid JSON.');
  }
  const parsed = engine.inputSchema.safeParse(value);
  if (!parsed.success) {
    return lineError('invalid_input', describeInputIssues(parsed.error.issues));
  }
  try {
    return await engine.run(parsed.data, { responses });
  } catch (error) {
    if (error instanceof Error && error.name === 'ToolInputError') return lineError('invalid_input', error.message);
    return lineError('tool_failed', error instanceof Error ? error.message : String(error));
  }
}

function lineError(code: string, message: string) {
  return { error: { code, message } };
}
