/**
 * Ports cross into an engine worker as data: plain settings (the model server's URL, the lookup
 * settings) are copied, and each function (the document store's queries, web search) becomes a
 * marker the worker turns back into a call that the main thread answers. The database stays on the
 * main thread; only the engine's own work moves.
 */

import { readToolInputStatus, ToolInputError } from '../../../tools/engine';

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
  error?: string;
  /** The failed call's error class, code and status, so an engine can tell bad input from a fault. */
  errorName?: string;
  code?: string;
  status?: number;
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
export function rebuildPortError({ error, errorName, code, status }: PortReply): Error {
  const message = error ?? 'port call failed';
  if (errorName === 'ToolInputError') return new ToolInputError(message, { ...(code ? { code } : {}), status: readToolInputStatus(status) });
  return new Error(message);
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
    if (!(error instanceof Error)) return { type: 'portReply', callId, ok: false, error: String(error) };
    const { code, status } = error as { code?: unknown; status?: unknown };
    return {
      type: 'portReply',
      callId,
      ok: false,
      error: error.message,
      errorName: error.name,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
}
