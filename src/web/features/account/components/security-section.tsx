import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Separator } from '../../../components/ui/separator';
import { authErrorMessage } from '../../../lib/auth/auth-request-error';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { announceSessionChange } from '../../../lib/auth/session-sync';
import { formatDateTime } from '../../../lib/format-date';
import { useChangePassword, useRevokeAllSessions, useRevokeSession, useSessions } from '../api/account-api';
import { describeUserAgent } from '../lib/describe-user-agent';
import { TwoFactorSection } from './two-factor-section';

export function SecuritySection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Password, two-factor authentication and where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PasswordForm />
        <Separator />
        <TwoFactorSection />
        <Separator />
        <SessionsList />
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currentPassword || !newPassword) return setError('Enter your current password and a new one.');
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          setError(null);
          toast.success('Password changed; other devices were signed out');
        },
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );
  };
  return (
    <form className="grid gap-3 sm:max-w-sm" onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h3 id="password-heading" className="font-semibold">Change password</h3>
      <FormError title="Password not changed" message={error} />
      <Field label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
      <Field label="New password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
      <Button type="submit" className="w-fit" disabled={change.isPending}>Change password</Button>
    </form>
  );
}

function SessionsList() {
  const { session, refresh } = useAuth();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sessions-heading" className="font-semibold">Signed-in sessions</h3>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            revokeAll.mutate(undefined, {
              onSuccess: async () => {
                announceSessionChange();
                await refresh();
                navigate('/login');
              },
            })
          }
        >
          <LogOut />
          Sign out everywhere
        </Button>
      </div>
      <ul className="divide-y rounded-lg border text-sm">
        {(sessions.data ?? []).map((item) => {
          const current = item.id === session?.id;
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium" title={item.userAgent ?? undefined}>{describeUserAgent(item.userAgent)}</p>
                <p className="text-xs text-muted-foreground">
                  {item.ipAddress || 'unknown address'} · since {formatDateTime(new Date(item.createdAt).toISOString())}
                  {current && ' · this device'}
                </p>
              </div>
              {!current && (
                <Button size="sm" variant="ghost" onClick={() => revoke.mutate(item.id, { onSuccess: () => toast.success('Signed out that session') })}>
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
