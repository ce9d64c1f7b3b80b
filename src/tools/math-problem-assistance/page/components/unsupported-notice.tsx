import { CircleHelp } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../../web/components/ui/alert';

const TIPS = [
  'Write one problem at a time, as an equation or an expression: 2x + 3 = 7, x^2 - 5x + 6.',
  'Pick the task (solve, factor, derivative…) instead of Auto-detect, and name the variable if there are several letters.',
  'Use ^ for powers, / for fractions, sqrt( ) for roots and * where a product could be misread.',
  'For a word problem, write the equation yourself and solve that: the steps are then checked.',
];

/** The engine could not take this problem: its reason, then general ways to set a problem up so it can. */
export function UnsupportedNotice({ message }: { message?: string }) {
  return (
    <Alert variant="warning" data-testid="math-unsupported">
      <CircleHelp />
      <AlertTitle>We can&apos;t solve this one yet</AlertTitle>
      <AlertDescription>
        {message && <p className="text-foreground">{message}</p>}
        <p className="mt-1 font-medium text-foreground">What to try</p>
        <ul className="list-disc space-y-1 pl-5">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
