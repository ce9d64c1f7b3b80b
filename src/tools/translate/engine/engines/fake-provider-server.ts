import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedProviderRequest {
  method: string;
  /** Path with its query string. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, form fields as an object, or the raw text. */
  body: unknown;
}

export interface ProviderReply {
  status: number;
  json: unknown;
}

/** A local HTTP stand-in for a translation provider's API, for tests and the e2e run (no network). */
export interface FakeProviderServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  requests: ReceivedProviderRequest[];
  /** When set, every request is answered with this status and an error body. */
  failWith: number | undefined;
  close(): Promise<void>;
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Starts on 127.0.0.1 and a free port; `answer` plays the provider. */
export async function startFakeProviderServer(answer: (request: ReceivedProviderRequest) => ProviderReply): Promise<FakeProviderServer> {
  const requests: ReceivedProviderRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedProviderRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8'), incoming.headers['content-type']),
      };
      requests.push(request);
      const reply = fake.failWith ? { status: fake.failWith, json: { error: 'failure on purpose', message: 'failure on purpose' } } : answer(request);
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeProviderServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failWith: undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

const TOY_EN_ES: Record<string, string> = {
  hello: 'hola', world: 'mundo', the: 'el', server: 'servidor', is: 'está', down: 'caído', visit: 'visita',
  now: 'ahora', and: 'y', good: 'buenos', morning: 'días', cat: 'gato', cats: 'gatos', i: 'yo', have: 'tengo',
};

/** A word-for-word en→es stand-in for a real engine: enough to see a translation happen and tokens survive. */
export function translateToy(text: string): string {
  // Markup (DeepL's XML tags) is left as it is, like a real engine does.
  return text.replace(/<[^>]*>|\p{L}+/gu, (word) => {
    if (word.startsWith('<')) return word;
    const found = TOY_EN_ES[word.toLowerCase()];
    if (!found) return word;
    return /^\p{Lu}/u.test(word) ? found.charAt(0).toUpperCase() + found.slice(1) : found;
  });
}
