import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (dist/web): hashed files under /assets/ are cached for a year, everything
 * else is revalidated, and any other non-API path gets the app's empty shell (app-shell.html; index.html,
 * which `/` gets, carries the home page's HTML) so the client router can take over.
 * The build writes .br/.gz beside each file; those are sent as they are to browsers that accept them
 * (compressResponse compresses, once, whatever has no such twin).
 */
export function serveWebApp<E extends Env>(app: Hono<E>, webDir: string) {
  const root = relative(process.cwd(), webDir) || '.';
  app.use('/assets/*', setCacheControl(IMMUTABLE), serveStatic({ root, precompressed: true }));
  // A missing hashed asset is a stale tab after a deploy: answer 404, not index.html, so the
  // client sees a failed chunk load instead of trying to run HTML as JavaScript.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', setCacheControl(REVALIDATE), serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    // A build from before the home page was prerendered has no app-shell.html: its index.html is the shell.
    const shellFile = join(webDir, 'app-shell.html');
    const indexFile = existsSync(shellFile) ? shellFile : join(webDir, 'index.html');
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build`, or use `npm run dev` while developing.', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}

/** Applied after the response exists, because the static handler builds its own headers. */
function setCacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.req.path.startsWith('/api/')) c.res.headers.set('Cache-Control', value);
  };
}
