import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { cn } from '../lib/cn';

/** Neither Stripe nor the test-mode checkout on this server: say so instead of offering a card form. */
export function PaymentsNotConfigured({ className }: { className?: string }) {
  return (
    <Alert className={cn(className)} data-testid="payments-not-configured">
      <Info />
      <AlertTitle>Paid plans are not available here</AlertTitle>
      <AlertDescription>
        <p>Payments are not configured on this server, so Pro and Ultimate cannot be bought. The administrator can grant a plan to an account.</p>
      </AlertDescription>
    </Alert>
  );
}
