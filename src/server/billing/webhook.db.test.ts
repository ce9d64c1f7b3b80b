import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, processedEvents, subscriptions } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import { settleBillingPeriod } from './settle-billing-period';

const WEBHOOK_SECRET = 'whsec_test_secret_for_scribewell';
const stripe = new Stripe('sk_test_offline');

interface MeJson {
  subscription: { package: string };
  remaining: Record<string, number>;
  limits: { history: string };
}

describe('POST /api/billing/webhook (Stripe)', () => {
  let server: TestServer;
  let sequence = 0;
  const now = Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    server = await createTestServer({
      engines: createTestEngines(),
      config: { stripe: { secretKey: 'sk_test_offline', webhookSecret: WEBHOOK_SECRET, pricePro: 'price_pro', priceUltimate: 'price_ultimate' } },
    });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  function event(type: string, object: unknown, created = now) {
    sequence += 1;
    return { id: `evt_test_${sequence}_${Date.now()}`, object: 'event', type, created, data: { object } };
  }

  async function send(payload: unknown, signature?: string | null) {
    const body = JSON.stringify(payload);
    const header = signature === undefined ? stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) : signature;
    return server.client().request('POST', '/api/billing/webhook', {
      body,
      headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    });
  }

  async function signUp(name: string) {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail(name), STRONG_PASSWORD);
    const me = async () => (await (await client.get('/api/me')).json()) as MeJson;
    const billing = async () => (await (await client.get('/api/billing')).json()) as Record<string, unknown>;
    const subscriptionRows = async () =>
      (await server.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]!.n;
    return { client, user, me, billing, subscriptionRows };
  }

  const session = (userId: string, plan: string, subscription = `sub_${userId}`) => ({
    id: `cs_${userId}`,
    object: 'checkout.session',
    client_reference_id: userId,
    customer: `cus_${userId}`,
    subscription,
    metadata: { userId, plan },
  });

  const subscriptionObject = (userId: string, overrides: Record<string, unknown> = {}) => ({
    id: `sub_${userId}`,
    object: 'subscription',
    customer: `cus_${userId}`,
    status: 'active',
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: now + 30 * 86400, price: { id: 'price_pro' } }] },
    metadata: { userId, plan: 'Pro' },
    ...overrides,
  });

  it('applies a correctly signed checkout.session.completed: Pro plan, counters at 100, medium history', async () => {
    const { user, me, client } = await signUp('webhook-valid');
    const response = await send(event('checkout.session.completed', session(user.id, 'Pro')));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: 'applied' });
    const after = await me();
    expect(after.subscription.package).toBe('Pro');
    expect(after.remaining.ai_detection).toBe(100);
    expect(after.limits.history).toBe('medium');

    const invoice = {
      id: `in_${user.id}`,
      object: 'invoice',
      customer: `cus_${user.id}`,
      amount_paid: 1299,
      currency: 'usd',
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: `sub_${user.id}`, metadata: { userId: user.id, plan: 'Pro' } } },
    };
    expect((await send(event('invoice.paid', invoice))).status).toBe(200);
    const list = (await (await client.get('/api/billing/payments')).json()) as { items: { amount: number; status: string }[] };
    expect(list.items).toEqual([expect.objectContaining({ amount: 1299, status: 'paid' })]);
    expect(server.mail.some((mail) => mail.subject.includes('receipt') && mail.text.includes('$12.99'))).toBe(true);
  });

  it('answers 400 and changes nothing for a bad or missing signature', async () => {
    const { user, me, subscriptionRows } = await signUp('webhook-bad');
    const before = await subscriptionRows();
    const forged = await send(event('checkout.session.completed', session(user.id, 'Ultimate')), 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    const missing = await send(event('checkout.session.completed', session(user.id, 'Ultimate')), null);
    expect(missing.status).toBe(400);
    const otherSecret = JSON.stringify(event('checkout.session.completed', session(user.id, 'Ultimate')));
    const wrongKey = await send(JSON.parse(otherSecret), stripe.webhooks.generateTestHeaderString({ payload: otherSecret, secret: 'whsec_other' }));
    expect(wrongKey.status).toBe(400);
    expect((await me()).subscription.package).toBe('Free');
    expect(await subscriptionRows()).toBe(before);
  });

  it('processes a replayed event only once', async () => {
    const { user, client, subscriptionRows } = await signUp('webhook-replay');
    const paid = event('invoice.paid', {
      id: `in_replay_${user.id}`,
      customer: `cus_${user.id}`,
      amount_paid: 1999,
      currency: 'usd',
      parent: { subscription_details: { subscription: `sub_${user.id}`, metadata: { userId: user.id, plan: 'Ultimate' } } },
    });
    const completed = event('checkout.session.completed', session(user.id, 'Ultimate'));
    expect((await send(completed)).status).toBe(200);
    expect((await send(paid)).status).toBe(200);
    const rowsAfterFirst = await subscriptionRows();
    const mailsAfterFirst = server.mail.length;
    await client.post('/api/tools/ai-detector', { text: 'use one request' });

    const replay = await send(completed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await (await send(paid)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await subscriptionRows()).toBe(rowsAfterFirst);
    expect(server.mail.length).toBe(mailsAfterFirst);
    const me = (await (await client.get('/api/me')).json()) as MeJson;
    // The replay did not refill the counter that was just used.
    expect(me.remaining.ai_detection).toBe(10_000_000 - 1);
    expect((await server.db.select().from(payments).where(eq(payments.userId, user.id))).length).toBe(1);
  });

  it('keeps the newest state when events arrive out of order', async () => {
    const { user, me, billing } = await signUp('webhook-order');
    // Stripe sent checkout (t) then a cancellation (t+20), but the cancellation arrives first.
    const cancelled = event('customer.subscription.updated', subscriptionObject(user.id, { cancel_at_period_end: true }), now + 20);
    const completed = event('checkout.session.completed', session(user.id, 'Pro'), now);
    expect((await send(cancelled)).status).toBe(200);
    expect((await send(completed)).status).toBe(200);
    expect((await me()).subscription.package).toBe('Pro');
    expect(await billing()).toMatchObject({ plan: 'Pro', cancelAtPeriodEnd: true });

    // Deleted (t+40) arrives before an older update (t+30): the older one must not revive the plan.
    const deleted = event('customer.subscription.deleted', subscriptionObject(user.id, { status: 'canceled' }), now + 40);
    const olderUpdate = event('customer.subscription.updated', subscriptionObject(user.id, { cancel_at_period_end: false }), now + 30);
    expect((await send(deleted)).status).toBe(200);
    expect(await (await send(olderUpdate)).json()).toMatchObject({ outcome: 'stale' });
    expect((await me()).subscription.package).toBe('Free');
  });

  it('acknowledges an event for an unknown user without changing anything', async () => {
    const orphan = event('checkout.session.completed', session('user-that-does-not-exist', 'Pro'));
    const response = await send(orphan);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'unknown_user' });
    const stray = await send(event('invoice.paid', { id: 'in_stray', customer: 'cus_nobody', amount_paid: 1299, currency: 'usd' }));
    expect(await stray.json()).toMatchObject({ outcome: 'unknown_user' });
    expect(await server.db.select().from(payments).where(eq(payments.invoiceId, 'in_stray'))).toHaveLength(0);
    const [recorded] = await server.db.select().from(processedEvents).where(eq(processedEvents.eventId, orphan.id));
    expect(recorded?.outcome).toBe('unknown_user');
  });

  it('keeps the plan through a failed payment, warns by e-mail, then falls back to Free after the grace period', async () => {
    const { user, me, billing } = await signUp('webhook-failed');
    await send(event('checkout.session.completed', session(user.id, 'Pro')));
    const failed = await send(
      event('invoice.payment_failed', {
        id: `in_failed_${user.id}`,
        customer: `cus_${user.id}`,
        amount_due: 1299,
        currency: 'usd',
        billing_reason: 'subscription_cycle',
        parent: { subscription_details: { subscription: `sub_${user.id}`, metadata: { userId: user.id, plan: 'Pro' } } },
      }),
    );
    expect(failed.status).toBe(200);
    expect(await billing()).toMatchObject({ plan: 'Pro', status: 'past_due' });
    expect(server.mail.some((mail) => mail.subject.includes('payment for the Pro plan failed'))).toBe(true);

    const eightDaysLater = new Date(Date.now() + 8 * 86400_000);
    expect(await settleBillingPeriod(server.db, user.id, eightDaysLater)).toBe(true);
    expect((await me()).subscription.package).toBe('Free');
  });

  it('is not offered without a session, and the sandbox is off while Stripe is configured', async () => {
    expect((await server.client().get('/api/billing')).status).toBe(401);
    const { client } = await signUp('webhook-sandbox-off');
    const sandbox = await client.post('/api/billing/sandbox/checkout', {
      plan: 'pro',
      card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'A' },
    });
    expect(sandbox.status).toBe(404);
  });
});
