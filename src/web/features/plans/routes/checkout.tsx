import { ArrowLeft, Check, Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrandName } from '../../config/api/get-config';
import { usePlans } from '../api/get-plans';
import { formatPrice } from '../lib/plan-links';

export function Component() {
  const brand = useBrandName();
  const [params] = useSearchParams();
  const slug = (params.get('plan') ?? '').toLowerCase();
  const plans = usePlans();
  const plan = plans.data?.find((candidate) => candidate.name.toLowerCase() === slug && candidate.price > 0);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-14 sm:px-6">
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
        <>
          <Card className="mt-8">
            <CardHeader>
              <CardDescription>Your selection</CardDescription>
              <CardTitle className="flex items-baseline justify-between text-2xl">
                <span>{plan.name}</span>
                <span>
                  {formatPrice(plan.price)}
                  <span className="ml-1 text-sm font-normal text-muted-foreground">per {plan.period}</span>
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Alert variant="info" className="mt-6" data-testid="checkout-unavailable">
            <Info />
            <AlertTitle>Online payment is not available yet</AlertTitle>
            <AlertDescription>
              <p>
                We are still building checkout, so you cannot buy {plan.name} here today and nothing will be charged. Your
                current plan and allowances stay as they are.
              </p>
            </AlertDescription>
          </Alert>
          <Button className="mt-6 w-full" size="lg" disabled>
            Pay {formatPrice(plan.price)} — coming soon
          </Button>
        </>
      )}
    </div>
  );
}
