import type { Db } from '../../db/database';
import type { Counter } from '../../domain/tools';
import { SESSION_CACHE_TTL_MS } from '../auth/session-cache';
import { settleAndLoadUsage, type Usage } from './settle-and-load-usage';

const MAX_ENTRIES = 10_000;

interface Entry {
  usage: Usage;
  cachedUntil: number;
}

/**
 * Each user's usage (plan, counters, keep-history setting) for as long as their session is cached,
 * so a run in steady state reads nothing before its one charging statement. Safe because the cache
 * only ever decides whether to TRY: the charge is atomic in the database, so a counter shown too
 * high ends in the same 402 after the run, never in a free run. It is cleared with the session cache
 * (any auth, account or billing write on any instance), and each charge writes the counter the
 * database returned, so what is shown after a run is what the database holds.
 */
export function createUsageCache(ttlMs = SESSION_CACHE_TTL_MS, loadUsage: (db: Db, userId: string) => Promise<Usage> = settleAndLoadUsage) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a load that started before a clear must not store what it read.
  let generation = 0;
  // Loads under way: when an entry lapses under load, the requests in flight share one read
  // instead of each reading (and a slow machine would otherwise see most requests miss).
  const loading = new Map<string, { ticket: number; promise: Promise<Usage> }>();

  function read(userId: string): Usage | undefined {
    const entry = entries.get(userId);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.cachedUntil <= now) {
      entries.delete(userId);
      return undefined;
    }
    const { allowance } = entry.usage;
    // The period may have ended since the load: the charge then refills, as for a fresh read.
    if (!allowance.periodOver && allowance.periodEnd.getTime() <= now) {
      entry.usage = { ...entry.usage, allowance: { ...allowance, periodOver: true } };
    }
    return entry.usage;
  }

  function store(ticket: number, userId: string, usage: Usage) {
    if (ticket !== generation) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(userId, { usage, cachedUntil: Date.now() + ttlMs });
  }

  return {
    read,

    /** The cached usage, or a fresh load (billing settlement and missing counters included) that is then cached. */
    async load(db: Db, userId: string): Promise<Usage> {
      const cached = read(userId);
      if (cached) return cached;
      const pending = loading.get(userId);
      // Never join a read that started before a clear: it may predate the change that cleared.
      if (pending && pending.ticket === generation) return pending.promise;
      const ticket = generation;
      const promise = loadUsage(db, userId).then((usage) => {
        store(ticket, userId, usage);
        return usage;
      });
      loading.set(userId, { ticket, promise });
      try {
        return await promise;
      } finally {
        if (loading.get(userId)?.promise === promise) loading.delete(userId);
      }
    },

    /** After a charge: the counter as the database left it (0 when the charge found none left). */
    recordCounter(userId: string, counter: Counter, remaining: number, periodEnd?: Date) {
      const entry = entries.get(userId);
      if (!entry) return;
      const { allowance } = entry.usage;
      // A charge that refilled an ended period reset every counter: read them again next time.
      if (periodEnd && periodEnd.getTime() !== allowance.periodEnd.getTime()) {
        entries.delete(userId);
        return;
      }
      entry.usage = { ...entry.usage, allowance: { ...allowance, remaining: { ...allowance.remaining, [counter]: remaining } } };
    },

    /** Forgets everything: after anything that can change a plan, counters or settings. */
    clear() {
      generation += 1;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type UsageCache = ReturnType<typeof createUsageCache>;
