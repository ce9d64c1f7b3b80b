import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import type { DeleteAccountInput } from '../../../../contracts/account';

interface DeleteAccountDialogProps {
  email: string;
  twoFactorEnabled: boolean;
  pending: boolean;
  error: string | null;
  onDelete: (input: DeleteAccountInput) => void;
}

/** Typed e-mail, password and (with two-factor on) a current code: the server checks all three. */
export function DeleteAccountDialog({ email, twoFactorEnabled, pending, error, onDelete }: DeleteAccountDialogProps) {
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const typed = confirm.trim().toLowerCase() === email.toLowerCase();
  const ready = typed && password.length > 0 && (!twoFactorEnabled || code.trim().length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onDelete({ confirm, password, ...(twoFactorEnabled ? { code: code.replace(/\s/g, '') } : {}) });
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-fit">
          <Trash2 />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account for good?</DialogTitle>
            <DialogDescription>
              Your profile, history, subscriptions and sessions are removed and cannot be restored. A paid plan is cancelled first, with no
              further charges.
            </DialogDescription>
          </DialogHeader>
          <FormError title="Account not deleted" message={error} />
          <Field label={`Type ${email} to confirm`} value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" />
          <Field label="Your password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          {twoFactorEnabled && (
            <Field
              label="Code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={pending || !ready}>
              Delete my account for good
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
