import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { PlanEntry } from '../../../../contracts/plans';
import { formatPrice, planHref } from '../lib/plan-links';

export function PlanCard({ plan, current }: { plan: PlanEntry; current?: boolean }) {
  return (
    <Card className={cn('relative flex flex-col', plan.highlighted && 'border-primary shadow-lg ring-1 ring-primary')}>
      {plan.highlighted && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most popular</Badge>}
      <CardHeader className="gap-3">
        <h2 className="text-lg font-semibold">{plan.name}</h2>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(plan.price)}</span>
          <span className="text-sm text-muted-foreground">{plan.price === 0 ? plan.period : `per ${plan.period}`}</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            Your current plan
          </Button>
        ) : (
          <Button asChild variant={plan.buttonVariant} className="w-full">
            <Link to={planHref(plan.name)}>{plan.buttonText}</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
