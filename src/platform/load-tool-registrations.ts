import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TOOL_IDS, type ToolId } from '../domain/tools';
import type { ToolRegistration } from './tool-registration';

const TOOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tools');

/** Where a catalogued tool's engine folder registers itself. */
export function registrationPath(id: ToolId): string {
  return join(TOOLS_DIR, id, 'tool.ts');
}

/**
 * Every catalogued tool's registration, found by convention (`src/tools/<id>/tool.ts` exporting
 * `tool`), so adding a tool never means editing a list here. A tool without the file is reported as
 * unavailable, the same as one registered without an engine.
 */
export async function loadToolRegistrations(): Promise<ToolRegistration[]> {
  return Promise.all(
    TOOL_IDS.map(async (id): Promise<ToolRegistration> => {
      const path = registrationPath(id);
      if (!existsSync(path)) return { id };
      const module = (await import(pathToFileURL(path).href)) as { tool?: ToolRegistration };
      if (!module.tool || module.tool.id !== id) {
        throw new Error(`${path} must export \`tool\`, the registration of "${id}".`);
      }
      return module.tool;
    }),
  );
}
