import { Hono, type Context } from 'hono';
import {
  planChoiceSchema,
  sandboxCheckoutSchema,
  simulateBillingSchema,
  type BillingDone,
  type BillingRedirect,
  type BillingSummary,
  type PlanChangeAnswer,
  type SandboxCheckoutAnswer,
} from '../../contracts/billing';
import type { PaymentList } from '../../contracts/payments';
import type { Db } from '../../db/database';
import { findPlan } from '../../domain/plans';
import type { AppEnv } from '../app-env';
import { requireSession } from '../auth/require-session';
import { ApiError } from '../http/api-error';
import { settleAndLoadUsage } from '../usage/settle-and-load-usage';
import { parsePaidPlan, type PaidPlanName } from './billing-state';
import { listPayments, readBillingAccount, type BillingAccountRow } from './billing-store';
import { checkSandboxCard } from './check-sandbox-card';
import { holdBillingLock } from './hold-billing-lock';
import type { Billing } from './create-billing';
import { readJsonInput } from '../http/read-json-body';
import type { SandboxProvider } from './sandbox-provider';
import { paymentsNotConfigured } from './unconfigured-provider';

/** Signed-in, non-guest account holders only: a guest has no e-mail to send receipts to. */
function requireAccount(c: Context<AppEnv>) {
  const session = requireSession(c);
  if ((session.user as { isAnonymous?: boolean | null }).isAnonymous) {
    throw new ApiError(403, 'account_required', 'Create an account before choosing a paid plan.');
  }
  return session.user;
}

function requirePaidPlan(name: string): PaidPlanName {
  const plan = parsePaidPlan(name);
  if (!plan) throw new ApiError(400, 'invalid_plan', 'Choose the Pro or Ultimate plan.');
  return plan;
}

/** The test-mode checkout and tools exist only when BILLING_SANDBOX is on and Stripe is not configured. */
function requireSandbox(billing: Billing): SandboxProvider {
  if (billing.sandbox) return billing.sandbox;
  if (billing.mode === 'off') throw paymentsNotConfigured();
  throw new ApiError(404, 'not_found', 'Test-mode payments are off because Stripe is configured.');
}

function requireActiveAccount(row: BillingAccountRow | undefined): BillingAccountRow {
  if (!row || row.status === 'canceled') throw new ApiError(409, 'no_subscription', 'You do not have a paid subscription.');
  return row;
}

/** /api/billing: the caller's subscription, payments, checkout and changes. */
export function createBillingRoutes({ db, billing }: { db: Db; billing: Billing }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = requireAccount(c);
    const { plan } = await settleAndLoadUsage(db, user.id);
    const row = await readBillingAccount(db, user.id);
    const paid = row && row.status !== 'canceled' ? row : null;
    const summary: BillingSummary = {
      mode: billing.mode,
      plan: plan.name,
      // A row that is not canceled is active or past due (billing-state.ts, mapSubscriptionStatus).
      status: paid ? (paid.status as 'active' | 'past_due') : 'none',
      cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: paid?.currentPeriodEnd?.toISOString() ?? null,
      pendingPlan: paid?.pendingPlan ?? null,
      graceEndsAt: paid?.graceEndsAt?.toISOString() ?? null,
      portal: billing.mode === 'stripe' && Boolean(row?.customerId),
    };
    return c.json(summary);
  });

  routes.get('/payments', async (c) => {
    const user = requireAccount(c);
    const rows = await listPayments(db, user.id);
    const list: PaymentList = {
      items: rows.map((row) => ({
        id: row.id,
        invoiceId: row.invoiceId,
        plan: row.plan,
        amount: row.amount,
        currency: row.currency,
        // The column holds paid or failed (src/db/schema/billing.ts).
        status: row.status as 'paid' | 'failed',
        description: row.description,
        createdAt: row.createdAt.toISOString(),
      })),
    };
    return c.json(list);
  });

  routes.post('/checkout', async (c) => {
    const user = requireAccount(c);
    const plan = requirePaidPlan((await readJsonInput(c, planChoiceSchema)).plan);
    const checkout: BillingRedirect = await holdBillingLock(db, user.id, async () => {
      const row = await readBillingAccount(db, user.id);
      refuseIfSubscribed(row);
      return billing.provider.startCheckout({ userId: user.id, email: user.email, plan, customerId: row?.customerId ?? null });
    });
    return c.json(checkout);
  });

  routes.post('/sandbox/checkout', async (c) => {
    const sandbox = requireSandbox(billing);
    const user = requireAccount(c);
    const body = await readJsonInput(c, sandboxCheckoutSchema);
    const plan = requirePaidPlan(body.plan);
    await holdBillingLock(db, user.id, async () => {
      const row = await readBillingAccount(db, user.id);
      refuseIfSubscribed(row);
      const refusal = checkSandboxCard(body.card);
      if (refusal) throw new ApiError(402, refusal.code, refusal.message, { field: refusal.field });
      await sandbox.completeCheckout({ userId: user.id, plan, customerId: row?.customerId ?? null });
    });
    return c.json({ status: 'succeeded', plan } satisfies SandboxCheckoutAnswer);
  });

  routes.post('/sandbox/simulate', async (c) => {
    const sandbox = requireSandbox(billing);
    const user = requireAccount(c);
    const { scenario } = await readJsonInput(c, simulateBillingSchema);
    await holdBillingLock(db, user.id, async () => {
      const row = requireActiveAccount(await readBillingAccount(db, user.id));
      if (scenario === 'payment_failed') await sandbox.simulatePaymentFailure(user.id, row);
      else await sandbox.simulateRenewal(user.id, row);
    });
    return c.json({ status: 'ok' } satisfies BillingDone);
  });

  routes.post('/cancel', async (c) => {
    const user = requireAccount(c);
    await holdBillingLock(db, user.id, async () => {
      const row = requireActiveAccount(await readBillingAccount(db, user.id));
      await billing.provider.changeSubscription(user.id, row, { kind: 'cancel_at_period_end' });
    });
    return c.json({ status: 'ok' } satisfies BillingDone);
  });

  routes.post('/resume', async (c) => {
    const user = requireAccount(c);
    await holdBillingLock(db, user.id, async () => {
      const row = requireActiveAccount(await readBillingAccount(db, user.id));
      if (!row.cancelAtPeriodEnd) throw new ApiError(409, 'not_canceled', 'Your subscription is not set to end.');
      await billing.provider.changeSubscription(user.id, row, { kind: 'resume' });
    });
    return c.json({ status: 'ok' } satisfies BillingDone);
  });

  routes.post('/change-plan', async (c) => {
    const user = requireAccount(c);
    const plan = requirePaidPlan((await readJsonInput(c, planChoiceSchema)).plan);
    const kind = await holdBillingLock(db, user.id, async () => {
      const row = requireActiveAccount(await readBillingAccount(db, user.id));
      const current = findPlan(row.plan);
      if (current.name === plan && !row.pendingPlan) throw new ApiError(409, 'same_plan', `You are already on the ${plan} plan.`);
      const change = findPlan(plan).price > current.price || current.name === plan ? 'upgrade' : 'downgrade';
      await billing.provider.changeSubscription(user.id, row, { kind: change, plan });
      return change;
    });
    return c.json({ status: 'ok', effective: kind === 'upgrade' ? 'now' : 'period_end' } satisfies PlanChangeAnswer);
  });

  routes.post('/portal', async (c) => {
    const user = requireAccount(c);
    const row = await readBillingAccount(db, user.id);
    if (!row) throw new ApiError(409, 'no_customer', 'There are no payments on this account yet.');
    const portal: BillingRedirect = await billing.provider.createPortalSession(row);
    return c.json(portal);
  });

  return routes;
}

function refuseIfSubscribed(row: BillingAccountRow | undefined) {
  if (row && row.status !== 'canceled') {
    throw new ApiError(409, 'already_subscribed', `You already have the ${row.plan} plan. Change plans from your dashboard instead.`);
  }
}
