import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLogprobServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Bodies and authorization headers of the requests it received. */
  requests: Array<{ path: string; body: Record<string, unknown>; authorization: string | undefined }>;
  /** Answer the next requests with this HTTP status instead of log-probabilities. */
  failWith: number | undefined;
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible /v1/completions server for tests: echoes the prompt's words as tokens with
 * confident log-probabilities (the shape llama.cpp and vLLM return for `echo: true, logprobs: n`).
 */
export async function startFakeLogprobServer(): Promise<FakeLogprobServer> {
  const fake: FakeLogprobServer = { baseUrl: '', requests: [], failWith: undefined, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { prompt?: string };
      fake.requests.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
      if (fake.failWith) {
        response.writeHead(fake.failWith).end('unavailable');
        return;
      }
      const tokens = (body.prompt ?? '').split(/(?=\s)/).filter(Boolean);
      const logprobs = {
        tokens: [...tokens, '\n'],
        // The first prompt token has no context; the last entry is the one generated token.
        token_logprobs: [null, ...tokens.slice(1).map(() => -0.4), -1],
        top_logprobs: [null, ...tokens.slice(1).map((token) => ({ [token]: -0.4, ' the': -1.6, ' a': -2.3 })), { '\n': -1 }],
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ text: '\n', logprobs }], usage: { prompt_tokens: tokens.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
