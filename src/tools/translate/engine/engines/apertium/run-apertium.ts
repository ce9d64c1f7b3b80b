import { spawn } from 'node:child_process';

export interface RunApertiumOptions {
  /** The `apertium` executable; APERTIUM_BIN overrides it. */
  binary?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A few seconds to load a pair's transducers, then about a millisecond per character: bounded, never stuck. */
export function budgetTimeout(text: string): number {
  return 10_000 + text.length;
}

export function resolveBinary(binary?: string): string {
  return binary ?? process.env.APERTIUM_BIN ?? 'apertium';
}

/** Runs `apertium <args>` with `input` on stdin; rejects with stderr on a non-zero exit, a timeout or an abort. */
export function runApertium(args: readonly string[], input: string, options: RunApertiumOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    // The apertium script reads /dev/stdin, which cannot be opened on the socket Node gives a child as stdin:
    // `cat |` turns it into a real pipe.
    const child = spawn('sh', ['-c', 'cat | "$0" "$@"', resolveBinary(options.binary), ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? budgetTimeout(input),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    // An early exit closes stdin under us: the exit code says what happened, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
      const reason = signal ? `was stopped (${signal})` : `exited with ${code}`;
      const detail = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] ?? '';
      reject(new Error(`apertium ${args.join(' ')} ${reason}${detail ? `: ${detail}` : ''}`));
    });
    child.stdin.end(input, 'utf8');
  });
}
