import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/me';
import { billingQueryKey } from './get-billing';

export const sandboxCardSchema = z.object({
  number: z.string().trim().min(1, 'Enter your card number.'),
  expiry: z.string().trim().min(1, "Enter your card's expiration date."),
  cvc: z.string().trim().min(1, "Enter your card's security code."),
  name: z.string().trim().min(1, 'Enter the name on the card.'),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

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

export const useSandboxCheckout = () =>
  useBillingMutation((input: { plan: string; card: SandboxCard }) => post('/api/billing/sandbox/checkout', input));

/** Stripe: the server creates a Checkout Session; the browser goes to Stripe's page. */
export const useStripeCheckout = () =>
  useMutation({
    mutationFn: async (plan: string) => {
      const { url } = z.object({ url: z.string() }).parse(await post('/api/billing/checkout', { plan }));
      window.location.assign(url);
    },
  });

export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => {
      const { url } = z.object({ url: z.string() }).parse(await post('/api/billing/portal'));
      window.location.assign(url);
    },
  });

export const useCancelSubscription = () => useBillingMutation(() => post('/api/billing/cancel'));
export const useResumeSubscription = () => useBillingMutation(() => post('/api/billing/resume'));
export const useChangePlan = () => useBillingMutation((plan: string) => post('/api/billing/change-plan', { plan }));
export const useSimulateBilling = () =>
  useBillingMutation((scenario: 'payment_failed' | 'renewal') => post('/api/billing/sandbox/simulate', { scenario }));
