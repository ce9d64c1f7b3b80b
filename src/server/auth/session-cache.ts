import type { AuthSession } from './create-auth';

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: AuthSession | null;
  cachedUntil: number;
}

/**
 * Sessions by session-cookie value, for a couple of seconds: most API requests then skip the two
 * session queries. Sign-out and revocations clear it at once on this instance (`clear`), and other
 * instances clear theirs when told (see publish-session-change.ts), so the short TTL only bounds how
 * long a missed notification could matter. Only values the database vouched for are ever stored,
 * so a forged cookie cannot be "cached into" validity.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a lookup that started before a clear must not store what it read.
  let generation = 0;

  return {
    read(cookieValue: string): AuthSession | null | undefined {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.cachedUntil <= now || (entry.session && entry.session.session.expiresAt.getTime() <= now)) {
        entries.delete(cookieValue);
        return undefined;
      }
      return entry.session;
    },

    /** Call `begin()` before the database read and pass its ticket here, so a clear in between wins. */
    begin(): number {
      return generation;
    },

    store(ticket: number, cookieValue: string, session: AuthSession | null) {
      if (ticket !== generation) return;
      if (entries.size >= MAX_ENTRIES) dropExpired();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(cookieValue, { session, cachedUntil: Date.now() + ttlMs });
    },

    /** Forgets every cached session: after anything that can end or change one (sign-out, revoke, password, profile). */
    clear() {
      generation += 1;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };

  function dropExpired() {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.cachedUntil <= now) entries.delete(key);
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>;
