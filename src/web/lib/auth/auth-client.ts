import { anonymousClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { reportAuthClientLoaded } from './session-source';

/**
 * Better Auth client for /api/auth/*. It keeps the session atom fresh on its own: refetch on window
 * focus, and a storage-event broadcast so signing out in one tab updates the others. Loaded only by
 * the pages and actions that need it; the first visit reads the session through session-source.ts.
 */
export const authClient = createAuthClient({
  plugins: [anonymousClient(), twoFactorClient()],
  sessionOptions: { refetchOnWindowFocus: true },
});

export type AuthSession = typeof authClient.$Infer.Session;

reportAuthClientLoaded(authClient);
