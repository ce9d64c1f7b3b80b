import type { ToolId } from '../domain/tools';
import type { AnyToolContract, ToolInput } from './contract-kit/define-tool-contract';
import type { ContractEngine, ToolEngine } from './engine';
import type { EnginePorts } from './engine-ports';

/**
 * What a tool's engine folder tells the rest of the system, from `src/tools/<id>/tool.ts`: the server,
 * the CLI, `/api/config` and the warm-up all read this and nothing else. A tool in the catalogue
 * whose registration has no engine is "not available yet".
 */
export interface ToolRegistration {
  id: ToolId;
  contract?: AnyToolContract;
  /** Builds the engine with whatever ports the host has (database-backed stores, a model server). */
  createEngine?: (ports: EnginePorts) => ToolEngine<unknown, unknown>;
  /** A small input that makes the engine load what it loads lazily, run once after the server starts. */
  warmUpInput?: unknown;
  /**
   * Inputs run as given after every tool's warm-up, for what `warmUpInput` does not reach: the
   * grammar checker's French, German and Spanish checkers, each with its own dictionary and process.
   */
  moreWarmUpInputs?: readonly unknown[];
  /**
   * Which optional upgrades this host gives the tool (web search on, a model server set…), served
   * in `/api/config` under `tools.<id>` so the page can say so; its shape is in the tool's contract.
   */
  describeSetup?: (ports: EnginePorts) => Record<string, unknown>;
}

export interface EngineToolOptions<C extends AnyToolContract> {
  contract: C;
  createEngine: (ports: EnginePorts) => ContractEngine<C>;
  warmUpInput?: ToolInput<C>;
  moreWarmUpInputs?: readonly ToolInput<C>[];
  describeSetup?: (ports: EnginePorts) => Record<string, unknown>;
}

export function registerTool<C extends AnyToolContract>({ contract, createEngine, warmUpInput, moreWarmUpInputs, describeSetup }: EngineToolOptions<C>): ToolRegistration {
  return {
    id: contract.id,
    contract,
    createEngine: (ports) => createEngine(ports) as ToolEngine<unknown, unknown>,
    ...(warmUpInput === undefined ? {} : { warmUpInput }),
    ...(moreWarmUpInputs?.length ? { moreWarmUpInputs } : {}),
    ...(describeSetup ? { describeSetup } : {}),
  };
}

/** A catalogued tool whose engine is still to be built: its page says so, its API answers `tool_unavailable`. */
export function registerUnavailableTool(id: ToolId): ToolRegistration {
  return { id };
}
