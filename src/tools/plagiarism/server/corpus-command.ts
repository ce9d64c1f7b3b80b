import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { createDatabase } from '../../../db/create-database';
import { migrateDatabase } from '../../../db/migrate-database';
import { loadConfig } from '../../../server/config/load-config';
import { importCorpus, type ImportProgress } from './import-corpus';

const USAGE = 'Usage: npm run --silent cli -- corpus import <folder of .txt/.md files | file.jsonl>\n';

/**
 * `corpus import <path>`: adds documents to the plagiarism check's reference corpus in the server's
 * database (DATABASE_URL, else PGlite in DATA_DIR: stop the server first, PGlite is one process).
 */
export async function corpusCommand(args: string[], stderr: Writable = process.stderr): Promise<number> {
  const [action, path] = args;
  if (action !== 'import' || !path) {
    stderr.write(USAGE);
    return 2;
  }
  // Said before the database opens: a first open creates it, seconds of work for a mistyped path.
  if (!existsSync(path)) {
    stderr.write(`No such file or folder: ${path}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const summary = await importCorpus(database.db, path, createProgressBar(stderr));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    stderr.write(
      `\nRead ${summary.read} documents in ${seconds} s: ${summary.added} added, ${summary.unchanged} already in the corpus, ${summary.rejected.length} rejected.\n`,
    );
    for (const { origin, error } of summary.rejected.slice(0, 20)) stderr.write(`  rejected ${origin}: ${error}\n`);
    if (summary.rejected.length > 20) stderr.write(`  … and ${summary.rejected.length - 20} more\n`);
    return 0;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      stderr.write(`No such file or folder: ${path}\n`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** A bar redrawn in place on a terminal; on a pipe (logs), one line per tenth so logs stay short. */
function createProgressBar(stderr: Writable) {
  const interactive = Boolean((stderr as NodeJS.WriteStream).isTTY);
  let lastTenth = -1;
  return ({ done, total }: ImportProgress) => {
    const fraction = total ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(fraction * 100)}% ${done}/${total} documents`;
    if (interactive) {
      stderr.write(`\r${line}`);
    } else if (Math.floor(fraction * 10) !== lastTenth) {
      lastTenth = Math.floor(fraction * 10);
      stderr.write(`${line}\n`);
    }
  };
}
