import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { toDrizzleLogger, type Database, type Db, type NotificationHandler, type StatementListener } from './database';
import { attachPreparedRunner, serializeParam } from './prepared-query';
import * as schema from './schema/index';

const RECONNECT_DELAY_MS = 1000;

export async function openPostgresDatabase(
  databaseUrl: string,
  { onStatement }: { onStatement?: StatementListener } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool; without a handler Node exits.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  await pool.query('SELECT 1');
  const db = drizzle({ client: pool, schema, logger: toDrizzleLogger(onStatement) }) as unknown as Db;
  // node-postgres prepares a named statement once per pooled connection and reuses it after that.
  attachPreparedRunner(db, async ({ name, text }, params) => {
    onStatement?.(text);
    return (await pool.query({ name, text, values: params.map(serializeParam) })).rows as Record<string, unknown>[];
  });
  const listener = createNotificationListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    listen: (channel, handler) => listener.listen(channel, handler),
    async notify(channel, payload) {
      onStatement?.('SELECT pg_notify($1, $2)');
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async runExclusive(name, task) {
      // A session-level advisory lock lives on one connection, so that connection stays checked out.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await task();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs one connection that stays open (a pooled one could be handed to someone else), so the
 * listener keeps its own client and re-subscribes every channel after a reconnect.
 */
function createNotificationListener(databaseUrl: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error('[db] notification connection failed:', error.message);
      if (client === next) client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = next;
    return next;
  }

  function scheduleReconnect() {
    if (closed || handlers.size === 0) return;
    setTimeout(() => {
      if (!closed && !client && !connecting) void ensureClient().catch(() => scheduleReconnect());
    }, RECONNECT_DELAY_MS).unref();
  }

  async function ensureClient(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let channelHandlers = handlers.get(channel);
      const isNewChannel = !channelHandlers;
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
      }
      channelHandlers.add(handler);
      const active = await ensureClient();
      // A fresh connection already ran LISTEN for every known channel.
      if (isNewChannel && active === client) await active.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size > 0 || handlers.get(channel) !== channelHandlers) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
