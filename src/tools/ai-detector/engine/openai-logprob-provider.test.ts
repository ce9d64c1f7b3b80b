import { describe, expect, it } from 'vitest';
import { createOpenAiLogprobProvider } from './openai-logprob-provider';

describe('createOpenAiLogprobProvider', () => {
  it('asks for echoed prompt log-probabilities and drops the first and the generated token', async () => {
    const requests: Array<{ url: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown>, headers: init.headers as Record<string, string> });
      return new Response(
        JSON.stringify({
          choices: [
            {
              logprobs: {
                tokens: ['The', ' cat', ' sat', '.'],
                token_logprobs: [null, -2, -1, -0.5],
                top_logprobs: [null, { ' cat': -2, ' dog': -1 }, { ' sat': -1 }, { '.': -0.5 }],
              },
            },
          ],
          usage: { prompt_tokens: 3 },
        }),
      );
    }) as typeof fetch;
    const provider = createOpenAiLogprobProvider({ baseUrl: 'http://llm.local/v1/', apiKey: 'k', model: 'm', fetch: fakeFetch });
    const tokens = await provider.scoreTokens('The cat sat');
    expect(tokens).toEqual([
      { logprob: -2, topLogprobs: [-2, -1] },
      { logprob: -1, topLogprobs: [-1] },
    ]);
    expect(requests[0]?.url).toBe('http://llm.local/v1/completions');
    expect(requests[0]?.body).toMatchObject({ prompt: 'The cat sat', echo: true, model: 'm' });
    expect(requests[0]?.headers.authorization).toBe('Bearer k');
  });

  it('reports a server error', async () => {
    const provider = createOpenAiLogprobProvider({ baseUrl: 'http://llm.local/v1', fetch: (async () => new Response('no', { status: 503 })) as typeof fetch });
    await expect(provider.scoreTokens('text')).rejects.toThrow('HTTP 503');
  });
});
