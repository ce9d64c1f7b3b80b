import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

export const SUBSCRIPTION_TOAST_ID = 'subscription-updated';

export function showSubscriptionUpdated() {
  // One id: the checkout redirect and the live event from the same change show a single toast.
  toast.success('Subscription updated', { id: SUBSCRIPTION_TOAST_ID });
}

/** Back from checkout (?checkout=success): say so once, then drop the flag from the address. */
export function useCheckoutSuccessToast() {
  const [params, setParams] = useSearchParams();
  const success = params.get('checkout') === 'success';
  useEffect(() => {
    if (!success) return;
    showSubscriptionUpdated();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [success, setParams]);
}
