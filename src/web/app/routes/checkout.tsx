import { ArrowLeft, ArrowRight, Info, Lock } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/forms/form-error';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useChangePlan, useStripeCheckout } from '../../features/billing/api/billing-actions';
import { useBilling } from '../../features/billing/api/get-billing';
import { PaymentsNotConfigured } from '../../components/payments-not-configured';
import { SandboxCardForm } from '../../features/billing/components/sandbox-card-form';
import type { PlanEntry } from '../../../contracts/plans';
import { usePlans } from '../../features/plans/api/get-plans';
import { PlanOrderSummary } from '../../features/plans/components/plan-order-summary';
import { formatPrice } from '../../features/plans/lib/plan-links';
import { useBrandName, usePaymentsMode } from '../../lib/app-config';
import { useAuth } from '../../lib/auth/use-auth';

export function Component() {
  const brand = useBrandName();
  const [params] = useSearchParams();
  const slug = (params.get('plan') ?? '').toLowerCase();
  const plans = usePlans();
  const plan = plans.data?.find((candidate) => candidate.name.toLowerCase() === slug && candidate.price > 0);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`Checkout · ${brand}`}</title>
      <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
        <Link to="/pricing">
          <ArrowLeft />
          Back to pricing
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      {plans.isPending ? (
        <Skeleton className="mt-8 h-64 rounded-xl" />
      ) : !plan ? (
        <Alert className="mt-8">
          <Info />
          <AlertTitle>Choose a plan first</AlertTitle>
          <AlertDescription>
            <p>Pick Pro or Ultimate on the pricing page to continue.</p>
            <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              See plans
            </Link>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
          <PlanOrderSummary plan={plan} />
          <PaymentStep plan={plan} canceled={params.get('canceled') === '1'} />
        </div>
      )}
    </div>
  );
}

function PaymentStep({ plan, canceled }: { plan: PlanEntry; canceled: boolean }) {
  const { user, loading } = useAuth();
  const payments = usePaymentsMode();
  const billing = useBilling(Boolean(user));
  const navigate = useNavigate();
  const stripeCheckout = useStripeCheckout();
  const changePlan = useChangePlan();
  const price = `${formatPrice(plan.price)} per ${plan.period}`;
  const finish = () => navigate('/dashboard?checkout=success');

  let body: React.ReactNode;
  if (payments === 'off') body = <PaymentsNotConfigured />;
  else if (loading || !payments || (user && billing.isPending)) body = <Skeleton className="h-72 rounded-lg" />;
  else if (!user) {
    const next = encodeURIComponent(`/checkout?plan=${plan.name.toLowerCase()}`);
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">Create an account (or log in) so your plan, receipts and history have a home.</p>
        <Button asChild>
          <Link to={`/register?next=${next}`}>Create an account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/login?next=${next}`}>Log in</Link>
        </Button>
      </div>
    );
  } else if (billing.isError || !billing.data) {
    body = <FormError title="Billing is unavailable" message={billing.error?.message ?? 'Please try again.'} />;
  } else if (billing.data.status !== 'none') {
    const current = billing.data.plan;
    const same = current === plan.name;
    body = same ? (
      <p className="text-sm">
        You already have the {current} plan.{' '}
        <Link to="/dashboard" className="font-medium text-primary hover:underline">
          Go to your dashboard
        </Link>
      </p>
    ) : (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          You are on {current}. {plan.price > 0 && plan.name === 'Ultimate' ? 'Ultimate starts right away; the difference is charged now.' : `${plan.name} starts when your current period ends.`}
        </p>
        <FormError title="Could not change plan" message={changePlan.error?.message ?? null} />
        <Button size="lg" disabled={changePlan.isPending} onClick={() => changePlan.mutate(plan.name, { onSuccess: finish })}>
          {changePlan.isPending ? <Spinner /> : <ArrowRight />}
          Switch to {plan.name}
        </Button>
      </div>
    );
  } else if (billing.data.mode === 'sandbox') {
    body = <SandboxCardForm plan={plan.name} priceLabel={price} onPaid={finish} />;
  } else {
    body = (
      <div className="grid gap-3">
        {canceled && <FormError title="Payment not completed" message="You left the payment page; nothing was charged." />}
        <FormError title="Could not start checkout" message={stripeCheckout.error?.message ?? null} />
        <Button size="lg" disabled={stripeCheckout.isPending} onClick={() => stripeCheckout.mutate(plan.name)}>
          {stripeCheckout.isPending ? <Spinner /> : <Lock />}
          Continue to secure payment
        </Button>
        <p className="text-xs text-muted-foreground">You will enter your card on Stripe's page and come back here.</p>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
