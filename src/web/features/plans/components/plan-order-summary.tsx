import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { PlanEntry } from '../../../../contracts/plans';
import { formatPrice } from '../lib/plan-links';

export function PlanOrderSummary({ plan }: { plan: PlanEntry }) {
  return (
    <Card>
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
        <p className="mt-4 text-xs text-muted-foreground">Renews monthly. Cancel any time from your dashboard; you keep the plan until the period ends.</p>
      </CardContent>
    </Card>
  );
}
