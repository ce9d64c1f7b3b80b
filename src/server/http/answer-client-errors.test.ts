import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from './answer-client-errors';

function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientErrors', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers oversized headers with a JSON 431', async () => {
    const answer = await sendRaw(port, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('headers_too_large');
    expect(body.error.message).toMatch(/cookies/);
  });

  it('keeps reading an upload that goes on after its 431, so the client is not reset', async () => {
    // Half-open, like a client busy writing its body: our FIN does not stop it sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let failure: Error | undefined;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', (error) => (failure = error));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`POST /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nContent-Length: 3000000\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    // The body keeps coming after the answer, as it does from a client that writes it all.
    for (let chunk = 0; chunk < 6; chunk += 1) {
      socket.write('x'.repeat(500_000));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.end();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(failure).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('answers a malformed request with a JSON 400', async () => {
    const answer = await sendRaw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
  });
});
