import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built app (WEB_DIR, default dist/web) on a spare port with a throwaway database, for the web benches. */
export async function startApp(): Promise<{ base: string; webDir: string; stop: () => void }> {
  const webDir = process.env.WEB_DIR ?? 'dist/web';
  // BENCH_PORT when the machine is shared and each user has a range of ports; a random spare one otherwise.
  const port = Number(process.env.BENCH_PORT) || 3400 + Math.floor(Math.random() * 500);
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'web-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: base, DATABASE_URL: '', WEB_DIR: webDir },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, webDir, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the app did not start');
}
