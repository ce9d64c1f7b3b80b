import { Receipt } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format-date';
import { usePayments } from '../api/get-payments';
import { formatMoney } from '../lib/format-money';

export function PaymentsList() {
  const payments = usePayments();
  return (
    <section aria-labelledby="payments-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="payments-heading" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Receipt className="size-5 text-muted-foreground" aria-hidden="true" />
        Payments
      </h2>
      {payments.isPending ? (
        <Skeleton className="h-16" />
      ) : payments.isError ? (
        <p className="text-sm text-destructive">Your payments could not be loaded.</p>
      ) : payments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet. Receipts are e-mailed to you and listed here.</p>
      ) : (
        <ul className="divide-y text-sm">
          {payments.data.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">{payment.description}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(payment.createdAt)} · <span className="break-all">{payment.invoiceId}</span>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatMoney(payment.amount, payment.currency)}</span>
                <Badge variant={payment.status === 'paid' ? 'success' : 'destructive'}>{payment.status === 'paid' ? 'Paid' : 'Failed'}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
