import type { z } from 'zod';
import type { OpenAiCompatibleServer } from '../engine-ports';
import { extractJsonObject } from './extract-json';

/** Long enough for a local 7–8B model on a CPU to write a short JSON answer; short enough not to hold a request forever. */
export const MODEL_TIMEOUT_MS = 30_000;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AskChatModelOptions {
  /** The caller's abort (the request went away): rethrown, never turned into a message. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The model's reply, or why there is none: a sentence a student (or whoever set the server up) can act on. */
export type ModelOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

interface ChatCompletion {
  choices?: Array<{ message?: { content?: string | null } }>;
}

/** "the model llama3 at http://…/v1": error sentences name what was asked, so the fix is obvious. */
export function describeModelServer(server: OpenAiCompatibleServer): string {
  return server.model ? `the model ${server.model} at ${server.baseUrl}` : `the model server at ${server.baseUrl}`;
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

function explainStatus(status: number): string {
  if (status === 401 || status === 403) return ' (check the API key)';
  if (status === 404) return ' (check the base URL and the model name)';
  return '';
}

/**
 * One POST to `chat/completions` (temperature 0, JSON asked for), bounded by a timeout. Returns the
 * assistant's text, or a failure sentence: a model server that is down, slow or odd must never
 * become a 500. Only the caller's own abort is thrown.
 */
export async function askChatModel(server: OpenAiCompatibleServer, messages: ChatMessage[], options: AskChatModelOptions = {}): Promise<ModelOutcome<string>> {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const who = describeModelServer(server);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${server.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {}) },
      body: JSON.stringify({ model: server.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw abortReason(options.signal);
    if (timeout.aborted) return fail(`${who} did not answer within ${timeoutMs / 1000} seconds.`);
    return fail(`Could not reach ${who}: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!response.ok) return fail(`${who} answered HTTP ${response.status}${explainStatus(response.status)}.`);
  let content: string | null | undefined;
  try {
    content = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
  } catch {
    if (options.signal?.aborted) throw abortReason(options.signal);
    if (timeout.aborted) return fail(`${who} did not answer within ${timeoutMs / 1000} seconds.`);
    return fail(`${who} did not answer with an OpenAI-compatible chat completion.`);
  }
  return content ? { ok: true, value: content } : fail(`${who} sent an empty answer.`);
}

/**
 * Asks for a JSON object and checks its shape with `schema`. `what` names the object in the failure
 * sentences ("the JSON answer", "the JSON set-up").
 */
export async function askChatModelForJson<T>(
  server: OpenAiCompatibleServer,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  what: string,
  options: AskChatModelOptions = {},
): Promise<ModelOutcome<T>> {
  const content = await askChatModel(server, messages, options);
  if (!content.ok) return content;
  const who = describeModelServer(server);
  let json: unknown;
  try {
    json = extractJsonObject(content.value);
  } catch {
    return fail(`${who} did not answer with ${what} it was asked for.`);
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : fail(`${who} answered with ${what} in the wrong shape.`);
}
