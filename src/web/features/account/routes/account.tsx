import { CreditCard, KeyRound, LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { RequireAuth } from '../../auth/components/require-auth';
import { useAuth } from '../../auth/hooks/use-auth';
import { useBrandName } from '../../config/api/get-config';
import { formatDate } from '../../dashboard/lib/format';
import { useMe } from '../api/get-me';

export function Component() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}

function AccountPage() {
  const brand = useBrandName();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const me = useMe();

  const rows = [
    { label: 'Email', value: user?.email ?? '' },
    { label: 'Username', value: me.data?.profile?.username },
    { label: 'Plan', value: me.data?.subscription.package },
    { label: 'Renews on', value: me.data ? formatDate(me.data.subscription.nextRenewal) : undefined },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <title>{`My Account · ${brand}`}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight">My Account</h1>
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
          <CardDescription>The e-mail you sign in with and your current plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-3 gap-4 py-3 text-sm">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="col-span-2 font-medium">
                  {row.value === undefined && me.isPending ? <Skeleton className="h-5 w-40" /> : (row.value ?? '—')}
                </dd>
              </div>
            ))}
          </dl>
          <Separator className="my-6" />
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard />
                Dashboard
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">
                <CreditCard />
                Plans and pricing
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/forgot-password">
                <KeyRound />
                Change password
              </Link>
            </Button>
            <Button
              variant="ghost"
              onClick={async () => {
                if (await signOut()) navigate('/');
              }}
            >
              <LogOut />
              Logout
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
