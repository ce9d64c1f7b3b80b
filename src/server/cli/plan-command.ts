import type { Writable } from 'node:stream';
import { createDatabase } from '../../db/create-database';
import type { Db } from '../../db/database';
import { migrateDatabase } from '../../db/migrate-database';
import { grantPlan } from '../billing/grant-plan';
import { loadConfig } from '../config/load-config';

const USAGE = 'Usage: npm run --silent cli -- plan grant <email> <free | pro | ultimate>\n';

export interface PlanCommandIo {
  stdout: Writable;
  stderr: Writable;
}

const defaultIo: PlanCommandIo = { stdout: process.stdout, stderr: process.stderr };

/**
 * `plan grant <email> <plan>`: gives an account a plan without a payment, for a server with no payment
 * provider (or a complimentary account). Works on the server's database (DATABASE_URL, else PGlite in
 * DATA_DIR: stop the server first, PGlite is one process).
 */
export async function planCommand(args: string[], io: PlanCommandIo = defaultIo, withDb: <T>(work: (db: Db) => Promise<T>) => Promise<T> = withServerDb): Promise<number> {
  const [action, email, plan, ...rest] = args;
  if (action !== 'grant' || !email || !plan || rest.length > 0) {
    io.stderr.write(USAGE);
    return 2;
  }
  const outcome = await withDb((db) => grantPlan(db, email, plan));
  switch (outcome.status) {
    case 'unknown_plan':
      io.stderr.write(`Unknown plan "${plan}". Plans: free, pro, ultimate.\n`);
      return 2;
    case 'unknown_user':
      io.stderr.write(`No account uses the e-mail address ${email}.\n`);
      return 1;
    case 'paid_through_stripe':
      io.stderr.write(`${email} pays for ${outcome.plan} through Stripe; change that subscription in Stripe instead.\n`);
      return 1;
    case 'granted':
      io.stdout.write(`${outcome.email} is now on ${outcome.plan} (was ${outcome.previousPlan}).\n`);
      return 0;
  }
}

async function withServerDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
