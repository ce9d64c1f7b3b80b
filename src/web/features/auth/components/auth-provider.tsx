import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { authClient } from '../../../lib/auth-client';
import { meQueryKey } from '../../account/api/get-me';
import { AuthContext, type AuthState } from '../lib/auth-context';
import { announceSessionChange, onSessionChangeElsewhere } from '../lib/session-sync';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = authClient.useSession();

  const refresh = useCallback(async () => {
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
      loading: isPending,
      signOut,
      refresh,
    };
  }, [data, isPending, signOut, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
