import { useQuery } from '@tanstack/react-query';
import { COUNTERS, type Counter } from '../../domain/tools';
import { apiFetch, ApiError } from './api-client';
import { readBoolean, readNumber, readObject, readOptionalString, readString } from './read-fields';

export interface Me {
  user: { id: string; email: string; name?: string | null; isAnonymous?: boolean | null };
  profile: {
    id: string;
    username: string;
    displayName?: string | null;
    avatarUrl?: string | null;
    bio?: string;
    location?: string;
    website?: string;
  } | null;
  subscription: { package: string; isActive: boolean; nextRenewal: string | null; createdAt: string | null };
  remaining: Record<Counter, number>;
  limits: { requestsPerMonth: number; wordsPerScan: number; history: string };
  periodEnd: string;
}

function readNullableString(value: unknown, path: string): string | null {
  return value === null ? null : readString(value, path);
}

function readOptionalPlainString(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : readString(value, path);
}

function readProfile(value: unknown): Me['profile'] {
  if (value === null) return null;
  const profile = readObject(value, 'profile');
  return {
    id: readString(profile.id, 'profile.id'),
    username: readString(profile.username, 'profile.username'),
    displayName: readOptionalString(profile.displayName, 'profile.displayName'),
    avatarUrl: readOptionalString(profile.avatarUrl, 'profile.avatarUrl'),
    bio: readOptionalPlainString(profile.bio, 'profile.bio'),
    location: readOptionalPlainString(profile.location, 'profile.location'),
    website: readOptionalPlainString(profile.website, 'profile.website'),
  };
}

/** GET /api/me's body, checked by hand (see read-fields.ts for why not zod). */
export function readMe(value: unknown): Me {
  const body = readObject(value, 'me');
  const user = readObject(body.user, 'user');
  const subscription = readObject(body.subscription, 'subscription');
  const remaining = readObject(body.remaining, 'remaining');
  const limits = readObject(body.limits, 'limits');
  const isAnonymous = user.isAnonymous;
  return {
    user: {
      id: readString(user.id, 'user.id'),
      email: readString(user.email, 'user.email'),
      name: readOptionalString(user.name, 'user.name'),
      isAnonymous: isAnonymous === null || isAnonymous === undefined ? isAnonymous : readBoolean(isAnonymous, 'user.isAnonymous'),
    },
    profile: readProfile(body.profile),
    subscription: {
      package: readString(subscription.package, 'subscription.package'),
      isActive: readBoolean(subscription.isActive, 'subscription.isActive'),
      nextRenewal: readNullableString(subscription.nextRenewal, 'subscription.nextRenewal'),
      createdAt: readNullableString(subscription.createdAt, 'subscription.createdAt'),
    },
    remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, readNumber(remaining[counter], `remaining.${counter}`)])) as Record<Counter, number>,
    limits: {
      requestsPerMonth: readNumber(limits.requestsPerMonth, 'limits.requestsPerMonth'),
      wordsPerScan: readNumber(limits.wordsPerScan, 'limits.wordsPerScan'),
      history: readString(limits.history, 'limits.history'),
    },
    periodEnd: readString(body.periodEnd, 'periodEnd'),
  };
}

export const meQueryKey = ['me'] as const;

/** The signed-in (or guest) user's plan and counters; null when there is no session. */
export async function getMe(): Promise<Me | null> {
  try {
    return readMe(await apiFetch('/api/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Shared by useMe and main.tsx, which asks before the first render (see there). */
export const meQuery = { queryKey: meQueryKey, queryFn: getMe, staleTime: 10_000 } as const;

export function useMe() {
  return useQuery(meQuery);
}
