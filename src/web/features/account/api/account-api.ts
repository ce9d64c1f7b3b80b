import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  privacySettingsSchema,
  profileInputSchema,
  type DeleteAccountInput,
  type PrivacySettings,
  type ProfileInput,
} from '../../../../contracts/account';
import { apiFetch } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth/auth-client';
import { unwrapAuthResult } from '../../../lib/auth/auth-request-error';
import { meQueryKey } from '../../../lib/me';

/** The profile form, every field filled in: the server's own checks (PATCH /api/account/profile), run before sending. */
export const profileFormSchema = profileInputSchema.required();
export type ProfileForm = z.input<typeof profileFormSchema>;

function useInvalidateMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useUpdateProfile() {
  const invalidate = useInvalidateMe();
  return useMutation({
    mutationFn: (form: ProfileInput) => apiFetch('/api/account/profile', { method: 'PATCH', body: JSON.stringify(form) }),
    onSuccess: invalidate,
  });
}

export function useUploadAvatar() {
  const invalidate = useInvalidateMe();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('avatar', file);
      return apiFetch('/api/account/avatar', { method: 'POST', body: form });
    },
    onSuccess: invalidate,
  });
}

const privacyKey = ['account', 'privacy'] as const;
export function usePrivacy() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: async () => privacySettingsSchema.parse(await apiFetch('/api/account/privacy')),
  });
}
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepHistory: boolean) => apiFetch('/api/account/privacy', { method: 'PUT', body: JSON.stringify({ keepHistory } satisfies PrivacySettings) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiFetch('/api/account', { method: 'DELETE', body: JSON.stringify(input) }),
  });
}


export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      unwrapAuthResult(await authClient.changePassword({ ...input, revokeOtherSessions: true })),
  });
}

export const sessionsKey = ['account', 'sessions'] as const;
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: async () => unwrapAuthResult(await authClient.listSessions()) });
}
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    // By id: the server keeps session tokens out of every answer a script can read.
    mutationFn: (id: string) => apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
export function useRevokeAllSessions() {
  return useMutation({ mutationFn: async () => unwrapAuthResult(await authClient.revokeSessions()) });
}
