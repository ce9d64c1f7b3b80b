import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createDatabase } from '../../db/create-database';
import type { Database, Db } from '../../db/database';
import { migrateDatabase } from '../../db/migrate-database';
import type { ResponseLevel } from '../../domain/plans';
import { isToolId, TOOL_IDS } from '../../domain/tools';
import type { ToolEngine, ToolInputError } from '../../platform/engine';
import { loadConfig } from '../config/load-config';
import { loadEngines, type FindEngine } from '../engines/compose-engines';
import { createEnginePorts } from '../engines/create-engine-ports';
import { describeInputIssues } from '../tool-runs/describe-input-issues';

export interface RunCommandIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** The engines a CLI run uses, and how to let go of what they opened. */
export interface CliEngines {
  findEngine: FindEngine;
  close(): Promise<void>;
}

const defaultIo: RunCommandIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

/**
 * `run <tool-id> [--basic]`: batch use of one engine, no account or allowance. Inputs are processed
 * one at a time so output lines stay in input order; a bad line gets its own error line and the
 * batch goes on. The engines are composed as the API server composes them (the plagiarism check
 * reads the saved documents and the corpus that `corpus import` fills).
 */
export async function runCommand(args: string[], io: RunCommandIo = defaultIo, openEngines: () => Promise<CliEngines> = openCliEngines): Promise<number> {
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
  const engines = await openEngines();
  try {
    const engine = engines.findEngine(toolId);
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
  } finally {
    await engines.close();
  }
}

/**
 * The server's composition over the server's database (DATABASE_URL, else PGlite in DATA_DIR), opened
 * only when an engine first reads stored documents: most tools never touch it, and PGlite's folder
 * cannot be opened while a server holds it.
 */
async function openCliEngines(): Promise<CliEngines> {
  const config = loadConfig();
  let opening: Promise<Database> | undefined;
  const openDb = async (): Promise<Db> => {
    opening ??= createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).then(async (database) => {
      await migrateDatabase(database);
      return database;
    });
    return (await opening).db;
  };
  const { findEngine } = await loadEngines(createEnginePorts({ config, db: openDb }));
  return {
    findEngine,
    close: async () => {
      if (opening) await (await opening).close();
    },
  };
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
    if (error instanceof Error && error.name === 'ToolInputError') return lineError((error as Partial<ToolInputError>).code ?? 'invalid_input', error.message);
    if (error instanceof Error && error.name === 'ToolServiceError') return lineError('engine_unavailable', error.message);
    return lineError('tool_failed', error instanceof Error ? error.message : String(error));
  }
}

function lineError(code: string, message: string) {
  return { error: { code, message } };
}
