import type { ToolEngine } from '../../platform/engine';
import type { FindEngine } from '../engines/compose-engines';
import { isHeavyInput } from '../engines/run-engines-in-workers';
import type { ToolJobClient } from './tool-job-client';

type AnyEngine = ToolEngine<unknown, unknown>;

/**
 * The same engines, but `run` becomes a job a worker process runs. Word counts and input schemas stay
 * local (they are cheap and decide the 413/400 before anything is queued), and charging stays in
 * run-tool-for-user, after `run` resolves: a job that dies or times out is never charged.
 */
export function createQueuedEngines(findEngine: FindEngine, client: Pick<ToolJobClient, 'run'>): FindEngine {
  const queued = new WeakMap<AnyEngine, AnyEngine>();
  return (id) => {
    const engine = findEngine(id);
    if (!engine) return undefined;
    let wrapped = queued.get(engine);
    if (!wrapped) {
      wrapped = {
        ...engine,
        run: (input, context) =>
          client.run(
            { toolId: id, input, responses: context.responses, ...(context.userId ? { userId: context.userId } : {}), ...(context.clientKey ? { clientKey: context.clientKey } : {}) },
            context.signal,
            { heavy: isHeavyInput(engine, input) },
          ),
      };
      queued.set(engine, wrapped);
    }
    return wrapped;
  };
}
