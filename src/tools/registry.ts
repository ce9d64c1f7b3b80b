import type { ToolId } from '../domain/tools';
import type { ToolEngine } from './engine';
import { textCompareEngine } from './text-compare/index';

/** Engines that exist. A tool in the catalogue without an engine here answers "not available yet". */
const ENGINES: Partial<Record<ToolId, ToolEngine<never, unknown>>> = {
  'text-compare': textCompareEngine as ToolEngine<never, unknown>,
};

export function findEngine(id: ToolId): ToolEngine<unknown, unknown> | undefined {
  return ENGINES[id] as ToolEngine<unknown, unknown> | undefined;
}
