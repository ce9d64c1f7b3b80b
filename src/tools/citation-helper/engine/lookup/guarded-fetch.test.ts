import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicOnly } from './guarded-fetch';

describe('fetchPublicOnly', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('secret'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses to connect when the name resolves to a loopback address at connect time', async () => {
    // "localhost" passes no earlier check here: only the socket's own lookup stands between it and the server.
    const refused = await fetchPublicOnly(`http://localhost:${port}/`).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('EPRIVATEADDRESS');
  });
});
