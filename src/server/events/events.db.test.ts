import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureServerTimeouts } from '../http/configure-server-timeouts';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { readStreamUntil } from '../testing/read-stream-until';
import { createTestEngines } from '../testing/test-engines';
import { MAX_STREAMS_PER_USER } from './stream-slots';

describe('GET /api/events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines(), heartbeatMs: 200 });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('streams a usage event to another tab when a tool runs, within 2 seconds', async () => {
    const tab = server.client();
    await tab.signUp(uniqueEmail('events'), STRONG_PASSWORD);
    const otherTab = server.client();
    for (const [name, value] of tab.cookies) otherTab.cookies.set(name, value);

    const stream = await otherTab.get('/api/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);

    const run = await tab.post('/api/tools/ai-detector', { text: 'tell the other tab' });
    expect(run.status).toBe(200);
    const received = await readStreamUntil(stream.body!, /event: usage\ndata: .*\n\n/, 2000);
    const data = JSON.parse(/event: usage\ndata: (.*)\n/.exec(received)![1]!) as Record<string, unknown>;
    expect(data).toEqual({ toolId: 'ai-detector', counter: 'ai_detection', remaining: 9 });
  });

  it('sends heartbeat comments', async () => {
    const tab = server.client();
    await tab.signUp(uniqueEmail('heartbeat'), STRONG_PASSWORD);
    const stream = await tab.get('/api/events');
    await expect(readStreamUntil(stream.body!, /: heartbeat\n\n/, 2000)).resolves.toContain(': heartbeat');
  });

  it("does not leak one user's events to another", async () => {
    const alice = server.client();
    await alice.signUp(uniqueEmail('alice'), STRONG_PASSWORD);
    const bob = server.client();
    await bob.signUp(uniqueEmail('bob'), STRONG_PASSWORD);
    const bobStream = await bob.get('/api/events');
    await alice.post('/api/tools/ai-detector', { text: 'private' });
    await bob.post('/api/tools/plagiarism', { text: 'mine' });
    const received = await readStreamUntil(bobStream.body!, /event: usage\ndata: .*\n\n/, 2000);
    expect(received).toContain('"toolId":"plagiarism"');
    expect(received).not.toContain('ai-detector');
  });

  it('answers 401 without a session', async () => {
    const response = await server.client().get('/api/events');
    expect(response.status).toBe(401);
  });

  it(`refuses stream ${MAX_STREAMS_PER_USER + 1} of one user with 429, other users unaffected, and frees a slot when a tab closes`, async () => {
    const tab = server.client();
    await tab.signUp(uniqueEmail('many-tabs'), STRONG_PASSWORD);
    const open: Response[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) {
      const stream = await tab.get('/api/events');
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const refused = await tab.get('/api/events');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'too_many_streams', limit: MAX_STREAMS_PER_USER } });

    const someoneElse = server.client();
    await someoneElse.signUp(uniqueEmail('one-tab'), STRONG_PASSWORD);
    const theirs = await someoneElse.get('/api/events');
    expect(theirs.status).toBe(200);
    await theirs.body?.cancel();

    await open.pop()!.body!.cancel();
    const reopened = await pollForStream(() => tab.get('/api/events'));
    expect(reopened.status).toBe(200);
    for (const stream of [...open, reopened]) await stream.body?.cancel();
  });

  it('frees the slots of streams whose sockets close (a real server, tabs dropped)', async () => {
    const socketServer = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    configureServerTimeouts(socketServer);
    await new Promise<void>((resolve) => socketServer.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(socketServer.address() as AddressInfo).port}`;
    try {
      const tab = server.client();
      await tab.signUp(uniqueEmail('dropped-tabs'), STRONG_PASSWORD);
      const headers = { cookie: [...tab.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
      const openStream = (signal?: AbortSignal) => fetch(`${baseUrl}/api/events`, { headers, signal });
      const tabs = Array.from({ length: MAX_STREAMS_PER_USER }, () => new AbortController());
      const streams = await Promise.all(tabs.map((controller) => openStream(controller.signal)));
      expect(streams.map((stream) => stream.status)).toEqual(tabs.map(() => 200));
      const refused = await openStream();
      expect(refused.status).toBe(429);
      await refused.body?.cancel();

      // The browser goes away: the sockets close without a word, and every slot comes back.
      for (const controller of tabs) controller.abort();
      const again = new AbortController();
      const reopened = await pollForStream(() => openStream(again.signal));
      expect(reopened.status).toBe(200);
      again.abort();
    } finally {
      socketServer.closeAllConnections();
      await new Promise((resolve) => socketServer.close(resolve));
    }
  });
});

/** A closed stream frees its slot when the server notices, a moment later: retry until it has. */
async function pollForStream(open: () => Promise<Response>): Promise<Response> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await open();
    if (response.status !== 429 || Date.now() > deadline) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
