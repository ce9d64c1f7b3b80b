import { CreditCard, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { useOpenPortal } from '../api/billing-actions';
import type { BillingSummary } from '../../../../contracts/billing';

/** Shown while a payment has failed: the plan is kept until the grace period ends. */
export function PaymentFailedBanner({ billing }: { billing: BillingSummary }) {
  const portal = useOpenPortal();
  if (billing.status !== 'past_due') return null;
  return (
    <Alert variant="destructive" data-testid="payment-failed-banner">
      <TriangleAlert />
      <AlertTitle>Your last payment failed</AlertTitle>
      <AlertDescription>
        <p>
          You keep {billing.plan} until {formatDate(billing.graceEndsAt)}. If the payment has not gone through by then, your
          account moves to the Free plan. We have sent you an e-mail about it.
        </p>
        {billing.portal && (
          <Button size="sm" variant="outline" className="mt-2" onClick={() => portal.mutate()} disabled={portal.isPending}>
            <CreditCard />
            Update card
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
