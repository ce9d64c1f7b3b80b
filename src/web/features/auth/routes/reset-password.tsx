import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AuthRequestError, authErrorMessage } from '../../../lib/auth/auth-request-error';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // Better Auth redirects here with ?error=INVALID_TOKEN when the link is expired or already used.
  const linkError = params.get('error');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const requestNewLink = (
    <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
      Request a new link
    </Link>
  );

  if (!token || linkError) {
    return (
      <AuthCard title="This link does not work" footer={requestNewLink}>
        <p className="text-sm text-muted-foreground">
          The password reset link is missing, has expired or was already used. Ask for a new one and use the latest e-mail.
        </p>
      </AuthCard>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter a new password.');
      return;
    }
    if (password !== confirm) {
      setError('The passwords do not match.');
      return;
    }
    setError(null);
    reset.mutate(
      { token: token!, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'Log in with your new password.' });
          navigate('/login');
        },
        onError: (failure) =>
          setError(
            failure instanceof AuthRequestError && failure.code === 'INVALID_TOKEN'
              ? 'This reset link has expired or was already used. Request a new link below.'
              : authErrorMessage(failure),
          ),
      },
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick a password you have not used here before." footer={requestNewLink}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormError title="Could not change the password" message={error} />
        <Field label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Field label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          Change password
        </Button>
      </form>
    </AuthCard>
  );
}
