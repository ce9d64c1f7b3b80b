import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

interface HowGoodCardProps {
  testId: string;
  title?: string;
  /** The right-hand column: usually a MeasuredFiguresTable. */
  figures: ReactNode;
  /** The left-hand column: what the tool does, and what to check yourself. */
  children: ReactNode;
}

/** The card under a tool that says how far to trust it: the promises beside the measured figures. */
export function HowGoodCard({ testId, title = 'How good is this', figures, children }: HowGoodCardProps) {
  return (
    <Card className="mt-6" data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0 space-y-4 text-sm">{children}</div>
        {figures}
      </CardContent>
    </Card>
  );
}
