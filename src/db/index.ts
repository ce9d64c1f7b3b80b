export { createDatabase, type CreateDatabaseOptions } from './create-database';
export { migrateDatabase } from './migrate-database';
export type { Database, DatabaseKind, Db } from './database';
export * as schema from './schema/index';
export { queryRows } from './query-rows';
