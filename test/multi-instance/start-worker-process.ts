import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything it printed, for a failure message. */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<void>;
}

const WORKER_ENTRY = fileURLToPath(new URL('../../src/server/worker-main.ts', import.meta.url));
const READY = /\[worker\] taking tool jobs/;

/** `npm run worker` as a child process, resolved once it says it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    // Not the test runner's environment: Vitest sets variables (BASE_URL=/) a server reads differently.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`worker exited before it was ready:\n${output}`));
    });
  });
  return { child, pid: child.pid!, output: () => output, exited };
}
