import { aiDetectorEngine, createAiDetectorEngine, createOpenAiLogprobProvider, type LogprobProvider } from '../../tools/ai-detector/index';
import type { ToolEngine } from '../../tools/engine';
import type { Config } from '../config/load-config';

/**
 * A CPU-only llama.cpp can take tens of seconds to echo a long prompt; past this the embedded model
 * answers alone (the engine turns the failure into a note) instead of leaving the user waiting.
 */
export const LOGPROB_TIMEOUT_MS = 60_000;

export interface ServerAiDetectorOptions {
  /** Unset (or without baseUrl): the offline engine. */
  openai?: Config['openai'];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The AI detector the server runs: the offline engine, or — when OPENAI_BASE_URL is set — the combined
 * engine that also asks that server for token log-probabilities (Binoculars). Nothing is contacted
 * until a check runs, so a server that is down never stops start-up.
 */
export function createServerAiDetector({ openai, timeoutMs = LOGPROB_TIMEOUT_MS, fetch }: ServerAiDetectorOptions): ToolEngine<unknown, unknown> {
  if (!openai?.baseUrl) return aiDetectorEngine as ToolEngine<unknown, unknown>;
  const provider = createOpenAiLogprobProvider({
    baseUrl: openai.baseUrl,
    ...(openai.apiKey ? { apiKey: openai.apiKey } : {}),
    ...(openai.model ? { model: openai.model } : {}),
    ...(fetch ? { fetch } : {}),
  });
  return createAiDetectorEngine({ logprobProvider: withTimeout(provider, timeoutMs) }) as ToolEngine<unknown, unknown>;
}

function withTimeout(provider: LogprobProvider, timeoutMs: number): LogprobProvider {
  return {
    name: provider.name,
    scoreTokens: (text, signal) => {
      const timeout = AbortSignal.timeout(timeoutMs);
      return provider.scoreTokens(text, signal ? AbortSignal.any([signal, timeout]) : timeout);
    },
  };
}
