import type { ToolId } from '../../domain/tools';
import type { ToolEngine } from '../../platform/engine';
import type { EnginePorts } from '../../platform/engine-ports';
import { loadToolRegistrations } from '../../platform/load-tool-registrations';
import type { ToolRegistration } from '../../platform/tool-registration';

/** The engine the API or the CLI runs for a tool; undefined while the tool is "not available yet". */
export type FindEngine = (id: ToolId) => ToolEngine<unknown, unknown> | undefined;

export interface WarmUp {
  engine: ToolEngine<unknown, unknown>;
  input: unknown;
  /** Run as given once every tool's `input` has run (ToolRegistration.moreWarmUpInputs). */
  more?: readonly unknown[];
}

/** Per tool, which optional upgrades this host gives it (see ToolRegistration.describeSetup). */
export type ToolSetup = Partial<Record<ToolId, Record<string, unknown>>>;

export interface ComposedEngines {
  findEngine: FindEngine;
  setup: ToolSetup;
  /** Engines that load something lazily, with the small input that makes them do it. */
  warmUps: WarmUp[];
  /** The ports the engines were built with (runEnginesInWorkers lends them to its worker threads). */
  ports: EnginePorts;
}

/**
 * Builds every registered engine with the host's ports. The one composition for the API server and
 * the CLI, so `cli run plagiarism` compares with the same stores as `POST /api/tools/plagiarism`.
 */
export function composeEngines(registrations: readonly ToolRegistration[], ports: EnginePorts): ComposedEngines {
  const engines = new Map<ToolId, ToolEngine<unknown, unknown>>();
  const warmUps: WarmUp[] = [];
  const setup: ToolSetup = {};
  for (const registration of registrations) {
    if (!registration.createEngine) continue;
    if (registration.describeSetup) setup[registration.id] = registration.describeSetup(ports);
    const engine = registration.createEngine(ports);
    engines.set(registration.id, engine);
    if (registration.warmUpInput !== undefined) warmUps.push(describeWarmUp(engine, registration));
  }
  return { findEngine: (id) => engines.get(id), setup, warmUps, ports };
}

/** The warm-up of an engine as its registration (or a lane's description of it) gives it. */
export function describeWarmUp(engine: ToolEngine<unknown, unknown>, { warmUpInput, moreWarmUpInputs }: Pick<ToolRegistration, 'warmUpInput' | 'moreWarmUpInputs'>): WarmUp {
  return { engine, input: warmUpInput, ...(moreWarmUpInputs?.length ? { more: moreWarmUpInputs } : {}) };
}

/** Finds the registrations (`src/tools/<id>/tool.ts`) and composes them. */
export async function loadEngines(ports: EnginePorts): Promise<ComposedEngines> {
  return composeEngines(await loadToolRegistrations(), ports);
}
