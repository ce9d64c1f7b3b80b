import { CalendarClock, FileText, History, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { findPlan, formatPlanLimit } from '../../../../domain/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { Me } from '../../../lib/me';
import { formatDate } from '../../../lib/format-date';

export function historyDepthText(planName: string): string {
  const days = findPlan(planName).historyDays;
  return days === null ? 'Full history' : `Last ${days} days`;
}

export function PlanSummary({ me }: { me: Me }) {
  const planName = me.subscription.package;
  const isTopPlan = findPlan(planName).name === 'Ultimate';
  const facts = [
    // Free costs nothing and never "renews" (issue 37): the renewal date is for paid plans.
    findPlan(planName).price === 0
      ? { icon: CalendarClock, label: 'Payment', value: 'Free plan — no payment' }
      : { icon: CalendarClock, label: 'Renews on', value: formatDate(me.subscription.nextRenewal) },
    { icon: RefreshCw, label: 'Allowances refill on', value: formatDate(me.periodEnd) },
    { icon: FileText, label: 'Words per scan', value: formatPlanLimit(me.limits.wordsPerScan) },
    { icon: History, label: 'History kept', value: historyDepthText(planName) },
  ];

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">Current plan</p>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <span data-testid="plan-name">{planName}</span>
            {me.subscription.isActive && <Badge variant="success">Active</Badge>}
          </CardTitle>
        </div>
        <Button asChild variant={isTopPlan ? 'outline' : 'default'} size="sm">
          <Link to="/pricing">{isTopPlan ? 'See plans' : 'Upgrade'}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map((fact) => (
            // A <dl> may hold only <div> groups of <dt>/<dd>: the icon sits inside the <dt>.
            <div key={fact.label} className="relative pl-7">
              <dt className="text-xs text-muted-foreground">
                <fact.icon className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
                {fact.label}
              </dt>
              <dd className="text-sm font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
