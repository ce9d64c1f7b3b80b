import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The paid side of a user's plan, as last reported by the payment provider (Stripe or the sandbox).
 * `subscriptions` keeps the plan history the user sees; this row keeps what is needed to act on it.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').unique(),
  subscriptionId: text('subscription_id').unique(),
  /** The paid plan the subscription is for (Pro, Ultimate), whatever its status. */
  plan: text('plan').notNull(),
  /** active | past_due | canceled */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A downgrade waiting for the end of the period. */
  pendingPlan: text('pending_plan'),
  /** Set when a payment fails: the plan lapses to Free if still unpaid by then. */
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
  /** `created` of the newest provider event applied, so an older event arriving late cannot undo it. */
  stateAsOf: timestamp('state_as_of', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider event ids already handled: each webhook event changes state exactly once. */
export const processedEvents = pgTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  userId: text('user_id'),
  outcome: text('outcome').notNull().default('pending'),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per invoice: the payments list on the dashboard and the source of receipts. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id').notNull().unique(),
    plan: text('plan').notNull(),
    /** Smallest currency unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** paid | failed */
    status: text('status').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_user_id_created_at_idx').on(table.userId, table.createdAt)],
);
