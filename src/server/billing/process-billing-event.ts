import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { processedEvents } from '../../db/schema/index';
import type { EventBus } from '../events/event-bus';
import type { Mailer } from '../mail/mailer';
import type { BillingEvent } from './billing-event';
import type { BillingProviderName } from './billing-state';
import type { EventHandlerContext, HandlerResult } from './event-handler-context';
import { handleCheckoutCompleted } from './handle-checkout-completed';
import { handleInvoiceFailed, handleInvoicePaid } from './handle-invoice';
import { handleSubscriptionChange } from './handle-subscription-change';

type Handler = (db: Db, event: BillingEvent, context: EventHandlerContext) => Promise<HandlerResult>;

const HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': handleCheckoutCompleted,
  'customer.subscription.created': handleSubscriptionChange,
  'customer.subscription.updated': handleSubscriptionChange,
  'customer.subscription.deleted': handleSubscriptionChange,
  'invoice.paid': handleInvoicePaid,
  'invoice.payment_failed': handleInvoiceFailed,
};

export interface BillingProcessorDeps {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  provider: BillingProviderName;
  brandName: string;
  baseUrl: string;
  now?: () => Date;
}

/**
 * The one path every billing change takes, whether Stripe sent it to the webhook or the sandbox
 * built it. Exactly once per event id: the processed_events row is inserted in the same
 * transaction as the change, so a replay finds it and does nothing, and a failure leaves no row
 * behind (the provider's retry will process it). Mail and tab notifications go out after commit.
 */
export async function processBillingEvent(deps: BillingProcessorDeps, event: BillingEvent): Promise<HandlerResult> {
  const handler = HANDLERS[event.type];
  const context: EventHandlerContext = {
    provider: deps.provider,
    now: deps.now?.() ?? new Date(),
    brandName: deps.brandName,
    baseUrl: deps.baseUrl,
  };
  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .insert(processedEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing({ target: processedEvents.eventId })
      .returning({ eventId: processedEvents.eventId });
    if (claimed.length === 0) return { outcome: 'duplicate', userId: null } satisfies HandlerResult;
    const handled = handler ? await handler(tx, event, context) : { outcome: 'ignored_type', userId: null };
    await tx
      .update(processedEvents)
      .set({ outcome: handled.outcome, userId: handled.userId })
      .where(eq(processedEvents.eventId, event.id));
    return handled;
  });

  if (result.userId && result.notify) {
    await deps.events.publish(result.userId, 'subscription', { reason: event.type, outcome: result.outcome });
  }
  for (const message of result.mail ?? []) {
    try {
      await deps.mailer.sendMail(message);
    } catch (error) {
      console.error(`[billing] could not send "${message.subject}" to ${message.to}:`, error);
    }
  }
  return result;
}
