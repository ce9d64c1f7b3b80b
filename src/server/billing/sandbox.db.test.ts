import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { readStreamUntil } from '../testing/read-stream-until';
import { createTestEngines } from '../testing/test-engines';
import { settleBillingPeriod } from './settle-billing-period';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };

describe('sandbox billing (no Stripe keys)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines() });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signUp(name: string) {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail(name), STRONG_PASSWORD);
    const billing = async () => (await (await client.get('/api/billing')).json()) as Record<string, unknown>;
    const me = async () =>
      (await (await client.get('/api/me')).json()) as { subscription: { package: string }; remaining: Record<string, number> };
    return { client, user, billing, me };
  }

  it("declines Stripe's declining test card with Stripe's message and changes nothing", async () => {
    const { client, me } = await signUp('sandbox-declined');
    const response = await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: { ...GOOD_CARD, number: '4000 0000 0000 0002' } });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await me()).subscription.package).toBe('Free');
  });

  it('rejects malformed input with a 400, never a 500', async () => {
    const { client } = await signUp('sandbox-bad');
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'gold', card: GOOD_CARD })).status).toBe(400);
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro' })).status).toBe(400);
    const expired = await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: { ...GOOD_CARD, expiry: '01/20' } });
    expect(expired.status).toBe(402);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(409);
  });

  it('upgrades to Pro, tells other tabs, sends a receipt, then cancels and resumes', async () => {
    const { client, user, billing, me } = await signUp('sandbox-flow');
    const otherTab = server.client();
    for (const [name, value] of client.cookies) otherTab.cookies.set(name, value);
    const stream = await otherTab.get('/api/events');

    const paid = await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD });
    expect(paid.status).toBe(200);
    await readStreamUntil(stream.body!, /event: subscription\n/, 2000);
    const after = await me();
    expect(after.subscription.package).toBe('Pro');
    expect(after.remaining.grammar_check).toBe(100);
    expect(server.mail.some((mail) => mail.to === user.email && /receipt/i.test(mail.subject))).toBe(true);
    const list = (await (await client.get('/api/billing/payments')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(1);

    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD })).status).toBe(409);
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
    expect(await billing()).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: true });
    expect((await client.post('/api/billing/resume', {})).status).toBe(200);
    expect(await billing()).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: false });
  });

  it('upgrades Pro to Ultimate at once and downgrades back at the end of the period', async () => {
    const { client, user, billing, me } = await signUp('sandbox-change');
    await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD });
    expect((await client.post('/api/billing/change-plan', { plan: 'ultimate' })).status).toBe(200);
    expect((await me()).subscription.package).toBe('Ultimate');

    const downgrade = await client.post('/api/billing/change-plan', { plan: 'pro' });
    expect(await downgrade.json()).toMatchObject({ effective: 'period_end' });
    expect(await billing()).toMatchObject({ plan: 'Ultimate', pendingPlan: 'Pro' });

    const nextMonth = new Date(Date.now() + 32 * 86400_000);
    expect(await settleBillingPeriod(server.db, user.id, nextMonth)).toBe(true);
    expect(await billing()).toMatchObject({ plan: 'Pro', pendingPlan: null });
    expect((await me()).remaining.translate).toBe(100);
  });

  it('ends a cancelled plan at the end of the period', async () => {
    const { client, user, me } = await signUp('sandbox-end');
    await client.post('/api/billing/sandbox/checkout', { plan: 'ultimate', card: GOOD_CARD });
    await client.post('/api/billing/cancel', {});
    expect(await settleBillingPeriod(server.db, user.id, new Date(Date.now() + 32 * 86400_000))).toBe(true);
    const after = await me();
    expect(after.subscription.package).toBe('Free');
    expect(after.remaining.ai_detection).toBe(10);
  });

  it('turns a failed renewal into a past-due warning', async () => {
    const { client, billing } = await signUp('sandbox-failure');
    await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD });
    expect((await client.post('/api/billing/sandbox/simulate', { scenario: 'payment_failed' })).status).toBe(200);
    const state = await billing();
    expect(state).toMatchObject({ plan: 'Pro', status: 'past_due' });
    expect(state.graceEndsAt).toEqual(expect.any(String));
    expect((await client.post('/api/billing/sandbox/simulate', { scenario: 'renewal' })).status).toBe(200);
    expect(await billing()).toMatchObject({ status: 'active', graceEndsAt: null });
  });
});
