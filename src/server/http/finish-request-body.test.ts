import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { finishRequestBody } from './finish-request-body';

/** Routes that answer without reading the body, the way an auth check or a size check does. */
function buildApp(options?: Parameters<typeof finishRequestBody>[0]) {
  const app = new Hono();
  app.use('*', finishRequestBody(options));
  // A reader that looks at the start and refuses (a parser, a sniffing check): the adapter's stream then stops the socket.
  app.post('/touched', async (c) => {
    const reader = c.req.raw.body!.getReader();
    await reader.read();
    reader.releaseLock();
    return c.json({ error: 'unauthorized' }, 401);
  });
  app.post('/ignored', (c) => c.json({ error: 'unauthorized' }, 401));
  app.post('/read', async (c) => c.json({ length: (await c.req.text()).length }));
  // The next request takes a while (a password hash, an engine run): the adapter's clean-up of the refused body would destroy the socket under it.
  app.get('/next', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    return c.text('next');
  });
  return app;
}

describe('finishRequestBody', () => {
  let server: Server | undefined;
  let agent: Agent | undefined;
  afterEach(async () => {
    await agent?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(options?: Parameters<typeof finishRequestBody>[0]): Promise<string> {
    server = serve({ fetch: buildApp(options).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server!.once('listening', resolve));
    // One connection, so the next request goes on the same socket as the refused one.
    agent = new Agent({ connections: 1, pipelining: 1 });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it.each(['/touched', '/ignored'])('answers %s with its 401 and keeps the connection for the next request', async (path) => {
    const base = await start();
    for (let round = 0; round < 3; round += 1) {
      const refused = await request(`${base}${path}`, { method: 'POST', dispatcher: agent, body: 'x'.repeat(700_000) });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers.connection).not.toBe('close');
      await refused.body.text();
      const next = await request(`${base}/next`, { dispatcher: agent });
      expect(await next.body.text()).toBe('next');
    }
  });

  it('leaves a body the route read alone', async () => {
    const base = await start();
    const read = await request(`${base}/read`, { method: 'POST', dispatcher: agent, body: 'y'.repeat(300_000) });
    expect(await read.body.json()).toEqual({ length: 300_000 });
  });

  it('asks the client to close the connection when the body is too large to wait for', async () => {
    const base = await start({ maxBytes: 100_000 });
    const refused = await request(`${base}/ignored`, { method: 'POST', dispatcher: agent, body: 'x'.repeat(50_000), headers: { 'content-length': '50000' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.connection).not.toBe('close');
    await refused.body.text();
    const large = await request(`${base}/ignored`, { method: 'POST', dispatcher: agent, body: 'x'.repeat(700_000) });
    expect(large.statusCode).toBe(401);
    expect(large.headers.connection).toBe('close');
    await large.body.text();
    const next = await request(`${base}/next`, { dispatcher: agent });
    expect(await next.body.text()).toBe('next');
  });
});
