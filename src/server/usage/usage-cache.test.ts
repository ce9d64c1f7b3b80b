import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { findPlan } from '../../domain/plans';
import { fullAllowance } from './create-allowance';
import type { Usage } from './settle-and-load-usage';
import { createUsageCache } from './usage-cache';

const db = {} as Db;

function usageEndingIn(ms: number, textCompare = 10): Usage {
  const plan = findPlan('Free');
  return {
    plan,
    subscription: undefined,
    allowance: {
      remaining: { ...fullAllowance(plan), text_compare: textCompare },
      periodStart: new Date(Date.now() - 86_400_000),
      periodEnd: new Date(Date.now() + ms),
      periodOver: false,
    },
    keepHistory: true,
  };
}

function countingLoader(make: () => Usage) {
  const loader = async (_database?: Db, _userId?: string) => {
    loader.calls += 1;
    return make();
  };
  loader.calls = 0;
  return loader;
}

describe('usage cache', () => {
  it('reads the database once while cached, and again after the lifetime or a clear', async () => {
    const loader = countingLoader(() => usageEndingIn(86_400_000));
    const cache = createUsageCache(60_000, loader);
    await cache.load(db, 'ada');
    await cache.load(db, 'ada');
    expect(loader.calls).toBe(1);
    cache.clear();
    await cache.load(db, 'ada');
    expect(loader.calls).toBe(2);

    const expiring = createUsageCache(0, loader);
    await expiring.load(db, 'ada');
    await expiring.load(db, 'ada');
    expect(loader.calls).toBe(4);
  });

  it('shows the counter each charge returned, and 0 after a charge that found none', async () => {
    const cache = createUsageCache(60_000, countingLoader(() => usageEndingIn(86_400_000)));
    await cache.load(db, 'ada');
    const periodEnd = cache.read('ada')!.allowance.periodEnd;
    cache.recordCounter('ada', 'text_compare', 7, periodEnd);
    expect(cache.read('ada')!.allowance.remaining.text_compare).toBe(7);
    cache.recordCounter('ada', 'text_compare', 0);
    expect((await cache.load(db, 'ada')).allowance.remaining).toMatchObject({ text_compare: 0, grammar_check: 10 });
  });

  it('forgets a user whose charge started a new period, since every counter was refilled', async () => {
    const cache = createUsageCache(60_000, countingLoader(() => usageEndingIn(86_400_000)));
    await cache.load(db, 'ada');
    cache.recordCounter('ada', 'text_compare', 9, new Date(Date.now() + 30 * 86_400_000));
    expect(cache.read('ada')).toBeUndefined();
  });

  it('treats a period that ended while cached as over, so the charge refills it', async () => {
    // The clock is moved by hand: a real 20 ms period could end before the first read on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createUsageCache(60_000, countingLoader(() => usageEndingIn(20, 0)));
      await cache.load(db, 'ada');
      expect(cache.read('ada')!.allowance.periodOver).toBe(false);
      vi.setSystemTime(Date.now() + 40);
      expect(cache.read('ada')!.allowance.periodOver).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a load that a clear overtook (a plan change written meanwhile)', async () => {
    let release = () => {};
    const loader = countingLoader(() => usageEndingIn(86_400_000));
    const slow = async (database: Db, userId: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      return loader(database, userId);
    };
    const cache = createUsageCache(60_000, slow);
    const loading = cache.load(db, 'ada');
    cache.clear();
    release();
    await loading;
    expect(cache.read('ada')).toBeUndefined();
  });
});

describe('usage cache under load', () => {
  it('shares one read among the requests that miss together', async () => {
    const loader = countingLoader(() => usageEndingIn(86_400_000));
    const cache = createUsageCache(60_000, loader);
    await Promise.all(Array.from({ length: 20 }, () => cache.load(db, 'ada')));
    expect(loader.calls).toBe(1);
  });

  it('does not share a read that started before a clear', async () => {
    let release = () => {};
    const loader = countingLoader(() => usageEndingIn(86_400_000));
    let started = 0;
    const cache = createUsageCache(60_000, async (database, userId) => {
      started += 1;
      if (started === 1) await new Promise<void>((resolve) => (release = resolve));
      return loader(database, userId);
    });
    const first = cache.load(db, 'ada');
    cache.clear();
    const second = cache.load(db, 'ada');
    release();
    await Promise.all([first, second]);
    expect(loader.calls).toBe(2);
    expect(cache.read('ada')).toBeDefined();
  });
});
