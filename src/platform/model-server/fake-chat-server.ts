import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedChatRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** A local stand-in for an OpenAI-compatible server, for tests of the model paths (no network, no model). */
export interface FakeChatServer {
  /** e.g. http://127.0.0.1:41234/v1 — what OPENAI_BASE_URL would hold. */
  baseUrl: string;
  /** Every request, oldest first. */
  requests: ReceivedChatRequest[];
  /** The assistant's message content in the next answers: a JSON string, or anything to test failures. */
  content: string;
  /** When set, answers this HTTP status instead of a completion. */
  failWith: number | undefined;
  /** Waits this long before answering (timeout tests). */
  delayMs: number;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port; it answers every POST with one chat completion. */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const received: ReceivedChatRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ path: request.url ?? '', body: (raw ? JSON.parse(raw) : {}) as Record<string, unknown>, authorization: request.headers.authorization });
      const reply = () => {
        if (response.destroyed) return;
        if (fake.failWith) {
          response.writeHead(fake.failWith, { 'content-type': 'text/plain' }).end('failure on purpose');
          return;
        }
        const completion = { object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: fake.content }, finish_reason: 'stop' }] };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
      };
      if (fake.delayMs > 0) setTimeout(reply, fake.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeChatServer = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: received,
    content: '{}',
    failWith: undefined,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
