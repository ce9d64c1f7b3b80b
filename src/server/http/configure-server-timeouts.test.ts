import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readStreamUntil } from '../testing/read-stream-until';
import { answerClientErrors } from './answer-client-errors';
import { configureServerTimeouts } from './configure-server-timeouts';

// Short limits so the test takes seconds; the production values are in SERVER_TIMEOUTS.
const SHORT = { headersMs: 600, requestMs: 600, keepAliveMs: 600, checkIntervalMs: 100 };

function buildApp() {
  const app = new Hono();
  app.get('/hello', (c) => c.text('hello'));
  app.get('/ticks', (c) =>
    streamSSE(c, async (stream) => {
      for (let tick = 1; tick <= 40 && !stream.aborted; tick += 1) {
        await stream.writeSSE({ data: String(tick) });
        await stream.sleep(100);
      }
    }),
  );
  return app;
}

describe('configureServerTimeouts', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(): Promise<number> {
    server = serve({ fetch: buildApp().fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    answerClientErrors(configureServerTimeouts(server, SHORT));
    await new Promise<void>((resolve) => server!.once('listening', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('closes a socket that sends its headers a byte at a time, with a 408 in the JSON error shape', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    socket.write('GET /hello HTTP/1.1\r\nHost: localhost\r\n');
    // One header byte every 50 ms: about 20 seconds' worth of trickle, far past the 0.6 s limit.
    const header = `X-Slow: ${'a'.repeat(400)}`;
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= header.length) return;
      socket.write(header[sent]!);
      sent += 1;
    }, 50);
    await closed;
    clearInterval(trickle);
    expect(sent).toBeLessThan(header.length);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"code":"request_timeout"');
  });

  it('still answers a normal request', async () => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/hello`);
    expect(await response.text()).toBe('hello');
  });

  it('does not cut an event stream that stays open past the request timeout', async () => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/ticks`);
    expect(response.status).toBe(200);
    // Tick 25 comes after about 2.5 s: four times the request and header limits.
    await expect(readStreamUntil(response.body!, /data: 25\n/, 20_000)).resolves.toContain('data: 25');
  });
});
