import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useMe } from '../../lib/me';
import { useLiveUpdates } from '../use-live-updates';
import { APP_FRAME_CLASS, MAIN_CLASS } from './frame-classes';
import { SiteFooter } from './site-footer';
import { TestModeBanner } from './test-mode-banner';
import { TopBar } from './top-bar';

export function RootLayout() {
  const navigation = useNavigation();
  // Keyed on whoever /api/me says we are, so a guest created by a first tool run (the session atom
  // does not see that cookie until its next refetch) gets live counter updates too.
  const me = useMe();
  useLiveUpdates(me.data?.user.id ?? null);

  return (
    <div className={APP_FRAME_CLASS}>
      <TopBar />
      <main className={MAIN_CLASS}>
        <TestModeBanner />
        <Outlet />
      </main>
      <SiteFooter />
      {navigation.state === 'loading' && <FullScreenSpinner />}
      <ScrollRestoration />
    </div>
  );
}
