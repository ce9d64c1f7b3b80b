import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../../src/server/testing/create-test-server';
import { createTestEngines } from '../../src/server/testing/test-engines';
import { buildFuzzRequest, type FuzzRequest } from './build-fuzz-request';
import { listRoutes, type Route } from './list-routes';
import { createRandom } from './seeded-random';

/**
 * Malformed requests against every route of the real app (throwaway database, echo engines): whatever
 * arrives, the answer is never a 5xx, never slower than the hang limit, and every error is in the
 * documented shape `{"error": {"code", "message"}}` (docs/http-api.md). Seeded, so a failure repeats.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_200);
const CONCURRENCY = 4;
const HANG_LIMIT_MS = 10_000;

interface Failure {
  request: string;
  problem: string;
}

describe('fuzzing every route', () => {
  let server: TestServer;
  let routes: Route[];
  const identities: Record<string, string> = { anonymous: '' };

  beforeAll(async () => {
    // Echo engines: this suite is about the HTTP edge; the engines' own inputs are tested with each tool.
    server = await createTestServer({ engines: createTestEngines() });
    routes = listRoutes(server.app, server.auth);
    const user = server.client();
    await user.signUp(uniqueEmail('fuzz'), STRONG_PASSWORD);
    identities.user = cookieOf(user.cookies);
    const guest = server.client();
    await guest.post('/api/tools/text-compare', { original: 'a', revised: 'b' });
    identities.guest = cookieOf(guest.cookies);
    // The style catalogue reads ten thousand files on its first search: a cold start, not a hang.
    await server.app.request(`${server.config.baseUrl}/api/citation-styles`);
  }, 180_000);
  afterAll(async () => {
    await server?.destroy();
  });

  async function send(request: FuzzRequest, identity: string, origin: string | undefined): Promise<Response> {
    const headers = new Headers();
    if (origin) headers.set('origin', origin);
    if (identity) headers.set('cookie', identity);
    for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
    return server.app.request(`${server.config.baseUrl}${request.path}`, { method: request.method, headers, body: request.body });
  }

  async function checkResponse(request: FuzzRequest, response: Response): Promise<string | undefined> {
    if (response.status >= 500) return `answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
    if (response.status < 400) {
      // Event streams never end: nothing to read.
      await response.body?.cancel();
      return undefined;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`;
    }
    const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message) {
      return `answered ${response.status} without {error: {code, message}}: ${text.slice(0, 200)}`;
    }
    return undefined;
  }

  it('lists the routes it fuzzes, Better Auth’s included', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('POST /api/tools/:toolId');
    expect(paths).toContain('POST /api/auth/update-user');
    expect(paths).toContain('POST /api/extract');
    expect(routes.length).toBeGreaterThan(40);
  });

  it(`answers ${REQUESTS.toLocaleString('en-US')} malformed requests without a 5xx, a hang or an error outside the documented shape`, async () => {
    const random = createRandom(SEED);
    // Built one at a time, in order (so the sequence is the same on every run), never all held at once.
    const plan = (index: number) => ({
      route: routes[index % routes.length]!,
      request: buildFuzzRequest(routes[index % routes.length]!, random),
      identity: random.pick(['anonymous', 'guest', 'user', 'user']),
      origin: random.chance(0.9) ? server.config.baseUrl : random.pick([undefined, 'null', 'https://evil.example']),
    });
    const failures: Failure[] = [];
    /** Time spent per route, printed with FUZZ_REPORT=1 to see where a run's time goes. */
    const slowest = new Map<string, number>();
    const kinds = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const { route, request, identity, origin } = plan(next++);
        kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
        const label = `${request.method} ${request.path.slice(0, 120)} [${request.kind}, ${identity}]`;
        let timer: NodeJS.Timeout | undefined;
        const startedAt = performance.now();
        try {
          const response = await Promise.race([
            send(request, identities[identity] ?? '', origin),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${HANG_LIMIT_MS / 1000} s`)), HANG_LIMIT_MS);
            }),
          ]);
          const problem = await checkResponse(request, response);
          if (problem) failures.push({ request: label, problem });
        } catch (error) {
          failures.push({ request: label, problem: error instanceof Error ? error.message : String(error) });
        } finally {
          clearTimeout(timer);
          const key = `${route.method} ${route.path}`;
          slowest.set(key, (slowest.get(key) ?? 0) + performance.now() - startedAt);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (process.env.FUZZ_REPORT) {
      const top = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.log(top.map(([route, ms]) => `${Math.round(ms).toString().padStart(7)} ms  ${route}`).join('\n'));
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect([...kinds.keys()].sort()).toEqual(['binary', 'content-type', 'deep-nesting', 'huge-header', 'invalid-json', 'unstorable-text', 'wrong-types']);
    // Still serving: the same account runs a tool afterwards.
    expect((await server.app.request(`${server.config.baseUrl}/api/health`)).status).toBe(200);
  }, 600_000);

  it.each([1, 8, 30, 60])('refuses a %i MB body with 413 on every kind of route, without reading it all', async (megabytes) => {
    const body = JSON.stringify({ text: 'a'.repeat(megabytes * 1024 * 1024), name: 'x', email: 'a@b.co', password: 'x' });
    for (const path of ['/api/tools/grammar-checker', '/api/auth/sign-up/email', '/api/auth/update-user', '/api/documents', '/api/account/profile']) {
      const method = path === '/api/account/profile' ? 'PATCH' : 'POST';
      const response = await send({ kind: 'big', method, path, headers: { 'content-type': 'application/json' }, body }, identities.user!, server.config.baseUrl);
      expect(await checkResponse({ kind: 'big', method, path, headers: {} }, response)).toBeUndefined();
      // 1 MB passes the 1 MB limit of tool requests only by being a few bytes over: every one is refused.
      expect(response.status, `${method} ${path}`).toBe(413);
    }
  }, 60_000);
});

function cookieOf(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
