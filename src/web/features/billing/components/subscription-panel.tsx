import { ArrowDown, ArrowUp, CreditCard, FlaskConical, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import {
  useCancelSubscription,
  useChangePlan,
  useOpenPortal,
  useResumeSubscription,
  useSimulateBilling,
} from '../api/billing-actions';
import type { BillingSummary } from '../../../../contracts/billing';

function describeStatus(billing: BillingSummary): string {
  if (billing.status === 'none') return 'You are on the Free plan. Upgrade any time from the pricing page.';
  const end = formatDate(billing.currentPeriodEnd);
  if (billing.cancelAtPeriodEnd) return `Cancelled: you keep ${billing.plan} until ${end}, then move to Free.`;
  if (billing.pendingPlan) return `${billing.plan} until ${end}, then ${billing.pendingPlan}.`;
  return `${billing.plan} renews on ${end}.`;
}

/** Cancel, resume, upgrade, downgrade and (Stripe) the customer portal, on the dashboard. */
export function SubscriptionPanel({ billing }: { billing: BillingSummary }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const change = useChangePlan();
  const portal = useOpenPortal();
  const simulate = useSimulateBilling();
  const busy = cancel.isPending || resume.isPending || change.isPending;
  const onError = (error: Error) => toast.error(error.message);
  const paid = billing.status !== 'none';

  return (
    <Card data-testid="subscription-panel">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription data-testid="subscription-status">{describeStatus(billing)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {!paid && (
          <Button asChild size="sm">
            <Link to="/pricing">See plans</Link>
          </Button>
        )}
        {/* An upgrade is charged; with payments off (a granted plan) there is nothing to charge it to. */}
        {paid && billing.mode !== 'off' && billing.plan === 'Pro' && !billing.cancelAtPeriodEnd && (
          <Button size="sm" disabled={busy} onClick={() => change.mutate('ultimate', { onError })}>
            <ArrowUp />
            Upgrade to Ultimate
          </Button>
        )}
        {paid && billing.plan === 'Ultimate' && !billing.pendingPlan && !billing.cancelAtPeriodEnd && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => change.mutate('pro', { onError })}>
            <ArrowDown />
            Downgrade to Pro at period end
          </Button>
        )}
        {paid && billing.pendingPlan && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => change.mutate(billing.plan, { onError })}>
            <RotateCcw />
            Keep {billing.plan}
          </Button>
        )}
        {paid && !billing.cancelAtPeriodEnd && (
          <ConfirmDialog
            title={`Cancel ${billing.plan}?`}
            description={`You keep ${billing.plan} until ${formatDate(billing.currentPeriodEnd)}, then move to Free. You can resume before then.`}
            confirmLabel="Cancel subscription"
            cancelLabel={`Keep ${billing.plan}`}
            onConfirm={() => cancel.mutate(undefined, { onError })}
            trigger={
              <Button size="sm" variant="ghost" className="text-destructive" disabled={busy}>
                <XCircle />
                Cancel subscription
              </Button>
            }
          />
        )}
        {paid && billing.cancelAtPeriodEnd && (
          <Button size="sm" disabled={busy} onClick={() => resume.mutate(undefined, { onError })}>
            <RotateCcw />
            Resume subscription
          </Button>
        )}
        {billing.portal && (
          <Button size="sm" variant="outline" disabled={portal.isPending} onClick={() => portal.mutate(undefined, { onError })}>
            <CreditCard />
            Cards and invoices
          </Button>
        )}
        {/* Only while BILLING_SANDBOX is on: the server refuses these everywhere else. */}
        {paid && billing.mode === 'sandbox' && (
          <div className="flex w-full flex-wrap items-center gap-2 border-t pt-3 text-xs text-muted-foreground">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            Test mode:
            <Button size="sm" variant="link" className="h-auto p-0 text-xs" onClick={() => simulate.mutate('payment_failed', { onError })}>
              Simulate a failed payment
            </Button>
            <Button size="sm" variant="link" className="h-auto p-0 text-xs" onClick={() => simulate.mutate('renewal', { onError })}>
              Simulate a successful renewal
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
