import { TOOL_SERVERS } from '../../tools/tool-servers.generated';
import { planCommand } from './plan-command';
import { runCommand } from './run-command';
import type { CliCommand } from '../tool-servers/define-tool-server';

/**
 * `npm run --silent cli -- <command> [...args]`. Each command owns its arguments and returns the exit
 * code; the platform's are listed here, a tool's come from its server side (`commands` in
 * src/tools/<id>/server/index.ts, e.g. the plagiarism check's `corpus import`).
 */
const COMMANDS: Record<string, CliCommand> = {
  run: { summary: 'run <tool-id>   read one JSON input per line on stdin, write one JSON result per line', run: runCommand },
  ...Object.fromEntries(TOOL_SERVERS.flatMap((server) => Object.entries(server.commands ?? {}))),
  plan: {
    summary: 'plan grant <email> <free | pro | ultimate>   give an account a plan without a payment',
    run: (args) => planCommand(args),
  },
};

function printUsage() {
  const lines = Object.values(COMMANDS).map((command) => `  ${command.summary}`);
  process.stderr.write(`Usage: npm run --silent cli -- <command>\n\nCommands:\n${lines.join('\n')}\n`);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    if (name && name !== '--help' && name !== '-h') process.stderr.write(`Unknown command "${name}".\n\n`);
    printUsage();
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // Engines keep warm helpers (Apertium pipelines, lt-proc, worker threads) for the next request; a
    // command is done once its output is written, so it exits instead of waiting for them to idle out.
    process.stdout.write('', () => process.exit(code));
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
