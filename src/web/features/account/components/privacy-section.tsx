import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Separator } from '../../../components/ui/separator';
import { Switch } from '../../../components/ui/switch';
import { useAuth } from '../../../lib/auth/use-auth';
import { announceSessionChange } from '../../../lib/auth/session-sync';
import type { DeleteAccountInput } from '../../../../contracts/account';
import { useDeleteAccount, usePrivacy, useSavePrivacy } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

export function PrivacySection({ email }: { email: string }) {
  const privacy = usePrivacy();
  const save = useSavePrivacy();
  const remove = useDeleteAccount();
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const twoFactorEnabled = Boolean((user as { twoFactorEnabled?: boolean | null } | null)?.twoFactorEnabled);
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
        <div className="grid gap-3 rounded-lg border border-destructive/40 p-4">
          <h3 className="font-semibold text-destructive">Delete my account</h3>
          <p className="text-sm text-muted-foreground">
            This removes your profile, history, subscriptions and sessions for good. A paid plan is cancelled first, with no further charges.
          </p>
          <DeleteAccountDialog
            email={email}
            twoFactorEnabled={twoFactorEnabled}
            pending={remove.isPending}
            error={remove.error?.message ?? null}
            onDelete={(input: DeleteAccountInput) =>
              remove.mutate(input, {
                onSuccess: async () => {
                  announceSessionChange();
                  await refresh();
                  toast.success('Your account was deleted');
                  navigate('/');
                },
              })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
