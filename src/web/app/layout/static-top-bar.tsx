import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, type AuthState } from '../../lib/auth/auth-context';
import { StaticShellContext } from './static-shell-context';
import { TopBar } from './top-bar';

/** Who is signed in is not known until the app asks: the bar shows its placeholder where the account goes. */
const NOT_YET_KNOWN: AuthState = {
  user: null,
  session: null,
  isGuest: false,
  isAdmin: false,
  loading: true,
  signOut: async () => false,
  refresh: async () => {},
  confirmSignedIn: async () => {},
};

/**
 * The top bar as the build writes it into a page's HTML: brand, menus and Pricing are there before any
 * JavaScript runs, so the first paint is not an empty bar that fills in a second later on a slow phone.
 * Rendered inside a router set to the page's path, so the active link is marked as the app will mark it.
 */
export function StaticTopBar() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext value={NOT_YET_KNOWN}>
        <StaticShellContext value>
          <TopBar />
        </StaticShellContext>
      </AuthContext>
    </QueryClientProvider>
  );
}
