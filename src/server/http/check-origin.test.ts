import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { checkOrigin } from './check-origin';

const SITE = 'https://scribewell.example';

function createGuardedApp() {
  const app = new Hono();
  app.use('/api/*', checkOrigin([SITE], { exempt: ['/api/billing/webhook'] }));
  app.all('/api/*', (c) => c.json({ ok: true }));
  return app;
}

async function post(path: string, headers: Record<string, string>) {
  const response = await createGuardedApp().request(`${SITE}${path}`, { method: 'POST', headers });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

describe('checkOrigin', () => {
  it('lets the site itself and trusted origins change state', async () => {
    expect((await post('/api/history', { origin: SITE, cookie: 'session=1' })).status).toBe(200);
  });

  it('refuses a foreign origin', async () => {
    const refused = await post('/api/history', { origin: 'https://evil.example', cookie: 'session=1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });

  it('refuses Origin: null, with or without cookies', async () => {
    const withCookie = await post('/api/history', { origin: 'null', cookie: 'session=1' });
    expect(withCookie.status).toBe(403);
    expect(withCookie.body.error?.message).toMatch(/null/);
    expect((await post('/api/auth/sign-in/email', { origin: 'null' })).status).toBe(403);
  });

  it('refuses a cookie-carrying request with no Origin unless the browser says it is same-origin', async () => {
    expect((await post('/api/history', { cookie: 'session=1' })).status).toBe(403);
    expect((await post('/api/history', { cookie: 'session=1', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('/api/history', { cookie: 'session=1', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('lets clients without cookies (scripts, the CLI) through without an Origin', async () => {
    expect((await post('/api/auth/sign-up/email', {})).status).toBe(200);
  });

  it('leaves the signed payment webhook alone', async () => {
    expect((await post('/api/billing/webhook', { cookie: 'stray=1' })).status).toBe(200);
    expect((await post('/api/billing/webhook/stripe', { origin: 'null' })).status).toBe(200);
  });

  it('never checks reads', async () => {
    const response = await createGuardedApp().request(`${SITE}/api/history`, { headers: { origin: 'null', cookie: 'session=1' } });
    expect(response.status).toBe(200);
  });
});

describe("Vite's dev origin", () => {
  async function postFrom(env: Record<string, string>, origin: string) {
    const app = new Hono();
    app.use('/api/*', checkOrigin(loadConfig(env).trustedOrigins));
    app.all('/api/*', (c) => c.json({ ok: true }));
    return (await app.request('http://localhost:3000/api/history', { method: 'POST', headers: { origin, cookie: 'session=1' } })).status;
  }

  it('is refused under `npm start`, which leaves NODE_ENV unset', async () => {
    expect(await postFrom({}, 'http://localhost:5173')).toBe(403);
    expect(await postFrom({}, 'http://127.0.0.1:5173')).toBe(403);
    expect(await postFrom({}, 'http://localhost:3000')).toBe(200);
  });

  it('is trusted only when `npm run dev` says it runs the dev server', async () => {
    expect(await postFrom({ TRUST_VITE_DEV_ORIGIN: 'true' }, 'http://localhost:5173')).toBe(200);
    expect(await postFrom({ TRUST_VITE_DEV_ORIGIN: 'true' }, 'http://127.0.0.1:5173')).toBe(200);
    expect(readFileSync(new URL('../../../scripts/dev.mjs', import.meta.url), 'utf8')).toMatch(/TRUST_VITE_DEV_ORIGIN: 'true'/);
  });
});
