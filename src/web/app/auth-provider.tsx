import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { authClient } from '../lib/auth/auth-client';
import { AuthContext, type AuthState } from '../lib/auth/auth-context';
import { announceSessionChange, onSessionChangeElsewhere } from '../lib/auth/session-sync';
import { meQueryKey } from '../lib/me';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = authClient.useSession();

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // After signing in or up, guarded pages wait until the session shows the account. A session request
  // that started before (a focus refetch, a live-update reconnect) can land after ours and put the
  // guest or signed-out state back for a moment; without this the dashboard guard would send the new
  // user home. Asks again every half second, for five seconds at most.
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);
  const signedInUserId = data && !data.user.isAnonymous ? data.user.id : null;
  useEffect(() => {
    if (awaitingSignIn && signedInUserId) setAwaitingSignIn(false);
  }, [awaitingSignIn, signedInUserId]);
  useEffect(() => {
    if (!awaitingSignIn) return;
    const retry = setInterval(() => void refetch(), 500);
    const giveUp = setTimeout(() => setAwaitingSignIn(false), 5000);
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
      const { error } = await authClient.signOut();
      if (error) throw error;
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ queryKey: ['history'] });
      localStorage.removeItem('authProvider');
      announceSessionChange();
      toast.success('Logged out successfully');
      return true;
    } catch {
      toast.error('An error occurred during sign out');
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
