import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { authClient } from '../../lib/auth-client';
import { useLiveUpdates } from '../../features/realtime/hooks/use-live-updates';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function RootLayout() {
  const navigation = useNavigation();
  // Guests run tools too, so live counter updates follow any session, not only signed-in accounts.
  const { data } = authClient.useSession();
  useLiveUpdates(data?.session.id ?? null);

  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      {/* The specification offsets content 50 px under the 64 px bar; pages add their own top padding. */}
      <main className="flex flex-1 flex-col pt-[50px]">
        <Outlet />
      </main>
      <SiteFooter />
      {navigation.state === 'loading' && <FullScreenSpinner />}
      <ScrollRestoration />
    </div>
  );
}
