import { RefreshCw } from 'lucide-react';
import { useLocation } from 'react-router';
import { RequireAuth } from '../../components/require-auth';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { UpgradePrompt } from '../../components/upgrade-prompt';
import { useBilling } from '../../features/billing/api/get-billing';
import { PaymentFailedBanner } from '../../features/billing/components/payment-failed-banner';
import { PaymentsList } from '../../features/billing/components/payments-list';
import { SubscriptionPanel } from '../../features/billing/components/subscription-panel';
import { useCheckoutSuccessToast } from '../../features/billing/hooks/use-checkout-success-toast';
import { HistoryPanel } from '../../features/dashboard/components/history-panel';
import { historyDepthText, PlanSummary } from '../../features/dashboard/components/plan-summary';
import { hasLowCounter, UsagePanel } from '../../features/dashboard/components/usage-panel';
import { useBrandName } from '../../lib/app-config';
import { greetingName } from '../../lib/auth/account-label';
import { useAuth } from '../../lib/auth/use-auth';
import { useMe } from '../../lib/me';

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
  // A brand-new account is welcomed, not welcomed back (issue 37): the sign-up form says so in the
  // navigation state, Google's sign-up (better-auth's newUserCallbackURL) in the address.
  const location = useLocation();
  const isNewAccount =
    Boolean((location.state as { newAccount?: boolean } | null)?.newAccount) || new URLSearchParams(location.search).get('welcome') === 'new';
  useCheckoutSuccessToast();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>{`Dashboard · ${brand}`}</title>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">{isNewAccount ? 'Welcome' : 'Welcome back'}, {user ? greetingName(user) : 'Account'}.</p>
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
