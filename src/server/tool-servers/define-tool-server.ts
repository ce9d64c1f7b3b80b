import type { Hono } from 'hono';
import type { Db } from '../../db/database';
import type { ToolId } from '../../domain/tools';
import type { EnginePorts, OpenAiCompatibleServer } from '../../platform/engine-ports';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/create-auth';
import type { Config } from '../config/load-config';
import type { FindEngine } from '../engines/compose-engines';
import type { EventBus } from '../events/event-bus';
import type { RateLimiter } from '../http/rate-limiter';

/**
 * What the app lends a tool's server when it mounts the tool's routes (src/server/app.ts builds it
 * once). Routes mounted here sit behind the app's middleware: security headers, the origin check, the
 * default body limit (unless listed in `ownBodyLimits`), the text-field guard and the session.
 */
export interface ToolServerDeps {
  db: Db;
  config: Config;
  /** The composed tool engines, the ones POST /api/tools/<id> runs (a route may run its tool's engine). */
  engines: FindEngine;
  /** Live updates to a user's open pages (usage after a charged run, a finished job). */
  events: EventBus;
  auth: Auth;
  /** Signed-out callers get a guest session (startGuestSession) limited per address by this. */
  guestLimiter: RateLimiter;
  trustProxy: boolean;
  /** The upload limiters shared by every route that takes a document (extract, translate). */
  uploadLimiters: { userLimiter: RateLimiter; ipLimiter: RateLimiter };
}

/** What the host gives a tool server that lends engine ports: the configuration, and the database when first needed. */
export interface PortHost {
  config: Pick<Config, 'openai' | 'searxngUrl' | 'citationLookup'> &
    Partial<Pick<Config, 'libreTranslateUrl' | 'libreTranslateApiKey' | 'deeplApiKey' | 'deeplApiUrl'>>;
  /** Opens the database on first use: the CLI's runs that never touch stored documents never open it. */
  openDb: () => Promise<Db>;
  /** The OpenAI-compatible server, when one is configured. */
  openai?: OpenAiCompatibleServer;
}

/** A command of `npm run cli -- <name> …`: owns its arguments, returns the exit code. */
export interface CliCommand {
  summary: string;
  run: (args: string[]) => Promise<number>;
}

/**
 * A tool's server side (`src/tools/<id>/server/index.ts` exporting `toolServer`), found by convention:
 * scripts/generate-tool-index.mjs lists every one in src/tools/tool-servers.generated.ts, and the app,
 * the engine ports and the CLI read that list. Nothing shared names a tool.
 */
export interface ToolServer {
  /** The tool's catalogue id, which is also its folder's name (a test checks both). */
  toolId: ToolId;
  /** Mounts the tool's routes on the app at their full paths (`app.route('/api/resumes', …)`). */
  mount?(app: Hono<AppEnv>, deps: ToolServerDeps): void;
  /** Path prefixes of routes that limit their own request bodies (uploads): the app's default limit skips them. */
  ownBodyLimits?: readonly string[];
  /** Engine ports this tool's server side lends every engine (its stored documents, its solver…). */
  lendPorts?(host: PortHost): Partial<EnginePorts>;
  /** Commands it adds to the CLI. */
  commands?: Readonly<Record<string, CliCommand>>;
}

export function defineToolServer<const Server extends ToolServer>(server: Server): Server {
  return server;
}
