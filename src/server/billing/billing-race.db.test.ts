import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, payments } from '../../db/schema/index';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import { addOneMonth } from './billing-state';
import { settleBillingPeriod } from './settle-billing-period';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };

describe('one checkout or plan change per user at a time', () => {
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
    const paidInvoices = async () => (await server.db.select().from(payments).where(eq(payments.userId, user.id))).filter((row) => row.status === 'paid');
    return { client, user, paidInvoices };
  }

  it('charges once for 30 simultaneous checkouts, and tells the others why not', async () => {
    const { client, paidInvoices } = await signUp('race-checkout');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const codes = new Set(await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => ((await r.json()) as { error: { code: string } }).error.code)));
    for (const code of codes) expect(['billing_busy', 'already_subscribed']).toContain(code);
    expect(await paidInvoices()).toHaveLength(1);
  });

  it('makes one upgrade invoice for 20 simultaneous plan changes', async () => {
    const { client, paidInvoices } = await signUp('race-upgrade');
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD })).status).toBe(200);
    const responses = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/billing/change-plan', { plan: 'ultimate' })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
    expect(await paidInvoices()).toHaveLength(2);
    const billing = (await (await client.get('/api/billing')).json()) as { plan: string };
    expect(billing.plan).toBe('Ultimate');
  });

  it('lets the next checkout through once the first has finished', async () => {
    const { client } = await signUp('race-after');
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: { ...GOOD_CARD, number: '4000 0000 0000 0002' } })).status).toBe(402);
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD })).status).toBe(200);
  });

  it('renews an ended period once when 20 requests settle it together, as on several instances', async () => {
    const { client, user, paidInvoices } = await signUp('race-renewal');
    expect((await client.post('/api/billing/sandbox/checkout', { plan: 'pro', card: GOOD_CARD })).status).toBe(200);
    const nextMonth = new Date(Date.now() + 32 * 86400_000);
    const settled = await Promise.all(Array.from({ length: 20 }, () => settleBillingPeriod(server.db, user.id, nextMonth)));
    expect(settled.filter(Boolean)).toHaveLength(1);
    // The sandbox renews by moving the period on once from the moment it settled, and charges nothing new here.
    const [account] = await server.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id));
    expect(account?.currentPeriodEnd?.getTime()).toBe(addOneMonth(nextMonth).getTime());
    expect(await paidInvoices()).toHaveLength(1);
  });
});
