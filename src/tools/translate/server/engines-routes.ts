import { Hono } from 'hono';
import { listEngines } from '../engine/list-engines';
import type { TranslationEngine } from '../engine/translation-engine';

export interface EngineRoutesOptions {
  /** The translate tool's engines (createTranslationEngines), so the listing and the tool agree. */
  engines: readonly TranslationEngine[];
}

/**
 * GET /api/translate/engines: each engine, whether it works on this host, its pairs, and the line
 * that enables it. Public, like the tool page; answering it never calls a provider's translate.
 */
export function createEngineRoutes({ engines }: EngineRoutesOptions) {
  const routes = new Hono();
  routes.get('/', async (c) => c.json(await listEngines(engines), 200, { 'cache-control': 'no-store' }));
  return routes;
}
