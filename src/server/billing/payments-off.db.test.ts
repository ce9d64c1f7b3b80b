import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import { grantPlan } from './grant-plan';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };
const NOT_CONFIGURED = { error: { code: 'payments_not_configured', message: 'Payments are not configured on this server.' } };

describe('billing without Stripe keys and without BILLING_SANDBOX', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines(), config: { billingSandbox: false } });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function signUp(name: string) {
    const client = server.client();
    const { user } = await client.signUp(uniqueEmail(name), STRONG_PASSWORD);
    const me = async () =>
      (await (await client.get('/api/me')).json()) as { subscription: { package: string }; remaining: Record<string, number> };
    const billing = async () => (await (await client.get('/api/billing')).json()) as { mode: string; plan: string; currentPeriodEnd: string | null };
    return { client, user, me, billing };
  }

  it('refuses the test card, by the page or by a plain API call, and the plan stays Free', async () => {
    const { client, me, billing } = await signUp('off-checkout');
    const sandbox = await client.post('/api/billing/sandbox/checkout', { plan: 'ultimate', card: GOOD_CARD });
    expect(sandbox.status).toBe(503);
    expect(await sandbox.json()).toMatchObject(NOT_CONFIGURED);
    const checkout = await client.post('/api/billing/checkout', { plan: 'pro' });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject(NOT_CONFIGURED);
    expect((await me()).subscription.package).toBe('Free');
    expect(await billing()).toMatchObject({ mode: 'off', plan: 'Free' });
    const config = (await (await client.get('/api/config')).json()) as { payments: string };
    expect(config.payments).toBe('off');
  });

  it('does not let a Pro account refill its counters through the test-mode renewal, or upgrade for free', async () => {
    const { client, user, me, billing } = await signUp('off-renewal');
    expect(await grantPlan(server.db, user.email, 'pro')).toMatchObject({ status: 'granted', plan: 'Pro' });
    const before = await billing();
    expect(before.plan).toBe('Pro');

    for (const scenario of ['renewal', 'payment_failed']) {
      const simulate = await client.post('/api/billing/sandbox/simulate', { scenario });
      expect(simulate.status).toBe(503);
      expect(await simulate.json()).toMatchObject(NOT_CONFIGURED);
    }
    const upgrade = await client.post('/api/billing/change-plan', { plan: 'ultimate' });
    expect(upgrade.status).toBe(503);
    expect(await upgrade.json()).toMatchObject(NOT_CONFIGURED);
    expect((await me()).subscription.package).toBe('Pro');
    expect((await billing()).currentPeriodEnd).toBe(before.currentPeriodEnd);
    expect(server.mail.some((mail) => mail.to === user.email && /receipt/i.test(mail.subject))).toBe(false);

    // A granted plan can still be cancelled by its holder.
    expect((await client.post('/api/billing/cancel', {})).status).toBe(200);
  });
});
