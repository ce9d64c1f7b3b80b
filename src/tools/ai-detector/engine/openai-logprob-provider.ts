import type { LogprobProvider, TokenLogprob } from './binoculars-score';

export interface OpenAiLogprobOptions {
  /** e.g. http://127.0.0.1:8080/v1 (llama.cpp server, vLLM). */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Alternatives per position; servers commonly cap this at 5 to 20. */
  topLogprobs?: number;
  fetch?: typeof fetch;
}

interface CompletionLogprobs {
  tokens?: string[];
  token_logprobs?: Array<number | null>;
  top_logprobs?: Array<Record<string, number> | null>;
}

interface CompletionResponse {
  choices?: Array<{ logprobs?: CompletionLogprobs | null }>;
  usage?: { prompt_tokens?: number };
}

/**
 * Log-probabilities of a text from an OpenAI-compatible legacy completions endpoint, by echoing the
 * prompt with logprobs (supported by vLLM and llama.cpp's server; OpenAI's hosted chat models do not
 * echo, so they cannot power this mode).
 */
export function createOpenAiLogprobProvider(options: OpenAiLogprobOptions): LogprobProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/completions`;
  return {
    name: options.model ?? url,
    async scoreTokens(text, signal) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: options.model,
          prompt: text,
          echo: true,
          max_tokens: 1,
          temperature: 0,
          logprobs: options.topLogprobs ?? 5,
        }),
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as CompletionResponse;
      const logprobs = body.choices?.[0]?.logprobs;
      if (!logprobs?.token_logprobs) throw new Error('the response has no token log-probabilities');
      // Echo returns the prompt's tokens followed by the one generated token: score the prompt only.
      const promptTokens = body.usage?.prompt_tokens ?? logprobs.token_logprobs.length - 1;
      const tokens: TokenLogprob[] = [];
      logprobs.token_logprobs.slice(0, promptTokens).forEach((logprob, i) => {
        const top = logprobs.top_logprobs?.[i];
        // The first token has no context and no log-probability.
        if (logprob === null || !top) return;
        tokens.push({ logprob, topLogprobs: Object.values(top) });
      });
      return tokens;
    },
  };
}
