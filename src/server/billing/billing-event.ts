/**
 * The provider events the billing processor understands. These are the fields of Stripe's own
 * objects that we read (Stripe sends more); the sandbox builds objects of exactly this shape, so
 * both go through one processor. Stripe moved some fields between API versions (period end onto
 * subscription items, invoice.subscription under invoice.parent): both places are read.
 */
export type Metadata = Record<string, string | undefined> | null | undefined;

export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds, as Stripe sends it. */
  created: number;
  data: { object: unknown };
}

export interface CheckoutSessionObject {
  id: string;
  object?: 'checkout.session';
  client_reference_id?: string | null;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  metadata?: Metadata;
}

export interface SubscriptionObject {
  id: string;
  object?: 'subscription';
  customer?: string | { id: string } | null;
  status: string;
  cancel_at_period_end?: boolean;
  current_period_end?: number | null;
  items?: { data?: { current_period_end?: number | null; price?: { id?: string } | null }[] };
  metadata?: Metadata;
}

export interface InvoiceObject {
  id: string;
  object?: 'invoice';
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  amount_paid?: number;
  amount_due?: number;
  currency?: string;
  billing_reason?: string | null;
  subscription_details?: { metadata?: Metadata } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null; metadata?: Metadata } | null } | null;
  lines?: { data?: { period?: { start?: number; end?: number } | null }[] };
}

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** Stripe fields that are an id or an expanded object. */
export function readId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function readInvoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return readId(invoice.subscription) ?? readId(invoice.parent?.subscription_details?.subscription);
}

export function readInvoiceMetadata(invoice: InvoiceObject): Metadata {
  return invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata;
}

export function readSubscriptionPeriodEnd(subscription: SubscriptionObject): Date | null {
  const seconds = subscription.items?.data?.[0]?.current_period_end ?? subscription.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function readInvoicePeriodEnd(invoice: InvoiceObject): Date | null {
  const seconds = invoice.lines?.data?.[0]?.period?.end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}
