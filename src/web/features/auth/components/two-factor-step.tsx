import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { authErrorMessage } from '../../../lib/auth/auth-request-error';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';

/** Shown after the password when the account has two-factor authentication turned on. */
export function TwoFactorStep({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.');
      return;
    }
    setError(null);
    verify.mutate({ code, recovery }, { onSuccess: onVerified, onError: (failure) => setError(authErrorMessage(failure)) });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Two-factor authentication">
      <p className="text-sm text-muted-foreground">
        {recovery ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.' : 'Open your authenticator app and enter the code it shows for this account.'}
      </p>
      <FormError title="Could not verify" message={error} />
      <Field
        label={recovery ? 'Recovery code' : 'Authentication code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending && <Spinner />}
        Verify
      </Button>
      <Button type="button" variant="link" size="sm" onClick={() => { setRecovery(!recovery); setCode(''); setError(null); }}>
        {recovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
