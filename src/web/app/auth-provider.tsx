import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthSession } from '../lib/auth/auth-client';
import { AuthContext, type AuthState } from '../lib/auth/auth-context';
import { fetchSession, loadAuthClient, onAuthClientLoaded } from '../lib/auth/session-source';
import { showToast } from '../lib/show-toast';
import { announceSessionChange, onSessionChangeElsewhere } from '../lib/auth/session-sync';
import { meQueryKey } from '../lib/me';

/** How long guarded pages wait for the session to show a just-signed-in account. */
const SIGN_IN_CONFIRM_MS = 15_000;
const SIGN_IN_RETRY_MS = 500;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = useSession();

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // After signing in or up, guarded pages wait until the session shows the account. A session request
  // that started before (a focus refetch, a live-update reconnect) can land after ours and put the
  // guest or signed-out state back for a moment; without this the dashboard guard would send the new
  // user home. Asks again every half second, for SIGN_IN_CONFIRM_MS at most: a busy server answered
  // later than the five seconds this once allowed, and the new user landed on the home page.
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);
  const signedInUserId = data && !data.user.isAnonymous ? data.user.id : null;
  useEffect(() => {
    if (awaitingSignIn && signedInUserId) setAwaitingSignIn(false);
  }, [awaitingSignIn, signedInUserId]);
  useEffect(() => {
    if (!awaitingSignIn) return;
    const retry = setInterval(() => void refetch(), SIGN_IN_RETRY_MS);
    const giveUp = setTimeout(() => setAwaitingSignIn(false), SIGN_IN_CONFIRM_MS);
    return () => {
      clearInterval(retry);
      clearTimeout(giveUp);
    };
  }, [awaitingSignIn, refetch]);
  const confirmSignedIn = useCallback(async () => {
    setAwaitingSignIn(true);
    await refetch();
  }, [refetch]);

  // Whenever the identity behind the cookie changes (sign-in, sign-out, guest created, another tab),
  // the cached plan, counters and history belong to someone else: fetch them again.
  const identity = data?.user.id ?? null;
  const previousIdentity = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isPending) return;
    if (previousIdentity.current !== undefined && previousIdentity.current !== identity) {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      queryClient.removeQueries({ queryKey: ['history'] });
    }
    previousIdentity.current = identity;
  }, [identity, isPending, queryClient]);

  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        void refetch();
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }),
    [refetch, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signOut();
      if (error) throw error;
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ queryKey: ['history'] });
      localStorage.removeItem('authProvider');
      announceSessionChange();
      showToast('success', 'Logged out successfully');
      return true;
    } catch {
      showToast('error', 'An error occurred during sign out');
      return false;
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const isGuest = Boolean(data?.user.isAnonymous);
    return {
      user: data && !isGuest ? data.user : null,
      session: data && !isGuest ? data.session : null,
      isGuest,
      isAdmin: false,
      loading: isPending || (awaitingSignIn && !signedInUserId),
      signOut,
      refresh,
      confirmSignedIn,
    };
  }, [data, isPending, awaitingSignIn, signedInUserId, signOut, refresh, confirmSignedIn]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const FOCUS_REFETCH_GAP_MS = 5000;

/**
 * The session as Better Auth's `useSession` gave it, without loading the client up front: a plain
 * read first (and when the tab becomes visible again), then the client's session atom once any page
 * has loaded the client. Answers that started earlier than the one shown are dropped.
 */
function useSession() {
  const [state, setState] = useState<{ data: AuthSession | null; isPending: boolean }>({ data: null, isPending: true });
  const started = useRef(0);
  const shown = useRef(0);
  const lastRead = useRef(0);
  const clientRefetch = useRef<(() => Promise<unknown>) | null>(null);

  const show = useCallback((ticket: number, data: AuthSession | null) => {
    if (ticket < shown.current) return;
    shown.current = ticket;
    setState({ data, isPending: false });
  }, []);

  const refetch = useCallback(async () => {
    lastRead.current = Date.now();
    if (clientRefetch.current) {
      await clientRefetch.current();
      return;
    }
    const ticket = ++started.current;
    try {
      show(ticket, await fetchSession());
    } catch {
      // Unreadable (offline, server restarting): treated as signed out, as Better Auth's client does.
      show(ticket, null);
    }
  }, [show]);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  useEffect(() => {
    const onVisible = () => {
      if (clientRefetch.current || document.visibilityState !== 'visible') return;
      if (Date.now() - lastRead.current < FOCUS_REFETCH_GAP_MS) return;
      void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  useEffect(() => {
    let unsubscribe = () => {};
    const stopListening = onAuthClientLoaded((client) => {
      unsubscribe();
      const sessionAtom = client.$store.atoms.session;
      if (!sessionAtom) return;
      unsubscribe = sessionAtom.subscribe((value: { data: AuthSession | null; isPending: boolean; refetch: () => Promise<unknown> }) => {
        clientRefetch.current = () => value.refetch();
        if (!value.isPending) show(++started.current, value.data);
      });
    });
    return () => {
      stopListening();
      unsubscribe();
      clientRefetch.current = null;
    };
  }, [show]);

  return { ...state, refetch };
}
