import { FlaskConical } from 'lucide-react';
import { usePaymentsMode } from '../../lib/app-config';

/**
 * On every page while the server runs the test-mode checkout (BILLING_SANDBOX): paid plans there
 * cost nothing, so nobody should mistake the site for a live one.
 */
export function TestModeBanner() {
  if (usePaymentsMode() !== 'sandbox') return null;
  return (
    // 14 px down: main starts 50 px from the top, under the 64 px bar.
    <div
      role="note"
      aria-label="Test-mode payments"
      data-testid="test-mode-banner"
      className="mt-[14px] border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <FlaskConical className="mr-1.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
      <strong>Test-mode payments:</strong> no real money is taken; paid plans here are for trying the site out.
    </div>
  );
}
