import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../contracts/me';
import { COUNTERS, type Counter } from '../../domain/tools';
import { apiFetch, ApiError } from './api-client';
import { readBoolean, readNumber, readObject, readOptionalString, readString } from './read-fields';

// The shape is the contract's (src/contracts/me.ts); only its types are imported, so zod stays out of the first load.
export type { Me };

function readNullableString(value: unknown, path: string): string | null {
  return value === null ? null : readString(value, path);
}

/** A string the server always sends; '' when an older server (or a test) leaves it out. */
function readTextOrEmpty(value: unknown, path: string): string {
  return value === undefined || value === null ? '' : readString(value, path);
}

function readProfile(value: unknown): Me['profile'] {
  if (value === null) return null;
  const profile = readObject(value, 'profile');
  return {
    id: readString(profile.id, 'profile.id'),
    username: readString(profile.username, 'profile.username'),
    displayName: readOptionalString(profile.displayName, 'profile.displayName') ?? null,
    avatarUrl: readTextOrEmpty(profile.avatarUrl, 'profile.avatarUrl'),
    bio: readTextOrEmpty(profile.bio, 'profile.bio'),
    location: readTextOrEmpty(profile.location, 'profile.location'),
    website: readTextOrEmpty(profile.website, 'profile.website'),
  };
}

/**
 * GET /api/me's body, checked by hand (see read-fields.ts for why not zod) into the contract's `Me`
 * (me.test.ts checks this reader against the contract's schema). Fields the server always sends but
 * an older one may leave out read as their empty value: no name, not a guest, no profile text.
 */
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
      name: readOptionalString(user.name, 'user.name') ?? null,
      isAnonymous: isAnonymous === null || isAnonymous === undefined ? false : readBoolean(isAnonymous, 'user.isAnonymous'),
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
    // With this header the server answers a signed-out visitor 200 `{user: null}`, not a 401 that the
    // browser would log on every signed-out page (issue 37); a 401 (an older server) still means nobody.
    const body = await apiFetch<unknown>('/api/me', { headers: { 'x-session-optional': '1' } });
    if (typeof body === 'object' && body !== null && (body as { user?: unknown }).user === null) return null;
    return readMe(body);
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
