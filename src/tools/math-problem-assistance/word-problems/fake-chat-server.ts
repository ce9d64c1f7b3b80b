import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** What it received, oldest first. */
  requests: Array<{ path: string; body: Record<string, unknown>; authorization: string | undefined }>;
  /** The assistant message content of the next answers (a JSON string, or anything to test failures). */
  content: string;
  /** Answer with this HTTP status instead. */
  failWith: number | undefined;
  /** Wait this long before answering (for the timeout test). */
  delayMs: number;
  close(): Promise<void>;
}

/** A tiny OpenAI-compatible /v1/chat/completions server for tests, on 127.0.0.1 and a free port. */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const fake: FakeChatServer = { baseUrl: '', requests: [], content: '{}', failWith: undefined, delayMs: 0, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      fake.requests.push({ path: request.url ?? '', body: JSON.parse(raw || '{}') as Record<string, unknown>, authorization: request.headers.authorization });
      const answer = () => {
        if (response.destroyed) return;
        if (fake.failWith) {
          response.writeHead(fake.failWith).end('no');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: fake.content }, finish_reason: 'stop' }] }));
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
