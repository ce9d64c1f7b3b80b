import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readClientIp } from './client-ip';

async function whoAmI(trustProxy: boolean, headers: Record<string, string>) {
  const app = new Hono();
  app.get('/', (c) => c.text(readClientIp(c, trustProxy)));
  const response = await app.request('http://localhost/', { headers });
  return response.text();
}

describe('readClientIp', () => {
  it('takes the address the trusted proxy added, not one the client put in front of it', async () => {
    expect(await whoAmI(true, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await whoAmI(true, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('falls back to "local" for in-process requests without any header', async () => {
    expect(await whoAmI(false, {})).toBe('local');
  });
});
