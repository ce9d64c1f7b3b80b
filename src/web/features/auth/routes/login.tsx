import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { dismissAuthErrorToast, showAuthErrorToast } from '../lib/auth-error-toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { credentialsSchema } from '../api/credentials-schema';
import { useSignInEmail } from '../api/sign-in-email';
import { Field } from '../../../components/forms/field';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../../../components/forms/form-error';
import { GoogleButton } from '../components/google-button';
import { TwoFactorStep } from '../components/two-factor-step';
import { needsSecondFactor } from '../api/verify-two-factor';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNextPath } from '../lib/next-path';
import { announceSessionChange } from '../../../lib/auth/session-sync';

export function Component() {
  const { user, confirmSignedIn } = useAuth();
  const navigate = useNavigate();
  const nextPath = useNextPath();
  const signIn = useSignInEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  /** The server refused the details: the fields are marked, the toast says why (one message, issue 37). */
  const [refused, setRefused] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);
  // The failure toast belongs to this form: leaving the page takes it away.
  useEffect(() => dismissAuthErrorToast, []);

  if (user && !signIn.isPending && !signIn.isSuccess) return <Navigate to={nextPath} replace />;

  async function finishSignIn() {
    dismissAuthErrorToast();
    toast.success('Logged in');
    announceSessionChange();
    await confirmSignedIn();
    navigate(nextPath);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormError(null);
    setRefused(false);
    dismissAuthErrorToast();
    signIn.mutate(parsed.data, {
      onSuccess: async (data) => {
        if (needsSecondFactor(data)) {
          setSecondFactor(true);
          return;
        }
        await finishSignIn();
      },
      onError: (error) => {
        setRefused(true);
        // SPEC's wording, with the reason: the only message (no alert in the form repeating it).
        showAuthErrorToast('An error occurred during sign in', error);
      },
    });
  }

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to see your plan, allowances and history."
      footer={
        <span>
          New here?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </span>
      }
    >
      {secondFactor ? (
        <TwoFactorStep onVerified={() => void finishSignIn()} />
      ) : (
      <div className="grid gap-4">
        <GoogleButton />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormError title="Could not log in" message={formError} />
          <Field label="Email" type="email" autoComplete="email" aria-invalid={refused || undefined} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            aria-invalid={refused || undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            labelAside={
              <Link to="/forgot-password" className="text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                Forgot your password?
              </Link>
            }
          />
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending && <Spinner />}
            Log in
          </Button>
        </form>
      </div>
      )}
    </AuthCard>
  );
}
