import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { dismissAuthErrorToast, showAuthErrorToast } from '../lib/auth-error-toast';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthRequestError } from '../../../lib/auth/auth-request-error';
import { emailFormatSchema } from '../api/credentials-schema';
import { signUpSchema, useSignUpEmail } from '../api/sign-up-email';
import { AuthCard } from '../components/auth-card';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { GoogleButton } from '../components/google-button';
import { useAuth } from '../../../lib/auth/use-auth';
import { useNextPath } from '../lib/next-path';
import { announceSessionChange } from '../../../lib/auth/session-sync';

export function Component() {
  const { user, confirmSignedIn } = useAuth();
  const navigate = useNavigate();
  const nextPath = useNextPath();
  const signUp = useSignUpEmail();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<{ title: string; message: string } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  /** Which field the server refused (the toast says why: one message, issue 37). */
  const [refused, setRefused] = useState<'password' | 'email' | null>(null);
  // The failure toast belongs to this form: leaving the page takes it away.
  useEffect(() => dismissAuthErrorToast, []);
  /** Set when sign-up could not sign in: the address probably has an account, whose owner got an e-mail. */
  const [checkEmail, setCheckEmail] = useState<string | null>(null);

  if (user && !signUp.isPending && !signUp.isSuccess) return <Navigate to={nextPath} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirmError(null);
    const parsed = signUpSchema.safeParse({ email, password, name });
    if (!parsed.success) {
      setFormError({ title: 'Missing details', message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const emailCheck = emailFormatSchema.safeParse(parsed.data.email);
    if (!emailCheck.success) {
      setFormError({ title: 'Check your e-mail address', message: emailCheck.error.issues[0]?.message ?? '' });
      return;
    }
    if (confirm !== password) {
      setFormError(null);
      setConfirmError('The passwords do not match.');
      return;
    }
    setFormError(null);
    setCheckEmail(null);
    setRefused(null);
    dismissAuthErrorToast();
    signUp.mutate(parsed.data, {
      onSuccess: (outcome) => {
        dismissAuthErrorToast();
        if (outcome === 'check_email') {
          setCheckEmail(parsed.data.email);
          return;
        }
        toast.success('Profile created');
        announceSessionChange();
        // The session is known to exist (signUpEmail read it): the guarded page waits for the
        // provider to show it ('Loading...'), so no round trip is spent here before navigating.
        void confirmSignedIn();
        // The dashboard greets a new account with 'Welcome' (not 'Welcome back').
        navigate(nextPath, { state: { newAccount: true } });
      },
      onError: (error) => {
        const aboutPassword = error instanceof AuthRequestError && /password/i.test(`${error.code ?? ''} ${error.message}`);
        const aboutEmail = error instanceof AuthRequestError && /e-?mail/i.test(`${error.code ?? ''} ${error.message}`);
        setRefused(aboutPassword ? 'password' : aboutEmail ? 'email' : null);
        // SPEC's wording, with the server's reason (why the password is weak): the only message.
        showAuthErrorToast('An error occurred during sign up', error);
      },
    });
  }

  return (
    <AuthCard
      title="Create your account"
      description="Free forever: 10 requests per tool each month, up to 500 words per scan."
      footer={
        <span>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </span>
      }
    >
      <div className="grid gap-4">
        <GoogleButton />
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {formError && <FormError title={formError.title} message={formError.message} />}
          {checkEmail && (
            <Alert variant="info">
              <AlertTitle>Check your inbox</AlertTitle>
              <AlertDescription>
                We sent a message to {checkEmail}. If this address already has an account, log in or reset your password from there.
              </AlertDescription>
            </Alert>
          )}
          <Field label="Full name (optional)" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <Field label="Email" type="email" autoComplete="email" aria-invalid={refused === 'email' || undefined} value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="Use a long passphrase: several unrelated words work well."
            aria-invalid={refused === 'password' || undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            error={confirmError}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending && <Spinner />}
            Create account
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            Anything you did as a guest on this browser moves into your new account.
          </p>
        </form>
      </div>
    </AuthCard>
  );
}
