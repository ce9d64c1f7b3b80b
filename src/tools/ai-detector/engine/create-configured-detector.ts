import type { ContractEngine } from '../../../platform/engine';
import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import { aiDetectorEngine, createAiDetectorEngine } from './ai-detector-engine';
import type { LogprobProvider } from './binoculars-score';
import type { aiDetectorContract } from '../contract';
import { createOpenAiLogprobProvider } from './openai-logprob-provider';

/**
 * A CPU-only llama.cpp can take tens of seconds to echo a long prompt; past this the embedded model
 * answers alone (the engine turns the failure into a note) instead of leaving the user waiting.
 */
export const LOGPROB_TIMEOUT_MS = 60_000;

export interface ConfiguredDetectorOptions {
  /** The host's OpenAI-compatible server (`EnginePorts.openai`); unset (or without baseUrl): the offline engine. */
  openai?: OpenAiCompatibleServer | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The AI detector a host runs: the offline engine, or — when an OpenAI-compatible server is configured
 * (OPENAI_BASE_URL) — the combined engine that also asks that server for token log-probabilities
 * (Binoculars). Nothing is contacted until a check runs, so a server that is down never stops start-up.
 */
export function createConfiguredDetector({
  openai,
  timeoutMs = LOGPROB_TIMEOUT_MS,
  fetch,
}: ConfiguredDetectorOptions = {}): ContractEngine<typeof aiDetectorContract> {
  if (!openai?.baseUrl) return aiDetectorEngine;
  const provider = createOpenAiLogprobProvider({
    baseUrl: openai.baseUrl,
    ...(openai.apiKey ? { apiKey: openai.apiKey } : {}),
    ...(openai.model ? { model: openai.model } : {}),
    ...(fetch ? { fetch } : {}),
  });
  return createAiDetectorEngine({ logprobProvider: withTimeout(provider, timeoutMs) });
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
