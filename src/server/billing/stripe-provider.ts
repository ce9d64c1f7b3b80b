import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { ApiError } from '../http/api-error';
import type { BillingProvider, SubscriptionChange } from './billing-provider';
import type { PaidPlanName } from './billing-state';
import type { BillingAccountRow } from './billing-store';
import { processBillingEvent, type BillingProcessorDeps } from './process-billing-event';

export interface StripeSettings {
  secretKey: string;
  pricePro: string | undefined;
  priceUltimate: string | undefined;
}

/**
 * Stripe Checkout, subscription changes and the customer portal. Nothing here runs at start-up:
 * the client makes no request until a user acts, so the server starts without reaching Stripe.
 * A change made here is applied from the subscription Stripe returns (so the page updates at
 * once); Stripe's own webhook for it arrives later and, being the same state, changes nothing.
 */
export function createStripeProvider(stripe: Stripe, settings: StripeSettings, deps: BillingProcessorDeps): BillingProvider {
  function priceFor(plan: PaidPlanName): string {
    const price = plan === 'Pro' ? settings.pricePro : settings.priceUltimate;
    if (!price) {
      throw new ApiError(503, 'billing_not_configured', `STRIPE_PRICE_${plan.toUpperCase()} is not set on this server, so ${plan} cannot be bought yet.`);
    }
    return price;
  }

  async function applyReturnedSubscription(subscription: Stripe.Subscription, type = 'customer.subscription.updated') {
    const created = Math.floor((deps.now?.() ?? new Date()).getTime() / 1000);
    await processBillingEvent(deps, {
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      type,
      created,
      data: { object: subscription },
    });
  }

  function requireSubscription(account: BillingAccountRow): string {
    if (!account.subscriptionId) throw new ApiError(409, 'no_subscription', 'There is no paid subscription to change.');
    return account.subscriptionId;
  }

  return {
    name: 'stripe',

    async startCheckout({ userId, email, plan, customerId }) {
      const metadata = { userId, plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceFor(plan), quantity: 1 }],
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        metadata,
        subscription_data: { metadata },
        success_url: `${deps.baseUrl}/dashboard?checkout=success`,
        cancel_url: `${deps.baseUrl}/checkout?plan=${plan.toLowerCase()}&canceled=1`,
      });
      if (!session.url) throw new ApiError(502, 'checkout_failed', 'Stripe did not return a checkout page. Please try again.');
      return { url: session.url };
    },

    async changeSubscription(_userId, account, change: SubscriptionChange) {
      const id = requireSubscription(account);
      if (change.kind === 'cancel_at_period_end' || change.kind === 'resume') {
        await applyReturnedSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: change.kind === 'cancel_at_period_end' }));
        return;
      }
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new ApiError(409, 'no_subscription', 'The subscription has no plan item to change.');
      if (change.kind === 'upgrade') {
        const updated = await stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: priceFor(change.plan) }],
          proration_behavior: 'always_invoice',
          cancel_at_period_end: false,
          metadata: { plan: change.plan, downgradeFrom: '', downgradeAt: '' },
        });
        await applyReturnedSubscription(updated);
        return;
      }
      // Downgrade: the cheaper price is billed from the next period, with no refund now; until then the
      // metadata keeps the higher plan in force (see readPlanFromMetadata).
      const periodEnd = item.current_period_end;
      const updated = await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: priceFor(change.plan) }],
        proration_behavior: 'none',
        metadata: { plan: change.plan, downgradeFrom: account.plan, downgradeAt: String(periodEnd) },
      });
      await applyReturnedSubscription(updated);
    },

    async cancelImmediately(_userId, account) {
      const id = requireSubscription(account);
      await applyReturnedSubscription(await stripe.subscriptions.cancel(id), 'customer.subscription.deleted');
    },

    async createPortalSession(account) {
      if (!account.customerId) throw new ApiError(409, 'no_customer', 'There is no Stripe customer for this account yet.');
      const session = await stripe.billingPortal.sessions.create({ customer: account.customerId, return_url: `${deps.baseUrl}/dashboard` });
      return { url: session.url };
    },
  };
}
