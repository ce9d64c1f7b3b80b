import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { COUNTERS } from '../../domain/tools';
import { apiFetch, ApiError } from './api-client';

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable().optional(),
    isAnonymous: z.boolean().nullable().optional(),
  }),
  profile: z
    .object({
      id: z.string(),
      username: z.string(),
      displayName: z.string().nullable().optional(),
      avatarUrl: z.string().nullable().optional(),
      bio: z.string().optional(),
      location: z.string().optional(),
      website: z.string().optional(),
    })
    .nullable(),
  subscription: z.object({
    package: z.string(),
    isActive: z.boolean(),
    nextRenewal: z.string().nullable(),
    createdAt: z.string().nullable(),
  }),
  remaining: z.record(z.enum(COUNTERS), z.number()),
  limits: z.object({
    requestsPerMonth: z.number(),
    wordsPerScan: z.number(),
    history: z.string(),
  }),
  periodEnd: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const meQueryKey = ['me'] as const;

/** The signed-in (or guest) user's plan and counters; null when there is no session. */
export async function getMe(): Promise<Me | null> {
  try {
    return meSchema.parse(await apiFetch('/api/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 10_000 });
}
