import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingRedirectSchema,
  sandboxCardSchema,
  type PlanChoice,
  type SandboxCard,
  type SandboxCheckout,
  type SimulateBilling,
} from '../../../../contracts/billing';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';
import { billingQueryKey } from './get-billing';

const REQUIRED: Record<keyof SandboxCard, string> = {
  number: 'Enter your card number.',
  expiry: "Enter your card's expiration date.",
  cvc: "Enter your card's security code.",
  name: 'Enter the name on the card.',
};

/**
 * The card form's check before anything is sent: the contract's card with every field filled in, sent
 * trimmed. Whether the card is valid is the server's answer, in Stripe's words.
 */
export const sandboxCardFormSchema = sandboxCardSchema
  .superRefine((card, context) => {
    for (const field of Object.keys(REQUIRED) as (keyof SandboxCard)[]) {
      if (!card[field].trim()) context.addIssue({ code: 'custom', path: [field], message: REQUIRED[field] });
    }
  })
  .transform((card) => Object.fromEntries(Object.entries(card).map(([field, value]) => [field, value.trim()])) as SandboxCard);

const post = (path: string, body: unknown = {}) => apiFetch<unknown>(path, { method: 'POST', body: JSON.stringify(body) });

/** Every billing change refreshes the plan, counters and payments, in this tab too. */
function useBillingMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}

export const useSandboxCheckout = () => useBillingMutation((input: SandboxCheckout) => post('/api/billing/sandbox/checkout', input));

/** Stripe: the server creates a Checkout Session; the browser goes to Stripe's page. */
export const useStripeCheckout = () =>
  useMutation({
    mutationFn: async (plan: string) => {
      const { url } = billingRedirectSchema.parse(await post('/api/billing/checkout', { plan } satisfies PlanChoice));
      window.location.assign(url);
    },
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => {
      const { url } = billingRedirectSchema.parse(await post('/api/billing/portal'));
      window.location.assign(url);
    },
  });

export const useCancelSubscription = () => useBillingMutation(() => post('/api/billing/cancel'));
export const useResumeSubscription = () => useBillingMutation(() => post('/api/billing/resume'));
export const useChangePlan = () => useBillingMutation((plan: string) => post('/api/billing/change-plan', { plan } satisfies PlanChoice));
export const useSimulateBilling = () =>
  useBillingMutation((scenario: SimulateBilling['scenario']) => post('/api/billing/sandbox/simulate', { scenario } satisfies SimulateBilling));
