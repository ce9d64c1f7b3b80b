import { parentPort, workerData } from 'node:worker_threads';
import type { ToolEngine, ToolRunContext } from '../../../platform/engine';
import type { EnginePorts } from '../../../platform/engine-ports';
import { serializeError, type SerializedError } from '../../../platform/serialized-error';
import type { ToolRegistration } from '../../../platform/tool-registration';
import { lowerThreadPriority } from './lower-thread-priority';
import { rebuildPortError, rebuildPorts, type PortCall, type PortReply } from './port-bridge';

export interface RunRequest {
  /**
   * `describe`: the registration's warm-up input and setup, without building the engine. `warm`:
   * builds the engine and runs its warm-up input, so a thread that replaced a stopped one is warm
   * before the next user's run reaches it.
   */
  type: 'run' | 'describe' | 'warm';
  id: number;
  toolId: string;
  /** The module exporting `tool` (the tool's registration). */
  registrationUrl: string;
  input: unknown;
  context: Pick<ToolRunContext, 'responses' | 'userId'>;
}

export type { SerializedError };

export interface RunReply {
  type: 'result';
  id: number;
  ok: boolean;
  value?: unknown;
  error?: SerializedError;
}

export interface ToolDescription {
  hasEngine: boolean;
  warmUpInput?: unknown;
  moreWarmUpInputs?: readonly unknown[];
  setup?: Record<string, unknown>;
}

/**
 * The engine thread's work: builds each engine on its first run and answers the lane's requests.
 * `importRegistration` loads a tool's registration module from its URL: a dynamic import under tsx,
 * a lookup in the precompiled bundle (scripts/build-engine-workers.mjs) under `npm start`.
 */
export function serveEngineRequests(importRegistration: (url: string) => Promise<unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('engine-worker.ts runs only as a worker thread');

  let nextCallId = 1;
  const waitingCalls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  function callMainThread(path: string[], args: unknown[]): Promise<unknown> {
    const callId = nextCallId++;
    return new Promise((resolve, reject) => {
      waitingCalls.set(callId, { resolve, reject });
      port!.postMessage({ type: 'portCall', callId, path, args } satisfies PortCall);
    });
  }

  const data = workerData as { ports?: unknown; lowPriority?: boolean } | undefined;
  const ports = rebuildPorts(data?.ports ?? {}, callMainThread) as EnginePorts;
  // A spare thread does the heavy runs: it yields the CPU to the light thread (engine-lane.ts).
  if (data?.lowPriority) lowerThreadPriority();

  // Each engine is built once per thread, on its first request: its models load once and stay.
  const engines = new Map<string, Promise<ToolEngine<unknown, unknown>>>();


  async function loadRegistration(toolId: string, registrationUrl: string): Promise<ToolRegistration> {
    const module = (await importRegistration(registrationUrl)) as { tool?: ToolRegistration };
    if (!module.tool) throw new Error(`${registrationUrl} must export \`tool\`, the registration of "${toolId}".`);
    return module.tool;
  }

  function findEngine(toolId: string, registrationUrl: string): Promise<ToolEngine<unknown, unknown>> {
    let engine = engines.get(toolId);
    if (!engine) {
      engine = loadRegistration(toolId, registrationUrl).then((tool) => {
        if (!tool.createEngine) throw new Error(`${registrationUrl} registers no engine for ${toolId}`);
        return tool.createEngine(ports);
      });
      engines.set(toolId, engine);
    }
    return engine;
  }

  async function describeTool(toolId: string, registrationUrl: string): Promise<ToolDescription> {
    const tool = await loadRegistration(toolId, registrationUrl);
    return {
      hasEngine: Boolean(tool.createEngine),
      ...(tool.warmUpInput === undefined ? {} : { warmUpInput: tool.warmUpInput }),
      ...(tool.moreWarmUpInputs ? { moreWarmUpInputs: tool.moreWarmUpInputs } : {}),
      ...(tool.describeSetup ? { setup: tool.describeSetup(ports) } : {}),
    };
  }

  async function run(request: RunRequest): Promise<RunReply> {
    try {
      if (request.type === 'describe') return { type: 'result', id: request.id, ok: true, value: await describeTool(request.toolId, request.registrationUrl) };
      if (request.type === 'warm') {
        const [engine, tool] = await Promise.all([findEngine(request.toolId, request.registrationUrl), loadRegistration(request.toolId, request.registrationUrl)]);
        // The first input only: light runs wait for a spare thread's warm-up, and the other languages' are rarer.
        if (tool.warmUpInput !== undefined) await engine.run(engine.inputSchema.parse(tool.warmUpInput), request.context);
        return { type: 'result', id: request.id, ok: true, value: null };
      }
      const engine = await findEngine(request.toolId, request.registrationUrl);
      const value = await engine.run(request.input, request.context);
      return { type: 'result', id: request.id, ok: true, value };
    } catch (error) {
      return { type: 'result', id: request.id, ok: false, error: serializeError(error) };
    }
  }

  port.on('message', (message: RunRequest | PortReply) => {
    if (message.type === 'portReply') {
      const waiting = waitingCalls.get(message.callId);
      waitingCalls.delete(message.callId);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(rebuildPortError(message));
      return;
    }
    void run(message).then((reply) => {
      try {
        port.postMessage(reply);
      } catch (error) {
        // A result that cannot be copied across (a function, a class instance with private state).
        port.postMessage({ type: 'result', id: reply.id, ok: false, error: serializeError(error) } satisfies RunReply);
      }
    });
  });
}
