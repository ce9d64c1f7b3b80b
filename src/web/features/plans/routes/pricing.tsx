import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/me';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBrandName, usePaymentsMode } from '../../../lib/app-config';
import { PaymentsNotConfigured } from '../../../components/payments-not-configured';
import { usePlans } from '../api/get-plans';
import { PlanCard } from '../components/plan-card';
import { ResponseLevels } from '../components/response-levels';

export function Component() {
  const brand = useBrandName();
  const plans = usePlans();
  const { user } = useAuth();
  const me = useMe();
  const payments = usePaymentsMode();
  const currentPlan = user ? me.data?.subscription.package.toLowerCase() : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
      <title>{`Pricing · ${brand}`}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Simple plans for every workload</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Start free. Upgrade when you need more requests, longer texts or the full detail behind each result.
        </p>
      </div>

      {payments === 'off' && <PaymentsNotConfigured className="mx-auto mt-10 max-w-2xl" />}

      <div className="mt-14 grid gap-6 md:grid-cols-3">
        {plans.isPending &&
          Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className="h-[26rem] rounded-xl" />)}
        {plans.data?.map((plan) => (
          <PlanCard key={plan.name} plan={plan} current={currentPlan === plan.name.toLowerCase()} />
        ))}
      </div>
      {plans.isError && (
        <Alert variant="destructive" className="mx-auto max-w-xl">
          <AlertTitle>The plans could not be loaded</AlertTitle>
          <AlertDescription>
            <p>Check your connection and try again.</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void plans.refetch()}>
              <RefreshCw />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <p className="mt-6 text-center text-sm text-muted-foreground">
        Allowances are per tool and refill at the start of each monthly period. Unused requests do not carry over. A run that
        fails on our side is given back; a run stopped because its input needed more than its time limit still uses a request.
      </p>
      <p className="mt-2 text-center text-sm text-muted-foreground" data-testid="pricing-study-material">
        Study material you paste for the quiz helper (your notes, a textbook section, the reading passage) does not count toward
        words per scan: only the questions and their options do. Material can be up to 200,000 characters (about 30,000 words) on
        every plan.
      </p>

      <ResponseLevels />
    </div>
  );
}
