import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupSettings } from '../../source-reading';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | object;
  /** Waits this long before answering (timeout tests). */
  delayMs?: number;
}

/** A local stand-in for Crossref, Open Library, arXiv, PubMed and web pages: replies by path (with query). */
export interface FakeLookupServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Every path asked for, oldest first. */
  requested: string[];
  reply(pathWithQuery: string, reply: FakeReply): void;
  /** Settings that send every service to this server; private fetches allowed, since it is on loopback. */
  settings(overrides?: Partial<LookupSettings>): LookupSettings;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port; paths without a reply answer 404. */
export async function startFakeLookupServer(): Promise<FakeLookupServer> {
  const replies = new Map<string, FakeReply>();
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const reply = replies.get(path) ?? { status: 404, body: 'not found' };
    const send = () => {
      if (response.destroyed) return;
      const isJson = typeof reply.body === 'object';
      response.writeHead(reply.status ?? 200, { 'content-type': isJson ? 'application/json' : 'text/html; charset=utf-8', ...reply.headers });
      response.end(isJson ? JSON.stringify(reply.body) : (reply.body ?? ''));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requested,
    reply: (pathWithQuery, reply) => replies.set(pathWithQuery, reply),
    settings: (overrides = {}) => ({
      crossrefUrl: origin,
      openLibraryUrl: origin,
      arxivUrl: origin,
      pubmedUrl: origin,
      allowPrivateFetch: true,
      timeoutMs: 2_000,
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
