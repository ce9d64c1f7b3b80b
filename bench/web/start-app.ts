import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long the engines may take to warm before the bench gives up waiting and measures anyway. */
const WARM_UP_LIMIT_MS = 180_000;

/**
 * The built app (WEB_DIR, default dist/web) on a spare port with a throwaway database, for the web benches.
 * Returns once the server has printed "[engines] ready": until then its engine threads load models on
 * every core, and a page measured meanwhile measures the warm-up, not the page (sign-up → dashboard took
 * 1.0–1.5 s during it and ~0.5 s after it on the same 2-core machine).
 */
export async function startApp(): Promise<{ base: string; webDir: string; stop: () => void }> {
  const webDir = process.env.WEB_DIR ?? 'dist/web';
  // BENCH_PORT when the machine is shared and each user has a range of ports; a random spare one otherwise.
  const port = Number(process.env.BENCH_PORT) || 3400 + Math.floor(Math.random() * 500);
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: base, DATABASE_URL: '', WEB_DIR: webDir },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let warm = false;
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    if (warm) return;
    output += chunk.toString();
    const ready = /\[engines\] ready in ([\d.]+) s/.exec(output);
    if (ready) {
      warm = true;
      console.log(`(server engines warm after ${ready[1]} s; measuring from now)`);
    }
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < WARM_UP_LIMIT_MS) {
    if (warm) return { base, webDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    if ((await fetch(`${base}/api/health`)).ok) {
      console.log(`(engines not warm after ${WARM_UP_LIMIT_MS / 1000} s; measuring anyway)`);
      return { base, webDir, stop };
    }
  } catch {
    // not up
  }
  stop();
  throw new Error('the app did not start');
}
