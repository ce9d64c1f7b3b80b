/**
 * Ports cross into an engine worker as data: plain settings (the model server's URL, the lookup
 * settings) are copied, and each function (the document store's queries, web search) becomes a
 * marker the worker turns back into a call that the main thread answers. The database stays on the
 * main thread; only the engine's own work moves.
 */

import { reviveToolInputError, serializeError, type SerializedError } from '../../../platform/serialized-error';

const BRIDGED = '__bridgedPort';

export type PortDescriptor = unknown;

export interface PortCall {
  type: 'portCall';
  callId: number;
  path: string[];
  args: unknown[];
}

export interface PortReply {
  type: 'portReply';
  callId: number;
  ok: boolean;
  value?: unknown;
  /** The failed call's error, with its class, code and status, so an engine can tell bad input from a fault. */
  error?: SerializedError;
}

/** What can be sent to the worker: functions replaced by markers, everything else copied. */
export function describePorts(ports: unknown): PortDescriptor {
  if (typeof ports === 'function') return { [BRIDGED]: true };
  if (ports === null || typeof ports !== 'object' || Array.isArray(ports)) return ports;
  return Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, describePorts(value)]));
}

/**
 * In the worker: a failed port call's error. An input error (the math solver refusing a problem)
 * comes back as a ToolInputError with its code and status; anything else as a plain Error.
 */
export function rebuildPortError({ error }: PortReply): Error {
  if (error?.name === 'ToolInputError') return reviveToolInputError(error);
  return new Error(error?.message ?? 'port call failed');
}

/** In the worker: the ports again, with each marker replaced by `call(path, args)`. */
export function rebuildPorts(descriptor: PortDescriptor, call: (path: string[], args: unknown[]) => Promise<unknown>, path: string[] = []): unknown {
  if (descriptor === null || typeof descriptor !== 'object' || Array.isArray(descriptor)) return descriptor;
  if ((descriptor as Record<string, unknown>)[BRIDGED] === true) return (...args: unknown[]) => call(path, args);
  return Object.fromEntries(Object.entries(descriptor).map(([key, value]) => [key, rebuildPorts(value, call, [...path, key])]));
}

/** On the main thread: runs the real port a worker asked for. */
export async function answerPortCall(ports: unknown, { callId, path, args }: PortCall): Promise<PortReply> {
  try {
    let target: unknown = ports;
    for (const key of path) target = (target as Record<string, unknown> | undefined)?.[key];
    if (typeof target !== 'function') throw new Error(`no port at ${path.join('.')}`);
    const value: unknown = await (target as (...args: unknown[]) => unknown)(...args);
    return { type: 'portReply', callId, ok: true, value };
  } catch (error) {
    return { type: 'portReply', callId, ok: false, error: serializeError(error) };
  }
}
