import { createContext } from 'react';
import type { AuthSession } from './auth-client';

export type AuthUser = AuthSession['user'];

export interface AuthState {
  /** The signed-in account; null when signed out or when the visitor is only a guest. */
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  /** An anonymous guest session exists (created by a tool run); the UI treats it as signed out. */
  isGuest: boolean;
  /** Kept for parity with the specification's auth state; there are no admins in the web app. */
  isAdmin: false;
  loading: boolean;
  /** Signs out, shows the toast, clears cached account data; resolves to false on failure. */
  signOut: () => Promise<boolean>;
  /** Re-reads the session, e.g. after changing account settings. */
  refresh: () => Promise<void>;
  /** After signing in or up: re-reads the session, and guarded pages wait until it shows the account. */
  confirmSignedIn: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
