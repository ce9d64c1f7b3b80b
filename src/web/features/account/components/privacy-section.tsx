import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Separator } from '../../../components/ui/separator';
import { Switch } from '../../../components/ui/switch';
import { Field } from '../../../components/forms/field';
import { FormError } from '../../../components/forms/form-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { announceSessionChange } from '../../../lib/auth/session-sync';
import { useDeleteAccount, usePrivacy, useSavePrivacy } from '../api/account-api';

export function PrivacySection({ email }: { email: string }) {
  const privacy = usePrivacy();
  const save = useSavePrivacy();
  const remove = useDeleteAccount();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const keepHistory = privacy.data?.keepHistory ?? true;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>What we keep, a copy of it, and deleting it all.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="keep-history">Keep a history of my tool runs</Label>
            <p className="text-xs text-muted-foreground">When off, texts and results are not stored at all; only the request counts.</p>
          </div>
          <Switch
            id="keep-history"
            checked={keepHistory}
            disabled={privacy.isPending || save.isPending}
            onCheckedChange={(checked) => save.mutate(checked, { onSuccess: () => toast.success(checked ? 'History is kept' : 'No history will be kept') })}
          />
        </div>
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="font-semibold">Download my data</h3>
            <p className="text-xs text-muted-foreground">Profile, plan history, payments, counters, history and sessions, as JSON.</p>
          </div>
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              <Download />
              Download JSON
            </a>
          </Button>
        </div>
        <Separator />
        <form
          className="grid gap-3 rounded-lg border border-destructive/40 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(confirm, {
              onSuccess: async () => {
                announceSessionChange();
                await refresh();
                toast.success('Your account was deleted');
                navigate('/');
              },
            });
          }}
        >
          <h3 className="font-semibold text-destructive">Delete my account</h3>
          <p className="text-sm text-muted-foreground">
            This removes your profile, history, subscriptions and sessions for good. A paid plan is cancelled first, with no further charges.
          </p>
          <FormError title="Account not deleted" message={remove.error?.message ?? null} />
          <Field label={`Type ${email} to confirm`} value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" />
          <Button type="submit" variant="destructive" className="w-fit" disabled={remove.isPending || confirm.trim().toLowerCase() !== email.toLowerCase()}>
            <Trash2 />
            Delete my account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
