import { protocol, type PGlite } from '@electric-sql/pglite';
import { serializeParam, type PreparedRunner } from './prepared-query';

const { serialize } = protocol;

interface BackendMessage {
  name: string;
  fields?: unknown[];
}

/** 26000: the named statement is gone (DEALLOCATE, or a backend restart): prepare it again. */
const STATEMENT_MISSING = '26000';

/**
 * Prepared statements on PGlite. `PGlite.query()` parses and plans its text on every call and crosses
 * into WebAssembly six times (parse, describe, bind, describe, execute, sync); here a statement is
 * parsed once per name, and each call is ONE crossing (bind, describe, execute, sync). Both locks
 * `query()` takes are held, so a call never lands inside someone else's transaction.
 */
export function createPglitePreparedRunner(client: PGlite, onStatement?: (text: string) => void): PreparedRunner {
  const prepared = new Set<string>();

  async function prepare(name: string, text: string) {
    await client.execProtocolStream(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]), { syncToFs: false });
    prepared.add(name);
  }

  async function execute(name: string, values: (string | null)[]) {
    const message = concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return (await client.execProtocolStream(message, { syncToFs: true })) as BackendMessage[];
  }

  return (statement, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (client.closed) throw new Error('PGlite is closed');
        onStatement?.(statement.text);
        const values = params.map(serializeParam);
        if (!prepared.has(statement.name)) await prepare(statement.name, statement.text);
        let messages: BackendMessage[];
        try {
          messages = await execute(statement.name, values);
        } catch (error) {
          if ((error as { code?: string }).code !== STATEMENT_MISSING) throw error;
          await prepare(statement.name, statement.text);
          messages = await execute(statement.name, values);
        }
        return toRows(messages, client.parsers);
      }),
    );
}

type Parsers = Record<number, (value: string, typeId: number) => unknown>;

function toRows(messages: BackendMessage[], parsers: Parsers): Record<string, unknown>[] {
  let columns: { name: string; dataTypeID: number }[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') columns = message.fields as typeof columns;
    else if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message.fields as (string | null)[]).forEach((value, index) => {
        const column = columns[index]!;
        const parse = parsers[column.dataTypeID];
        row[column.name] = value === null || !parse ? value : parse(value, column.dataTypeID);
      });
      rows.push(row);
    }
  }
  return rows;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
