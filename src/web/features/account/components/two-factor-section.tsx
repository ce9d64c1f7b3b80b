import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { authClient } from '../../../lib/auth/auth-client';
import { authErrorMessage, unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBrandName } from '../../../lib/app-config';
import { sessionsKey } from '../api/account-api';
import { RecoveryCodes } from './recovery-codes';

interface Enrolment {
  uri: string;
  secret: string;
  qr: string;
  backupCodes: string[];
}

/** Authenticator-app two-factor: password → QR code → first code → recovery codes; or turn it off. */
export function TwoFactorSection() {
  const { user, refresh } = useAuth();
  const brand = useBrandName();
  const queryClient = useQueryClient();
  const enabled = Boolean((user as { twoFactorEnabled?: boolean | null } | null)?.twoFactorEnabled);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codesToSave, setCodesToSave] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const data = unwrapAuthResult(await authClient.twoFactor.enable({ password }));
      if (!data || !('totpURI' in data)) throw new Error('The server did not return an authenticator setup.');
      const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
      setEnrolment({ uri: data.totpURI, secret, qr: await QRCode.toDataURL(data.totpURI, { margin: 1, width: 192 }), backupCodes: data.backupCodes });
      setPassword('');
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      unwrapAuthResult(await authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, '') }));
      setCodesToSave(enrolment?.backupCodes ?? []);
      setEnrolment(null);
      setCode('');
      await refresh();
      // Turning two-factor on replaces this device's session: list the new one as "this device".
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      toast.success('Two-factor authentication is on');
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      // Better Auth's client types only the password; our server also requires a current code (auth-routes.ts).
      const proof = { password, code: code.replace(/\s/g, '') };
      unwrapAuthResult(await authClient.twoFactor.disable(proof));
      setPassword('');
      setCode('');
      setCodesToSave(null);
      await refresh();
      toast.success('Two-factor authentication is off');
    });
  };

  return (
    <section aria-labelledby="two-factor-heading" className="grid gap-4">
      <h3 id="two-factor-heading" className="flex items-center gap-2 font-semibold">
        Two-factor authentication {enabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}
      </h3>
      <FormError title="Two-factor authentication" message={error} />
      {codesToSave && <RecoveryCodes codes={codesToSave} brand={brand} email={user?.email ?? null} />}
      {enrolment ? (
        <form className="grid gap-3" onSubmit={verify} noValidate>
          <p className="text-sm text-muted-foreground">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <img src={enrolment.qr} alt="QR code for your authenticator app" className="size-48 rounded border bg-white p-1" />
          <p className="text-xs text-muted-foreground">
            Or enter this key by hand: <code data-testid="totp-secret" className="break-all font-mono">{enrolment.secret}</code>
          </p>
          <Field label="Code from the app" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" className="w-fit" disabled={busy}>Verify and turn on</Button>
        </form>
      ) : (
        <form className="grid gap-3 sm:max-w-sm" onSubmit={enabled ? disable : start} noValidate>
          <Field label="Current password (2FA)" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {enabled && (
            <Field
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
          <Button type="submit" variant={enabled ? 'outline' : 'default'} className="w-fit" disabled={busy || !password || (enabled && !code.trim())}>
            {enabled ? 'Turn off two-factor authentication' : 'Set up two-factor authentication'}
          </Button>
        </form>
      )}
    </section>
  );
}
