import type { Env, Hono } from 'hono';

/** The tool pages are public; the API and the signed-in pages are nothing a search engine can use. */
export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /dashboard', 'Disallow: /checkout', 'Disallow: /reset-password', 'Allow: /', ''].join('\n');

export function serveRobots<E extends Env>(app: Hono<E>) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(ROBOTS_TXT);
  });
}
