import { corpusCommand } from './corpus-command';
import { planCommand } from './plan-command';
import { runCommand } from './run-command';

/**
 * `npm run --silent cli -- <command> [...args]`. Each command owns its arguments and returns the exit
 * code; new ones (e.g. `corpus import`) are added to COMMANDS.
 */
const COMMANDS: Record<string, { summary: string; run: (args: string[]) => Promise<number> }> = {
  run: { summary: 'run <tool-id>   read one JSON input per line on stdin, write one JSON result per line', run: runCommand },
  corpus: {
    summary: 'corpus import <folder | file.jsonl>   add documents to the plagiarism reference corpus (idempotent)',
    run: (args) => corpusCommand(args),
  },
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
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
