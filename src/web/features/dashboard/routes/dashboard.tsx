import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../account/api/get-me';
import { RequireAuth } from '../../auth/components/require-auth';
import { useAuth } from '../../auth/hooks/use-auth';
import { accountLabel } from '../../auth/lib/account-label';
import { useBilling } from '../../billing/api/get-billing';
import { PaymentFailedBanner } from '../../billing/components/payment-failed-banner';
import { PaymentsList } from '../../billing/components/payments-list';
import { SubscriptionPanel } from '../../billing/components/subscription-panel';
import { useCheckoutSuccessToast } from '../../billing/hooks/use-checkout-success-toast';
import { useBrandName } from '../../config/api/get-config';
import { UpgradePrompt } from '../../plans/components/upgrade-prompt';
import { HistoryPanel } from '../components/history-panel';
import { historyDepthText, PlanSummary } from '../components/plan-summary';
import { hasLowCounter, UsagePanel } from '../components/usage-panel';

export function Component() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const brand = useBrandName();
  const { user } = useAuth();
  const me = useMe();
  const billing = useBilling();
  useCheckoutSuccessToast();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>{`Dashboard · ${brand}`}</title>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Welcome back, {accountLabel(user?.email ?? '')}.</p>
      </div>

      {me.isPending ? (
        <div className="grid gap-6">
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : me.isError || !me.data ? (
        <Alert variant="destructive">
          <AlertTitle>Your account details could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void me.refetch()}>
              <RefreshCw />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-6">
          {billing.data && <PaymentFailedBanner billing={billing.data} />}
          <PlanSummary me={me.data} />
          {billing.data && <SubscriptionPanel billing={billing.data} />}
          {hasLowCounter(me.data) && (
            <UpgradePrompt
              title="You are running low on requests"
              description="At least one tool has two requests or fewer left this month. Upgrade for more requests and longer texts."
            />
          )}
          <UsagePanel me={me.data} />
          <HistoryPanel depthText={historyDepthText(me.data.subscription.package)} />
          <PaymentsList />
        </div>
      )}
    </div>
  );
}
