import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useMe } from '../../lib/me';
import { installRunShortcut } from '../../lib/run-shortcut';
import { useLiveUpdates } from '../use-live-updates';
import { APP_FRAME_CLASS, MAIN_CLASS } from './frame-classes';
import { SiteFooter } from './site-footer';
import { TestModeBanner } from './test-mode-banner';
import { TopBar } from './top-bar';

/**
 * Keyed on whoever /api/me says we are, so a guest created by a first tool run (the session atom
 * does not see that cookie until its next refetch) gets live counter updates too. A component of its
 * own, so /api/me's answer re-renders this and not the whole frame (bar, footer) in one task.
 */
function LiveUpdates() {
  const me = useMe();
  useLiveUpdates(me.data?.user.id ?? null);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  // Ctrl/⌘+Enter runs whichever tool page is open.
  useEffect(() => installRunShortcut(), []);

  return (
    <div className={APP_FRAME_CLASS}>
      <LiveUpdates />
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
