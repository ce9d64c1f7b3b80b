export interface RememberTimes {
  /** How long an answer is reused: a provider's language list changes only on redeploys. */
  successMs: number;
  /** How long a failure is reused: listing engines must not hammer a provider that is down. */
  failureMs: number;
}

export type Remembered<T> = { ok: true; value: T } | { ok: false; error: Error };

/** Wraps a load so concurrent and repeated callers share one call while its outcome is fresh. */
export function rememberResult<T>(load: () => Promise<T>, times: RememberTimes, now: () => number = Date.now): () => Promise<Remembered<T>> {
  let cached: { outcome: Promise<Remembered<T>>; until: number } | undefined;
  return () => {
    if (cached && now() < cached.until) return cached.outcome;
    const entry: { outcome: Promise<Remembered<T>>; until: number } = { outcome: Promise.resolve({ ok: false, error: new Error('loading') }), until: Infinity };
    entry.outcome = load().then(
      (value) => {
        entry.until = now() + times.successMs;
        return { ok: true as const, value };
      },
      (error: unknown) => {
        entry.until = now() + times.failureMs;
        return { ok: false as const, error: error instanceof Error ? error : new Error(String(error)) };
      },
    );
    cached = entry;
    return entry.outcome;
  };
}
