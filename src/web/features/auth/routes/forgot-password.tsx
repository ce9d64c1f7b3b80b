import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { authErrorMessage } from '../../../lib/auth/auth-request-error';
import { emailFormatSchema } from '../api/credentials-schema';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';

export function Component() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailFormatSchema.safeParse(email.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    request.mutate(parsed.data, { onError: (failure) => setError(authErrorMessage(failure)) });
  }

  const backToLogin = (
    <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to log in
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your inbox" footer={backToLogin}>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-primary" aria-hidden="true" />
          {/* Same answer whether or not the address has an account, so the form cannot be used to probe for users. */}
          <p className="text-sm text-muted-foreground">
            If an account exists for <span className="font-medium text-foreground">{email.trim()}</span>, we have sent it a
            link to choose a new password. The link expires in one hour.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormError title="Could not send the link" message={error} />
        <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending && <Spinner />}
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
