import { statSync } from 'node:fs';

/** Which file is there: inode and change time (an inode number alone can be reused at once). */
export function identityOf(path: string): string | undefined {
  try {
    const stats = statSync(path, { bigint: true });
    return `${stats.ino}:${stats.ctimeNs}`;
  } catch {
    return undefined;
  }
}

/**
 * Sub-millisecond aim (decision 84): polls without yielding (the child runs on the other core) until a
 * new file replaces `before` at `path`, or `giveUpMs` passes, then spins `delayMs` more.
 */
export function spinUntilReplaced(path: string, before: string | undefined, giveUpMs: number, delayMs: number): void {
  const giveUp = performance.now() + giveUpMs;
  let seen = identityOf(path);
  while ((seen === undefined || seen === before) && performance.now() < giveUp) seen = identityOf(path);
  const until = performance.now() + delayMs;
  while (performance.now() < until);
}
