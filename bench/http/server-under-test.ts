import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../src/server/testing/find-free-port';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The real server as `npm start` runs it (engine bundles in worker threads, PGlite in a fresh data
 * folder, the sandbox checkout on, the per-IP and per-account limits raised so requests reach the
 * handlers), its output kept to find each 5xx's stack. Shared by the fuzz and the first-run bench.
 */
export class ServerUnderTest {
  readonly log: string[] = [];
  exit: string | undefined;
  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<ServerUnderTest> {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-stale.mjs'), '--engines-only'], { stdio: 'inherit' });
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'scribewell-bench-'));
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        SCRIBEWELL_ENGINE_BUNDLES: join(ROOT, 'dist/engines'),
        MALLOC_ARENA_MAX: '2',
        DATA_DIR: dataDir,
        PORT: String(port),
        BASE_URL: baseUrl,
        WEB_DIR: join(dataDir, 'no-web-build'),
        DATABASE_URL: '',
        BILLING_SANDBOX: 'true',
        // Every request comes from one address and two accounts: the limits would answer 429 before any handler ran.
        AUTH_RATE_LIMIT_MAX: '1000000',
        ACCOUNT_SIGN_IN_LIMIT_MAX: '1000000',
        PASSWORD_CHECK_LIMIT_MAX: '1000000',
        GUEST_RATE_LIMIT_MAX: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerUnderTest(child, baseUrl);
    const keep = (chunk: Buffer) => server.log.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => {
      server.exit = `exited with ${signal ?? code}`;
    });
    const deadline = Date.now() + 300_000;
    while (!server.log.some((line) => line.includes('[engines] ready'))) {
      if (server.exit) throw new Error(`The server ${server.exit} during start-up:\n${server.log.slice(-30).join('\n')}`);
      if (Date.now() > deadline) throw new Error(`The server's engines were not ready within 300 s:\n${server.log.slice(-30).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return server;
  }

  /** The first error the server logged for `method path` after log line `from`, with its stack. */
  findError(method: string, path: string, from: number): string | undefined {
    const pathname = path.split('?')[0]!;
    const needle = `${method} ${decodeURIComponentSafe(pathname)} failed`;
    const start = this.log.findIndex((line, index) => index >= from && (line.includes(needle) || line.includes(`${method} ${pathname} failed`)));
    if (start < 0) return undefined;
    const lines = [this.log[start]!];
    for (const line of this.log.slice(start + 1, start + 12)) {
      if (/^\[[a-z-]+\]/.test(line)) break;
      lines.push(line);
    }
    return lines.join('\n');
  }

  stop(): void {
    if (!this.exit) this.child.kill('SIGTERM');
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
