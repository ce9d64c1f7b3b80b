import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { RequireAuth } from '../../../components/require-auth';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBrandName } from '../../../lib/app-config';
import { useMe } from '../../../lib/me';
import { PrivacySection } from '../components/privacy-section';
import { ProfileSection } from '../components/profile-section';
import { SecuritySection } from '../components/security-section';

export function Component() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}

function AccountPage() {
  const brand = useBrandName();
  const { user } = useAuth();
  const me = useMe();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <title>{`My Account · ${brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
      <p className="mb-6 mt-1 text-sm text-muted-foreground">{user?.email}</p>
      <Tabs defaultValue="profile">
        <TabsList className="mb-4">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          {me.data?.profile ? <ProfileSection profile={me.data.profile} /> : <Skeleton className="h-96 rounded-xl" />}
        </TabsContent>
        <TabsContent value="security">
          <SecuritySection />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacySection email={user?.email ?? ''} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
