import { z } from 'zod';

/** How this server takes payments: Stripe, the built-in test-mode checkout (BILLING_SANDBOX), or not at all. */
export const BILLING_MODES = ['stripe', 'sandbox', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** GET /api/billing: the caller's paid subscription; `status: "none"` means Free. */
export const billingSummarySchema = z.object({
  mode: z.enum(BILLING_MODES),
  plan: z.string(),
  status: z.enum(['active', 'past_due', 'none']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  pendingPlan: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  /** Whether Stripe's Billing Portal can be opened for this account. */
  portal: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** POST /api/billing/checkout and /change-plan: the paid plan chosen (Pro or Ultimate; anything else is 400 invalid_plan). */
export const planChoiceSchema = z.object({ plan: z.string() });
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** POST /api/billing/checkout and /portal answer where to send the browser (Stripe's page). */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/**
 * The test-mode checkout's card. Only bounded here: an empty or wrong field is answered like Stripe's
 * test mode answers it (402 with Stripe's code and `field`), not as a 400.
 */
export const sandboxCardSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  name: z.string().max(200),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

/** POST /api/billing/sandbox/checkout. */
export const sandboxCheckoutSchema = planChoiceSchema.extend({ card: sandboxCardSchema });
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** The sandbox checkout's answer. */
export const sandboxCheckoutAnswerSchema = z.object({ status: z.literal('succeeded'), plan: z.string() });
export type SandboxCheckoutAnswer = z.infer<typeof sandboxCheckoutAnswerSchema>;

/** POST /api/billing/sandbox/simulate: what the test mode plays out on the current subscription. */
export const BILLING_SCENARIOS = ['payment_failed', 'renewal'] as const;
export const simulateBillingSchema = z.object({ scenario: z.enum(BILLING_SCENARIOS) });
export type SimulateBilling = z.infer<typeof simulateBillingSchema>;

/** POST /api/billing/cancel, /resume and /sandbox/simulate. */
export const billingDoneSchema = z.object({ status: z.literal('ok') });
export type BillingDone = z.infer<typeof billingDoneSchema>;

/** POST /api/billing/change-plan: an upgrade takes effect now, a downgrade at the end of the paid period. */
export const planChangeAnswerSchema = billingDoneSchema.extend({ effective: z.enum(['now', 'period_end']) });
export type PlanChangeAnswer = z.infer<typeof planChangeAnswerSchema>;
