import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { accountSettings, billingAccounts, subscriptions, userActions, users } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../db/testing/create-test-database';
import { findPlan } from '../../domain/plans';
import { createAllowance } from './create-allowance';
import { refundRequest } from './refund-request';
import { setAllowance } from './set-allowance';
import { settleAndLoadUsage } from './settle-and-load-usage';
import { takeRequest } from './take-request';
import { takeRequestAndRecordRun, type FinishedRun } from './take-request-and-record-run';
import { toolRuns } from '../../db/schema/index';

const FREE = findPlan('Free');

describe('usage', () => {
  let testDb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  async function createUser({ withAllowance = true } = {}) {
    const id = randomUUID();
    await db.insert(users).values({ id, name: 'Ada', email: `${id}@example.com` });
    if (withAllowance) await createAllowance(db, id, FREE);
    return id;
  }

  async function readRow(userId: string) {
    const [row] = await db.select().from(userActions).where(eq(userActions.userId, userId));
    return row!;
  }

  it('loads plan, subscription, counters and the keep-history setting in one statement', async () => {
    const userId = await createUser();
    await db.insert(subscriptions).values({ userId, package: 'Pro', isActive: true });
    await db.insert(accountSettings).values({ userId, keepHistory: false });
    const { result: usage, statements } = await testDb.statements.record(() => settleAndLoadUsage(db, userId));
    expect(statements).toHaveLength(1);
    expect(usage).toMatchObject({
      plan: { name: 'Pro' },
      subscription: { package: 'Pro', isActive: true },
      allowance: { remaining: { ai_detection: 10, resume: 10 }, periodOver: false },
      keepHistory: false,
    });
    expect(usage.allowance.periodEnd.getTime()).toBeGreaterThan(Date.now());
  });

  it('treats a user without a subscription as Free and creates missing counters', async () => {
    const userId = await createUser({ withAllowance: false });
    const usage = await settleAndLoadUsage(db, userId);
    expect(usage).toMatchObject({ plan: { name: 'Free' }, subscription: undefined, keepHistory: true });
    expect(usage.allowance.remaining.grammar_check).toBe(10);
    expect((await readRow(userId)).grammar_check).toBe(10);
  });

  it('settles a billing period that has ended before answering, and only then', async () => {
    const userId = await createUser();
    await db.insert(subscriptions).values({ userId, package: 'Pro', isActive: true });
    await db.insert(billingAccounts).values({
      userId,
      provider: 'sandbox',
      plan: 'Pro',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(Date.now() - 60_000),
      stateAsOf: new Date(Date.now() - 86400_000),
    });
    const { result: usage, statements } = await testDb.statements.record(() => settleAndLoadUsage(db, userId));
    expect(usage.plan.name).toBe('Free');
    expect(statements.length).toBeGreaterThan(1);
    const again = await testDb.statements.record(() => settleAndLoadUsage(db, userId));
    expect(again.result.plan.name).toBe('Free');
    expect(again.statements).toHaveLength(1);
  });

  it('refills an ended period when asked (what /api/me shows), and leaves it to takeRequest otherwise', async () => {
    const userId = await createUser();
    await setAllowance(db, userId, { ai_detection: 2, periodEnd: sql`now() - interval '1 minute'` });
    const loaded = await settleAndLoadUsage(db, userId);
    expect(loaded.allowance).toMatchObject({ periodOver: true, remaining: { ai_detection: 2 } });
    const refilled = await settleAndLoadUsage(db, userId, { refillExpiredPeriod: true });
    expect(refilled.allowance).toMatchObject({ periodOver: false, remaining: { ai_detection: 10 } });
    expect(refilled.allowance.periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('takes requests atomically: of 30 simultaneous takes with 10 remaining exactly 10 succeed', async () => {
    const userId = await createUser();
    const taken = await Promise.all(Array.from({ length: 30 }, () => takeRequest(db, userId, 'plagiarism', FREE)));
    const remaining = taken.filter((take) => take !== null).map((take) => take!.remaining);
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await readRow(userId)).plagiarism).toBe(0);
  });

  it('refills an ended period once, in the same UPDATE as the take, however many arrive together', async () => {
    const userId = await createUser();
    await setAllowance(db, userId, { quiz: 0, math: 3, periodEnd: sql`now() - interval '1 day'` });
    const { result: taken, statements } = await testDb.statements.record(() =>
      Promise.all(Array.from({ length: 15 }, () => takeRequest(db, userId, 'quiz', FREE))),
    );
    expect(statements).toHaveLength(15);
    expect(taken.filter((take) => take !== null)).toHaveLength(10);
    const row = await readRow(userId);
    expect(row).toMatchObject({ quiz: 0, math: 10 });
    expect(row.periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('refunds a request, never above the allowance', async () => {
    const userId = await createUser();
    expect(await takeRequest(db, userId, 'citation', FREE)).toMatchObject({ remaining: 9 });
    expect(await refundRequest(db, userId, 'citation', FREE)).toBe(10);
    expect(await refundRequest(db, userId, 'citation', FREE)).toBe(10);
  });

  function finishedRun(userId: string, overrides: Partial<FinishedRun> = {}): FinishedRun {
    return { userId, toolId: 'text-compare', counter: 'text_compare', plan: FREE, input: { a: 1 }, result: { b: 2 }, wordCount: 2, durationMs: 3, keepHistory: true, ...overrides };
  }

  it('charges finished runs with their history row: of 30 simultaneous with 10 left, exactly 10 are charged and recorded', async () => {
    const userId = await createUser();
    const charged = await Promise.all(Array.from({ length: 30 }, () => takeRequestAndRecordRun(db, finishedRun(userId))));
    const succeeded = charged.filter((run) => run !== null);
    expect(succeeded.map((run) => run!.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(succeeded.every((run) => typeof run!.historyId === 'string')).toBe(true);
    expect(await db.select().from(toolRuns).where(eq(toolRuns.userId, userId))).toHaveLength(10);
    expect((await readRow(userId)).text_compare).toBe(0);
  });

  it('charges a run in one statement, keeps no row when asked, and refills an ended period', async () => {
    const userId = await createUser();
    const { result, statements } = await testDb.statements.record(() => takeRequestAndRecordRun(db, finishedRun(userId, { keepHistory: false })));
    expect(statements).toHaveLength(1);
    expect(result).toMatchObject({ remaining: 9, historyId: null });
    expect(await db.select().from(toolRuns).where(eq(toolRuns.userId, userId))).toHaveLength(0);

    await setAllowance(db, userId, { text_compare: 0, quiz: 1, periodEnd: sql`now() - interval '1 minute'` });
    expect(await takeRequestAndRecordRun(db, finishedRun(userId))).toMatchObject({ remaining: 9 });
    expect(await readRow(userId)).toMatchObject({ text_compare: 9, quiz: 10 });
    await setAllowance(db, userId, { text_compare: 0 });
    expect(await takeRequestAndRecordRun(db, finishedRun(userId))).toBeNull();
  });
});
