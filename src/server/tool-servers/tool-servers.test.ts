import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isToolId } from '../../domain/tools';
import { TOOL_SERVERS } from '../../tools/tool-servers.generated';
import type { AppEnv } from '../app-env';
import { loadConfig } from '../config/load-config';
import type { ToolServerDeps } from './define-tool-server';

describe('the tool servers (src/tools/<id>/server/index.ts, listed in src/tools/tool-servers.generated.ts)', () => {
  it('each belong to a catalogued tool, named like its folder, one per tool', () => {
    expect(TOOL_SERVERS.length).toBeGreaterThan(0);
    for (const server of TOOL_SERVERS) {
      expect(isToolId(server.toolId), server.toolId).toBe(true);
      expect(existsSync(new URL(`../../tools/${server.toolId}/server/index.ts`, import.meta.url)), server.toolId).toBe(true);
    }
    expect(new Set(TOOL_SERVERS.map((server) => server.toolId)).size).toBe(TOOL_SERVERS.length);
  });

  it('mount their routes under /api/, never under the tool runs (/api/tools) nor on one another', () => {
    const config = loadConfig({});
    const owners = new Map<string, string>();
    for (const server of TOOL_SERVERS) {
      const app = new Hono<AppEnv>();
      server.mount?.(app, { db: {}, config, engines: () => undefined, uploadLimiters: {} } as unknown as ToolServerDeps);
      for (const route of app.routes) {
        expect(route.path, server.toolId).toMatch(/^\/api\/[a-z]/);
        expect(route.path, server.toolId).not.toMatch(/^\/api\/tools(\/|$)/);
        const prefix = route.path.split('/').slice(0, 3).join('/');
        expect(owners.get(prefix) ?? server.toolId, `${prefix} is mounted by two tools`).toBe(server.toolId);
        owners.set(prefix, server.toolId);
      }
    }
    for (const server of TOOL_SERVERS) {
      for (const prefix of server.ownBodyLimits ?? []) expect(prefix, server.toolId).toMatch(/^\/api\/[a-z]/);
    }
  });
});
