import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { sandboxCardFormSchema, useSandboxCheckout } from '../api/billing-actions';
import { formatCardNumber, formatExpiry } from '../lib/format-money';

/**
 * The built-in test checkout (no Stripe keys on this server). It takes Stripe's test cards and
 * answers with Stripe's own messages; nothing is charged.
 */
export function SandboxCardForm({ plan, priceLabel, onPaid }: { plan: string; priceLabel: string; onPaid: () => void }) {
  const checkout = useSandboxCheckout();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const set = (key: keyof typeof card) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const value = key === 'number' ? formatCardNumber(raw) : key === 'expiry' ? formatExpiry(raw) : key === 'cvc' ? raw.replace(/\D/g, '').slice(0, 4) : raw;
    setCard((previous) => ({ ...previous, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sandboxCardFormSchema.safeParse(card);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the card details.');
      setField(String(parsed.error.issues[0]?.path[0] ?? ''));
      return;
    }
    setError(null);
    setField(null);
    // mutateAsync, not mutate's callbacks: a successful payment refreshes the billing query, which can
    // replace this form ("you already have the plan") before per-call callbacks would fire.
    checkout.mutateAsync({ plan, card: parsed.data }).then(onPaid, (failure: unknown) => {
      setError(failure instanceof Error ? failure.message : 'The payment could not be completed.');
      setField(failure instanceof ApiError && typeof failure.details.field === 'string' ? failure.details.field : null);
    });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Card payment">
      <div className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        <span className="flex items-center gap-2">
          <FlaskConical className="size-4" aria-hidden="true" />
          No real payment is taken. Use card 4242 4242 4242 4242.
        </span>
        <Badge variant="outline" className="border-amber-400 text-amber-900 dark:text-amber-200">
          Test mode
        </Badge>
      </div>
      <FormError title="Payment failed" message={error} />
      <Field
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={set('number')}
        error={field === 'number' ? ' ' : null}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM / YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} onChange={set('expiry')} error={field === 'expiry' ? ' ' : null} />
        <Field label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} onChange={set('cvc')} error={field === 'cvc' ? ' ' : null} />
      </div>
      <Field label="Name on card" autoComplete="cc-name" value={card.name} onChange={set('name')} error={field === 'name' ? ' ' : null} />
      <Button type="submit" size="lg" className="w-full" disabled={checkout.isPending}>
        {checkout.isPending ? <Spinner /> : <Lock />}
        Pay {priceLabel}
      </Button>
      <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
        <CreditCard className="size-3.5" aria-hidden="true" />
        Declined-card test: 4000 0000 0000 0002
      </p>
    </form>
  );
}
