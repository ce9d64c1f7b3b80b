import type { Db } from '../../db/database';
import type { EnginePorts } from '../../platform/engine-ports';
import { TOOL_SERVERS } from '../../tools/tool-servers.generated';
import type { PortHost } from '../tool-servers/define-tool-server';
import { createTranslationPorts } from './create-translation-ports';

export interface EnginePortsOptions {
  config: PortHost['config'];
  /**
   * The database behind the tools' stores. The CLI passes an opener instead, so a run that never
   * touches stored documents (text compare, language detection…) never opens the database.
   */
  db: Db | (() => Promise<Db>);
}

/** Identifier lookups give up after this long: a user waits for one reference, not for a slow service. */
const CITATION_LOOKUP_TIMEOUT_MS = 10_000;

/**
 * What this host lends the engines: an OpenAI-compatible server, the translation providers and the
 * citation lookups, as configured, and what each tool's server side lends (`lendPorts` in
 * src/tools/<id>/server/index.ts: the plagiarism check's stored documents and web search, the math
 * tool's solver…).
 */
export function createEnginePorts({ config, db }: EnginePortsOptions): EnginePorts {
  const openDb = typeof db === 'function' ? db : async () => db;
  const translationPorts = createTranslationPorts(config);
  const ports: EnginePorts = {
    ...(config.citationLookup ? { citationLookup: { ...config.citationLookup, timeoutMs: CITATION_LOOKUP_TIMEOUT_MS } } : {}),
    ...translationPorts,
  };
  for (const server of TOOL_SERVERS) {
    const lent = server.lendPorts?.({ config, openDb, ...(translationPorts.openai ? { openai: translationPorts.openai } : {}) }) ?? {};
    for (const [name, port] of Object.entries(lent)) {
      if (name in ports) throw new Error(`The ${server.toolId} tool server lends the "${name}" port, which is already lent.`);
      Object.assign(ports, { [name]: port });
    }
  }
  return ports;
}
