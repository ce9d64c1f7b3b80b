import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL; without it the server runs on PGlite in dataDir. */
  databaseUrl?: string;
}

/**
 * The real server (`node --import tsx src/server/main.ts`) as a child process, which the crash suite
 * starts, kills with SIGKILL and starts again on the same data. Output is kept for failure messages.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private log = '';

  constructor(private readonly options: ServerProcessOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The last lines the server printed (start-up errors, stack traces). */
  tail(): string {
    return this.log.slice(-4000);
  }

  start(): void {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.options.port),
      DATA_DIR: this.options.dataDir,
      // The API is what is under test: a missing web build only answers 503 on HTML routes.
      WEB_DIR: `${this.options.dataDir}/no-web-build`,
      BASE_URL: `http://127.0.0.1:${this.options.port}`,
      // Every request comes from 127.0.0.1: the per-IP and per-account limits would refuse the load.
      AUTH_RATE_LIMIT_MAX: '1000000',
      ACCOUNT_SIGN_IN_LIMIT_MAX: '1000000',
      NODE_ENV: 'test',
      // What is under test is what survives a kill, not the models: each restart would load them all again.
      WARM_UP: '0',
    };
    delete env.DATABASE_URL;
    delete env.AUTH_SECRET;
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // Resolved only once Node has reaped the child: a zombie's pid still looks alive to the PGlite folder lock.
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Polls /api/health until it answers 200; throws with the server's output if it dies or takes too long. */
  async waitUntilReady(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`The server exited during start-up:\n${this.tail()}`);
      try {
        const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${this.tail()}`);
  }

  /** SIGKILL: no shutdown handler runs, exactly like a power cut of the process. */
  async killHard(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, the graceful stop. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child?.kill('SIGTERM');
    await this.exited;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A port nothing listens on right now (the OS picks it). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
